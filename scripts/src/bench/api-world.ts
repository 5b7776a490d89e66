import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { createSession } from '@fanline/services';
import type { AnalyticsBenchOptions } from './analytics-options';
import { generateMessages, generatePayments, generateTipPrompts } from './analytics-volume';
import { conversationCount, generateAccounts, type BenchCreator } from './analytics-world';
import { settleForReads } from './settle-for-reads';

/** How much the creators have: enough that each endpoint reads real rows, little enough to generate in seconds. */
export interface WorldSize {
  creators: number;
  bots: number;
  fansPerBot: number;
  messages: number;
  payments: number;
  tipPrompts: number;
  days: number;
  /** Sessions of other sign-ins, so the session lookup is an index probe into a table of realistic size. */
  otherSessions: number;
}

export interface SignedInCreator extends BenchCreator {
  token: string;
}

/** Other people's sessions, a few per creator, as many browsers and phones leave behind. */
async function generateOtherSessions(db: Db, count: number): Promise<void> {
  await sql`
    INSERT INTO sessions (id, secret_hash, user_id, created_at, expires_at)
    SELECT md5(random()::text || g), sha256(convert_to(md5(random()::text), 'UTF8')), u.id, now() - interval '1 day', now() + interval '29 days'
    FROM generate_series(1, ${count}) g
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total FROM users) u ON u.n = 1 + g % u.total
  `.execute(db);
}

/**
 * The analytics bench's world at a smaller scale (creators on the plan with
 * every analytics read, their bots, fans, conversations, messages, payments
 * and tip prompts, triggers on so the rollups are built as in production),
 * then a fresh session for each creator. A fresh session is at most an hour
 * old, so no request writes its sliding expiry, as for all but one request an
 * hour of a real one.
 */
export async function generateWorld(db: Db, size: WorldSize, progress: (line: string) => void): Promise<SignedInCreator[]> {
  const options: AnalyticsBenchOptions = {
    ...size,
    requests: 0,
    chunk: 100_000,
    keep: false,
    reuseUrl: undefined,
    databaseUrl: undefined,
  };
  const creators = await db.connection().execute(async (conn) => {
    await sql`SET synchronous_commit = off`.execute(conn);
    const made = await generateAccounts(conn, options);
    const spec = { chunk: options.chunk, days: size.days, conversations: await conversationCount(conn) };
    const quiet = () => {};
    await generateMessages(conn, { ...spec, total: size.messages }, quiet);
    if (size.payments > 0) await generatePayments(conn, { ...spec, total: size.payments }, quiet);
    if (size.tipPrompts > 0) await generateTipPrompts(conn, { ...spec, total: size.tipPrompts }, quiet);
    return made;
  });
  progress(`${creators.length} creators, ${size.bots} bots, ${size.bots * size.fansPerBot} fans, ${size.messages} messages, ${size.payments} payments`);
  if (size.otherSessions > 0) await generateOtherSessions(db, size.otherSessions);
  await settleForReads(db);
  await sql`VACUUM (ANALYZE) sessions, users`.execute(db);
  const signedIn: SignedInCreator[] = [];
  for (const creator of creators) signedIn.push({ ...creator, token: (await createSession(db, creator.id)).token });
  return signedIn;
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@fanline/db';
import { fanConversation, recordExchange } from '@fanline/services';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';

const FANS = 2_000;

let database: TestDatabase;
/** One connection, so the prepared statements and their plans are this test's to read. */
let planned: Db;
let botId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const user = await db.insertInto('users').values({ name: 'Creator', email: 'plans@example.com', referral_code: 'PLANS1' }).returning('id').executeTakeFirstOrThrow();
  botId = (await db.insertInto('bots').values({ user_id: user.id, name: 'Nova', description: 'd', personality: 'p', llm_model: 'gpt-4o-mini', llm_provider: 'openai' }).returning('id').executeTakeFirstOrThrow()).id;
  await sql`INSERT INTO fans (bot_id, channel, external_user_id, first_name) SELECT ${botId}, 'telegram', 'fan-' || n, 'Fan' FROM generate_series(1, ${FANS}) n`.execute(db);
  await sql`INSERT INTO conversations (bot_id, fan_id, channel) SELECT bot_id, id, channel FROM fans WHERE bot_id = ${botId}`.execute(db);
  await sql`ANALYZE fans, conversations`.execute(db);
  // The plan every runner connection settles on after five runs (decision 020), from the first run, on any connection this database opens.
  await sql.raw(`ALTER DATABASE ${new URL(database.url).pathname.slice(1)} SET plan_cache_mode = force_generic_plan`).execute(db);
  planned = createDb({ connectionString: database.url, maxConnections: 1, applicationName: 'fanline-plans' });
});
afterAll(async () => {
  await planned.destroy();
  await database.drop();
});

/** Scans of the fans and conversations tables so far, once this connection's counts are in (pg_stat_force_next_flush). */
async function scans(): Promise<{ seq: number; index: number }> {
  await sql`SELECT pg_stat_force_next_flush()`.execute(planned);
  await sql`SELECT 1`.execute(planned);
  const { rows } = await sql<{ seq: string; index: string }>`
    SELECT sum(seq_scan) AS seq, sum(idx_scan) AS index FROM pg_stat_user_tables WHERE relname IN ('fans', 'conversations')
  `.execute(database.db);
  return { seq: Number(rows[0]!.seq), index: Number(rows[0]!.index) };
}

describe("the fan's read and the exchange's record, as generic plans", () => {
  it(`find each fan and conversation by its key among ${FANS.toLocaleString('en')} fans: no sequential scan of either table`, async () => {
    const before = await scans();
    for (let n = 1; n <= 10; n++) {
      const from = { channel: 'telegram' as const, externalUserId: `fan-${n * 97}`, username: null, firstName: 'Fan', languageCode: null };
      const { fan, conversationId } = await fanConversation(planned, botId, from);
      await recordExchange(planned, { conversationId, botId, fanId: fan.id, messageId: `m${n}`, fanText: `hello ${n}`, reply: { text: `hi ${n}`, promptTokens: 10, completionTokens: 4, latencyMs: 30, costUsd: 0.00001, isVoice: false } });
    }
    const after = await scans();
    // Index scans happened and were counted, so a sequential one would have been too.
    expect(after.index - before.index).toBeGreaterThanOrEqual(20);
    expect(after.seq - before.seq).toBe(0);
  });
});

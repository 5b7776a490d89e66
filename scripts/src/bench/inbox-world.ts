import { sql } from 'kysely';
import { cheapestPlanWith, TOGETHER_MIXTRAL_MODEL } from '@fanline/core';
import type { Db } from '@fanline/db';
import { FIRST_NAMES } from '../demo-data/demo-patterns';
import type { GenerationConnection } from './analytics-world';
import type { InboxBenchOptions } from './inbox-options';

/** The creator under test and the others, whose rows every ownership filter must skip. */
export interface InboxCreators {
  main: { id: string; botIds: string[] };
  others: { id: string; botIds: string[] }[];
}

const OTHER_BOTS = 3;
/** The other creators' conversations hold this many messages on average. */
export const OTHER_MESSAGES_PER_FAN = 10;
const EMAIL_PREFIX = 'inbox-creator-';

/**
 * Creator 0 (the one under test) with `bots` bots, the others with three each;
 * a fifth of the bots on Instagram. Made with triggers on: a few rows.
 */
async function generateCreatorsAndBots(conn: GenerationConnection, options: InboxBenchOptions): Promise<void> {
  const plan = cheapestPlanWith('broadcasts');
  if (!plan) throw new Error('No plan has broadcasts');
  await sql`
    INSERT INTO users (name, email, plan, bots_limit, messages_remaining, referral_code, created_at)
    SELECT 'Inbox Creator ' || g, ${EMAIL_PREFIX} || g || '@example.com', ${plan.id}, 999999, 50000, 'INBOX' || g, now() - make_interval(days => ${options.days + 30})
    FROM generate_series(0, ${options.otherCreators}) g
  `.execute(conn);
  await sql`
    INSERT INTO bots (user_id, name, description, personality, llm_provider, llm_model, monetization_enabled, payment_method, pricing_model,
                      tip_flow_enabled, is_active, is_deployed, platform, deployed_at, created_at)
    SELECT u.id, 'Inbox Bot ' || u.n || '.' || k, 'A bot under benchmark', 'You are a friendly test bot.', 'together', ${TOGETHER_MIXTRAL_MODEL}, true,
           CASE WHEN k % 3 = 0 THEN 'provider_token' ELSE 'stars' END, 'subscription', true, true, true,
           CASE WHEN k % 5 = 0 THEN 'instagram' ELSE 'telegram' END,
           now() - make_interval(days => ${options.days + 1}), now() - make_interval(days => ${options.days + 1}) + k * interval '1 second'
    FROM (SELECT id, substring(email FROM ${EMAIL_PREFIX.length + 1} FOR position('@' IN email) - ${EMAIL_PREFIX.length + 1})::int AS n FROM users WHERE email LIKE ${`${EMAIL_PREFIX}%`}) u
    CROSS JOIN LATERAL generate_series(1, CASE WHEN u.n = 0 THEN ${options.bots}::int ELSE ${OTHER_BOTS}::int END) k
  `.execute(conn);
}

/**
 * A creator's fans spread unevenly over their bots (the first bot about a
 * quarter, the last a few per cent). More fans came lately, and most wrote
 * recently: the last message leans towards now. 15 % have no first name, 10 %
 * no username; 2 % opted out and 1 % blocked the bot.
 */
async function generateFans(conn: GenerationConnection, creatorId: string, bots: number, from: number, to: number, days: number): Promise<void> {
  await sql`
    INSERT INTO fans (bot_id, channel, external_user_id, username, first_name, language_code, first_seen_at, last_message_at, opted_out, blocked_at)
    SELECT b.id, b.platform, (7000000 + s.f)::text,
           CASE WHEN s.r < 0.9 THEN lower(names[1 + (s.f / ${FIRST_NAMES.length}) % ${FIRST_NAMES.length}]) || '_' || s.f END,
           CASE WHEN s.r >= 0.15 THEN names[1 + s.f % ${FIRST_NAMES.length}] END,
           (ARRAY['en', 'en', 'en', 'es', 'de', 'fr', 'pt'])[1 + s.f % 7], s.first_seen,
           now() - (now() - s.first_seen) * power(random(), 2), s.r2 < 0.02, CASE WHEN s.r2 >= 0.02 AND s.r2 < 0.03 THEN now() - interval '1 day' END
    FROM (
      SELECT f, random() AS r, random() AS r2, 1 + floor(${bots} * power(random(), 1.6))::int AS k,
             now() - make_interval(days => ${days}) * power(random(), 1.3) AS first_seen
      FROM generate_series(${from}::int, ${to}::int) f
    ) s
    JOIN (SELECT id, platform, row_number() OVER (ORDER BY created_at) AS k FROM bots WHERE user_id = ${creatorId}) b ON b.k = s.k
    CROSS JOIN (SELECT ${sql.val(FIRST_NAMES)}::text[] AS names) n
  `.execute(conn);
}

/**
 * One conversation per fan, its exchanges drawn from a heavy tail (most
 * fans a few, a few fans hundreds) and scaled to each creator's message
 * total. Of those active in the last 12 hours, 1 % are taken over (the idle
 * hand-back returns older ones to the AI); 0.3 % need a human, and so do
 * some taken-over ones. Recent ones have unread messages. Each bot also has
 * its test chat, which the inbox leaves out.
 */
async function generateConversations(conn: GenerationConnection, creators: InboxCreators, options: InboxBenchOptions): Promise<void> {
  const ids = [creators.main.id, ...creators.others.map((c) => c.id)];
  const pairs = [Math.floor(options.messages / 2), ...creators.others.map(() => (options.otherFans * OTHER_MESSAGES_PER_FAN) / 2)];
  await sql`
    INSERT INTO conversations (bot_id, fan_id, channel, started_at, last_message_at, message_count, unread_count,
                               taken_over_at, taken_over_by, creator_active_at, needs_human_at)
    SELECT bot_id, fan_id, channel, first_seen_at, last_message_at, 2 * pairs,
           CASE WHEN last_message_at > now() - interval '2 days' AND r < 0.5 THEN 1 + floor(r * 6)::int ELSE 0 END,
           CASE WHEN taken THEN last_message_at - interval '40 minutes' END, CASE WHEN taken THEN user_id END, CASE WHEN taken THEN last_message_at END,
           CASE WHEN r2 < 0.003 OR (taken AND r2 < 0.3) THEN last_message_at END
    FROM (
      SELECT w.*, greatest(1, round(w.weight * t.pairs / sum(w.weight) OVER (PARTITION BY w.user_id)))::int AS pairs,
             random() AS r, random() AS r2, w.last_message_at > now() - interval '12 hours' AND random() < 0.01 AS taken
      FROM (
        SELECT f.id AS fan_id, f.bot_id, f.channel, f.first_seen_at, f.last_message_at, b.user_id, least(2000, power(1 - random(), -0.6)) AS weight
        FROM fans f JOIN bots b ON b.id = f.bot_id
      ) w
      JOIN unnest(${ids}::uuid[], ${pairs}::int[]) AS t(user_id, pairs) ON t.user_id = w.user_id
    ) s
  `.execute(conn);
  await sql`
    INSERT INTO conversations (bot_id, fan_id, channel, started_at, last_message_at, message_count)
    SELECT id, NULL, 'test', now() - interval '1 day', now(), 4 FROM bots
  `.execute(conn);
}

/** The bench's creators and their bots, oldest bot first. */
export async function inboxCreators(db: Db | GenerationConnection): Promise<InboxCreators> {
  const rows = await db
    .selectFrom('bots')
    .innerJoin('users', 'users.id', 'bots.user_id')
    .select(['bots.id', 'bots.user_id', 'users.email'])
    .where('users.email', 'like', `${EMAIL_PREFIX}%`)
    .orderBy('users.email')
    .orderBy('bots.created_at')
    .execute();
  const byCreator = new Map<string, { id: string; botIds: string[]; main: boolean }>();
  for (const row of rows) {
    const creator = byCreator.get(row.user_id) ?? { id: row.user_id, botIds: [], main: row.email === `${EMAIL_PREFIX}0@example.com` };
    creator.botIds.push(row.id);
    byCreator.set(row.user_id, creator);
  }
  const all = [...byCreator.values()];
  const main = all.find((c) => c.main);
  if (!main) throw new Error('The bench database has no creator under test');
  return { main: { id: main.id, botIds: main.botIds }, others: all.filter((c) => !c.main).map((c) => ({ id: c.id, botIds: c.botIds })) };
}

/** Creators, bots, fans and conversations. The connection is in replica mode from the fans on (no triggers). */
export async function generateAccounts(conn: GenerationConnection, options: InboxBenchOptions): Promise<InboxCreators> {
  await generateCreatorsAndBots(conn, options);
  const creators = await inboxCreators(conn);
  await sql`SET session_replication_role = replica`.execute(conn);
  await generateFans(conn, creators.main.id, options.bots, 1, options.fans, options.days);
  for (const [i, other] of creators.others.entries()) {
    const from = options.fans + i * options.otherFans + 1;
    await generateFans(conn, other.id, OTHER_BOTS, from, from + options.otherFans - 1, options.days);
  }
  await generateConversations(conn, creators, options);
  return creators;
}

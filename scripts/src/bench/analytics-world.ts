import { sql, type Kysely } from 'kysely';
import { cheapestPlanWith, DEFAULT_VOICE_ID, TOGETHER_MIXTRAL_MODEL } from '@fanline/core';
import type { Database } from '@fanline/db';
import type { AnalyticsBenchOptions } from './analytics-options';

/** One connection: the temp tables and session settings of the generation live on it. */
export type GenerationConnection = Kysely<Database>;

export interface BenchCreator {
  id: string;
  botIds: string[];
}

/**
 * 20 nexus creators with the voice upgrade (so every analytics read is allowed),
 * their bots round-robin (a tenth paused, half with voice, a third paid by card,
 * a fifth on Instagram), fans whose first visit leans recent (growth) and one
 * conversation each. Every row is made server-side by INSERT … SELECT over
 * generate_series; the fans trigger rolls new_fans up per statement.
 */
export async function generateAccounts(conn: GenerationConnection, options: AnalyticsBenchOptions): Promise<BenchCreator[]> {
  const { creators, bots, fansPerBot, days } = options;
  const plan = cheapestPlanWith('voiceAnalytics');
  if (!plan) throw new Error('No plan has voice analytics');
  await sql`
    INSERT INTO users (name, email, plan, has_voice_upgrade, bots_limit, messages_remaining, voice_messages_remaining, referral_code, created_at)
    SELECT 'Bench Creator ' || g, 'bench-creator-' || g || '@example.com', ${plan.id}, true, 999999, 50000, 20000, 'BENCH' || g,
           now() - make_interval(days => ${days + 30})
    FROM generate_series(1, ${creators}) g
  `.execute(conn);
  await sql`
    INSERT INTO bots (user_id, name, description, personality, llm_provider, llm_model, voice_enabled, voice_id, monetization_enabled,
                      payment_method, pricing_model, tip_flow_enabled, is_active, is_deployed, platform, deployed_at, created_at)
    SELECT c.id, 'Bench Bot ' || g, 'A bot under benchmark', 'You are a friendly test bot.', 'together', ${TOGETHER_MIXTRAL_MODEL},
           g % 2 = 0, CASE WHEN g % 2 = 0 THEN ${DEFAULT_VOICE_ID} END, true,
           CASE WHEN g % 3 = 0 THEN 'provider_token' ELSE 'stars' END, CASE WHEN g % 4 = 0 THEN 'per_message' ELSE 'subscription' END,
           true, g % 10 <> 0, true, CASE WHEN g % 5 = 0 THEN 'instagram' ELSE 'telegram' END,
           now() - make_interval(days => ${days + 1}), now() - make_interval(days => ${days + 1}) + g * interval '1 second'
    FROM generate_series(1, ${bots}) g
    JOIN (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users) c ON c.n = 1 + (g - 1) % ${creators}
  `.execute(conn);
  await sql`CREATE TEMP TABLE bench_bots AS SELECT id, voice_enabled, payment_method, row_number() OVER (ORDER BY id) AS n FROM bots`.execute(conn);
  await sql`
    INSERT INTO fans (bot_id, channel, external_user_id, username, first_name, language_code, first_seen_at, last_message_at, messages_since_tip_prompt)
    SELECT bot_id, 'telegram', (1000000 + f)::text, 'fan' || f, 'Fan ' || f, 'en', first_seen, first_seen + (now() - first_seen) * sqrt(r), (r * 10)::int
    FROM (
      SELECT b.id AS bot_id, f, now() - make_interval(days => ${days}) * power(random(), 1.4) AS first_seen, random() AS r
      FROM bench_bots b CROSS JOIN generate_series(1, ${fansPerBot}) f
    ) s
  `.execute(conn);
  // One conversation per fan, as the runner keeps them; message_count and the span are typical rather than exact.
  await sql`
    INSERT INTO conversations (bot_id, fan_id, channel, started_at, last_message_at, message_count)
    SELECT bot_id, id, channel, first_seen_at, last_message_at, 2 * (1 + floor(random() * 40)::int) FROM fans
  `.execute(conn);
  await sql`
    CREATE TEMP TABLE bench_conversations AS
    SELECT row_number() OVER () AS n, c.id, c.bot_id, c.fan_id, b.voice_enabled, b.payment_method
    FROM conversations c JOIN bench_bots b ON b.id = c.bot_id
  `.execute(conn);
  await sql`ALTER TABLE bench_conversations ADD PRIMARY KEY (n)`.execute(conn);
  await sql`ANALYZE bench_conversations`.execute(conn);

  return benchCreators(conn);
}

/** The creators of a bench database and their bots. */
export async function benchCreators(db: Kysely<Database>): Promise<BenchCreator[]> {
  const rows = await db.selectFrom('bots').innerJoin('users', 'users.id', 'bots.user_id').select(['bots.id', 'bots.user_id']).where('users.email', 'like', 'bench-creator-%').orderBy('bots.created_at').execute();
  const byCreator = new Map<string, string[]>();
  for (const row of rows) byCreator.set(row.user_id, [...(byCreator.get(row.user_id) ?? []), row.id]);
  return [...byCreator.entries()].map(([id, botIds]) => ({ id, botIds }));
}

export async function conversationCount(conn: GenerationConnection): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM bench_conversations`.execute(conn);
  return Number(rows[0]?.n ?? 0);
}

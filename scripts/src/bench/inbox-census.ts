import { sql } from 'kysely';
import type { Db } from '@fanline/db';

/** What the bench database holds, read back from it (a reused database reports the same). */
export interface InboxCensus {
  bots: number;
  conversations: number;
  messages: number;
  creatorMessages: number;
  payments: number;
  payingFans: number;
  tipPrompts: number;
  takenOver: number;
  needsHuman: number;
  /** Messages per conversation: median, 90th percentile, largest. */
  perConversation: [number, number, number];
  others: { creators: number; bots: number; conversations: number; messages: number };
}

type Row = Record<string, number>;

/** The counts of the creator under test, and of the others together. */
export async function takeCensus(db: Db, userId: string): Promise<InboxCensus> {
  const { rows } = await sql<Row>`
    WITH mine AS (SELECT id FROM bots WHERE user_id = ${userId}),
         convs AS (SELECT c.* FROM conversations c WHERE c.bot_id IN (SELECT id FROM mine) AND c.fan_id IS NOT NULL)
    SELECT
      (SELECT count(*) FROM mine) AS bots,
      (SELECT count(*) FROM convs) AS conversations,
      (SELECT count(*) FROM messages WHERE bot_id IN (SELECT id FROM mine)) AS messages,
      (SELECT count(*) FROM messages WHERE bot_id IN (SELECT id FROM mine) AND role = 'creator') AS creator_messages,
      (SELECT count(*) FROM fan_payments WHERE bot_id IN (SELECT id FROM mine)) AS payments,
      (SELECT count(DISTINCT fan_id) FROM fan_payments WHERE bot_id IN (SELECT id FROM mine) AND status = 'paid') AS paying_fans,
      (SELECT count(*) FROM tip_prompts WHERE bot_id IN (SELECT id FROM mine)) AS tip_prompts,
      (SELECT count(*) FROM convs WHERE taken_over_at IS NOT NULL) AS taken_over,
      (SELECT count(*) FROM convs WHERE needs_human_at IS NOT NULL) AS needs_human,
      (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY message_count) FROM convs) AS median,
      (SELECT percentile_disc(0.9) WITHIN GROUP (ORDER BY message_count) FROM convs) AS p90,
      (SELECT max(message_count) FROM convs) AS largest,
      (SELECT count(DISTINCT user_id) FROM bots WHERE user_id <> ${userId}) AS other_creators,
      (SELECT count(*) FROM bots WHERE user_id <> ${userId}) AS other_bots,
      (SELECT count(*) FROM conversations WHERE fan_id IS NOT NULL AND bot_id NOT IN (SELECT id FROM mine)) AS other_conversations,
      (SELECT count(*) FROM messages WHERE bot_id NOT IN (SELECT id FROM mine)) AS other_messages
  `.execute(db);
  const r = rows[0] ?? {};
  const n = (key: string) => Number(r[key] ?? 0);
  return {
    bots: n('bots'),
    conversations: n('conversations'),
    messages: n('messages'),
    creatorMessages: n('creator_messages'),
    payments: n('payments'),
    payingFans: n('paying_fans'),
    tipPrompts: n('tip_prompts'),
    takenOver: n('taken_over'),
    needsHuman: n('needs_human'),
    perConversation: [n('median'), n('p90'), n('largest')],
    others: { creators: n('other_creators'), bots: n('other_bots'), conversations: n('other_conversations'), messages: n('other_messages') },
  };
}

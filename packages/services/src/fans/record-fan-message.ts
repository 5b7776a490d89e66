import { sql } from 'kysely';
import type { FanMediaKind } from '@fanline/core';
import type { Db } from '@fanline/db';
import { MESSAGE_ID_WINDOW } from './fan-store';

/**
 * A fan's message with no reply: to a taken-over conversation, or media the
 * bot already told the fan it cannot take this hour. Recorded and counted
 * unread, with no charge; the creator's inbox shows it needs them.
 */
export async function recordFanMessageOnly(
  db: Db,
  message: { conversationId: string; botId: string; fanId: string; messageId: string; text: string; media?: FanMediaKind },
  // A message the creator must answer (a takeover) flags the conversation; media the bot already told the fan it cannot take does not.
  { needsHuman = true }: { needsHuman?: boolean } = {},
): Promise<void> {
  const now = new Date();
  // No credit is taken, so no usage key dedupes a redelivery: the message's own id in the conversation does (within MESSAGE_ID_WINDOW).
  await sql`
    WITH stored AS (
      INSERT INTO messages (conversation_id, bot_id, fan_id, role, content, external_message_id, created_at, media)
      SELECT ${message.conversationId}, ${message.botId}, ${message.fanId}, 'user', ${message.text}, ${message.messageId}, ${now}, ${message.media ?? null}::text
      WHERE NOT EXISTS (
        SELECT 1 FROM messages WHERE bot_id = ${message.botId} AND conversation_id = ${message.conversationId} AND external_message_id = ${message.messageId} AND role = 'user'
          AND created_at > ${now}::timestamptz - ${MESSAGE_ID_WINDOW}
      )
      RETURNING 1
    ),
    conversation AS (
      UPDATE conversations SET message_count = message_count + 1, last_message_at = ${now}, unread_count = unread_count + 1,
        needs_human_at = CASE WHEN ${needsHuman} THEN coalesce(needs_human_at, ${now}) ELSE needs_human_at END
      WHERE id = ${message.conversationId} AND EXISTS (SELECT 1 FROM stored)
      RETURNING 1
    )
    UPDATE fans SET last_message_at = ${now}, blocked_at = NULL WHERE id = ${message.fanId} AND EXISTS (SELECT 1 FROM stored)
  `.execute(db);
}

import { sql } from 'kysely';
import { mediaText, screenFanText, type InboundEvent } from '@fanline/core';
import type { Db } from '@fanline/db';
import { refundIfUnanswered } from './fan-delivery';
import { fanMessageStored } from './fan-media-store';
import { recordExchange } from './exchange-records';
import { fanConversation, MESSAGE_ID_WINDOW, messagesWithId } from './fan-store';
import { recordFanMessageOnly } from './record-fan-message';

/** The reason shown beside a fan's message that no try managed to answer. */
export const GIVEN_UP_REASON = 'Not answered: every try to reply failed, and the message was given up';

/**
 * The inbound queue gave a fan's event up after its last try. What it was
 * charged goes back unless a reply reached the fan, and a text (or a voice
 * note, a photo…) is kept as the pipeline would have kept it, unless a try
 * recorded it already: a reply is recorded only once sent, so without this
 * the creator would never see the message.
 * - Most messages: shown unanswered, with the reason, and the conversation
 *   marked as needing the creator.
 * - A taken-over conversation's: kept for the creator, as any message to it is.
 * - An opted-out fan's: not kept, as none of theirs is.
 * - A crisis: not kept (decision 010 keeps no crisis text); its referral, if
 *   a try recorded one, is what remains.
 * Returns how many credits were refunded.
 */
export async function settleGivenUpEvent(db: Db, event: InboundEvent): Promise<number> {
  const refunded = await refundIfUnanswered(db, event);
  if (event.kind !== 'text' && event.kind !== 'media') return refunded;
  if (await fanMessageStored(db, event.botId, event.eventId)) return refunded;
  const fanText = event.kind === 'text' ? event.text : mediaText(event.media);
  const { fan, conversationId, takenOver } = await fanConversation(db, event.botId, event.fan);
  // The built-in screen as well as the referral: a try may have failed before it recorded the referral.
  if (fan.opted_out || screenFanText(fanText).flagged || (await referredAsCrisis(db, fan.id, event.eventId))) return refunded;
  const media = event.kind === 'media' ? event.media.type : undefined;
  const message = { conversationId, botId: event.botId, fanId: fan.id, messageId: event.eventId };
  if (takenOver) await recordFanMessageOnly(db, { ...message, text: fanText, ...(media ? { media } : {}) });
  else await recordExchange(db, { ...message, fanText, ...(media ? { fanMedia: media } : {}), error: GIVEN_UP_REASON });
  return refunded;
}

/**
 * Whether a try referred this fan message to crisis services (its referral is recorded before the crisis
 * reply goes). Any source: one referral is kept per message, so a blocked reply's can stand for the fan's.
 */
async function referredAsCrisis(db: Db, fanId: string, messageId: string): Promise<boolean> {
  const referral = await db
    .selectFrom('crisis_referrals')
    .select('id')
    .where('fan_id', '=', fanId)
    .where('external_message_id', '=', messageId)
    .where('created_at', '>', sql<Date>`now() - ${MESSAGE_ID_WINDOW}`)
    .executeTakeFirst();
  return referral !== undefined;
}

/**
 * Where a fan's voice note or photo stands: 'new'; 'settled' (stored, and
 * not as given up), so a redelivery stops before anything is fetched,
 * transcribed or charged again; or 'given_up' (its last reply row carries
 * GIVEN_UP_REASON until a reply is recorded), so an administrator's retry is
 * answered.
 */
export async function fanMediaState(db: Db, botId: string, messageId: string): Promise<'new' | 'settled' | 'given_up'> {
  const lastReplyGivenUp = sql<boolean>`coalesce((
    SELECT reply.error = ${GIVEN_UP_REASON} FROM messages reply
    WHERE reply.conversation_id = messages.conversation_id AND reply.external_message_id = messages.external_message_id AND reply.role = 'assistant'
    ORDER BY reply.id DESC LIMIT 1
  ), false)`;
  const stored = await messagesWithId(db, botId, messageId, 'user').select(lastReplyGivenUp.as('given_up')).executeTakeFirst();
  return stored === undefined ? 'new' : stored.given_up ? 'given_up' : 'settled';
}

/**
 * A retried voice note was kept as given up before it was heard: once it is
 * answered, the inbox shows what the fan said. Not a crisis's words, which are
 * never kept (decision 010): any referral for the message keeps them out.
 */
export async function keepTranscript(db: Db, message: { botId: string; fanId: string; messageId: string }, transcript: string): Promise<void> {
  if (await referredAsCrisis(db, message.fanId, message.messageId)) return;
  await db
    .updateTable('messages')
    .set({ content: transcript })
    .where('bot_id', '=', message.botId)
    .where('external_message_id', '=', message.messageId)
    .where('role', '=', 'user')
    .where('created_at', '>', sql<Date>`now() - ${MESSAGE_ID_WINDOW}`)
    .execute();
}

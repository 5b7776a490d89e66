import { sql } from 'kysely';
import { CHANNEL_NAMES, channelTextProblem, FAN_OPTED_OUT, NOT_TAKEN_OVER, NOT_AN_ADULT, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { ChannelSender } from '../channels/channel-sender';
import { DELIVERY_UNCERTAIN, deliveryUncertain, permanentDeliveryFailure } from '../channels/delivery-failure';
import { creatorReceiptKey } from '../channels/delivery-receipts';
import { markRefusedCredentials } from '../channels/refused-credentials';
import { AppError } from '../errors';
import { sendLongText } from '../fans/fan-delivery';
import { recordDeliveryFailure } from '../fans/record-delivery-failure';
import { fanQueueName } from '../inbound-queue/inbound-queue';
import { isKnownMinorFan } from '../safety/fan-safety-state';
import { botOffChannelReason } from '../broadcasts/broadcast-rules';
import { ownedConversation } from './conversation-access';
import { addQueuedJob } from '../inbound-queue/queue-rows';

/** graphile-worker's task that sends what a creator typed; it runs on the fan's own queue, in order with their messages. */
export const CREATOR_MESSAGE_TASK = 'creator_message';

/** Tries before a creator message is shown as failed: about a minute of the channel's rate limits and outages. */
export const CREATOR_MESSAGE_MAX_ATTEMPTS = 4;

/** A try found the message mid-send: the worker died between handing it to the channel and recording it. */
export const SEND_INTERRUPTED = 'Sending was interrupted; the fan may not have received it';

export interface QueuedCreatorMessage {
  message: { id: number; delivery: 'queued' };
}

/**
 * What the creator typed into a taken-over conversation: stored with the
 * transcript (the AI reads it as its own turn once handed back) and queued
 * for the channel in the same transaction, so it is sent once or shown as
 * failed, never lost. Writing keeps the takeover from going idle.
 */
export async function queueCreatorMessage(db: Db, userId: string, conversationId: string, text: string): Promise<QueuedCreatorMessage> {
  const conversation = await ownedConversation(db, userId, conversationId);
  if (!conversation.taken_over_at) throw new AppError('CONFLICT', NOT_TAKEN_OVER);
  const fan = await db
    .selectFrom('fans as f')
    .select(['f.channel', 'f.external_user_id', 'f.opted_out', 'f.age_confirmed_at', isKnownMinorFan('f').as('is_minor')])
    .where('f.id', '=', conversation.fan_id)
    .executeTakeFirstOrThrow();
  if (fan.opted_out) throw new AppError('CONFLICT', FAN_OPTED_OUT);
  // An 18+ bot talks only to fans who confirmed their age and are not known minors, by hand as by AI.
  if (conversation.adult_only && (fan.is_minor || !fan.age_confirmed_at)) throw new AppError('CONFLICT', NOT_AN_ADULT);
  // One message, so a retry can never resend half of it.
  const tooLong = channelTextProblem(fan.channel as Platform, text);
  if (tooLong) throw new AppError('BAD_REQUEST', `text: ${tooLong}`, [{ field: 'text', message: tooLong }]);

  const id = await db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto('messages')
      .values({ conversation_id: conversation.id, bot_id: conversation.bot_id, fan_id: conversation.fan_id, role: 'creator', content: text, delivery: 'queued' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversations')
      .set((eb) => ({
        message_count: eb('message_count', '+', 1),
        last_message_at: sql`now()`,
        creator_active_at: sql`now()`,
        unread_count: 0,
        needs_human_at: null,
      }))
      .where('id', '=', conversation.id)
      .execute();
    await addQueuedJob(trx, {
      task: CREATOR_MESSAGE_TASK,
      payload: { messageId: String(message.id) },
      queue: fanQueueName(conversation.bot_id, { channel: fan.channel as Platform, externalUserId: fan.external_user_id }),
      maxAttempts: CREATOR_MESSAGE_MAX_ATTEMPTS,
      jobKey: `creator_message:${message.id}`,
    });
    return Number(message.id);
  });
  return { message: { id, delivery: 'queued' } };
}

/** The bot's sender on a channel; `receiptKey` ties what it sends to a stored message, where the channel reports delivery. */
export type SenderFor = (botId: string, channel: Platform, opts?: { receiptKey?: string }) => Promise<ChannelSender | null>;

async function settle(db: Db, messageId: number, delivery: 'sent' | 'failed', error: string | null = null): Promise<void> {
  await db.updateTable('messages').set({ delivery, error }).where('id', '=', messageId).where('delivery', '=', 'sending').execute();
}

/**
 * Sends one queued creator message (the runner's task). Everything the send
 * needs is read first; the message is then claimed (queued → sending) just
 * before the channel is called, so a second try after a killed worker finds
 * it mid-send and reports it instead of sending it again: at most once, and
 * never silently. A refusal for good (the fan blocked the bot) fails it with
 * the reason and marks the fan; a channel that did not answer fails it as
 * uncertain; a rate limit or the channel's own failure is thrown for the
 * queue to retry, and the last try fails it.
 */
export async function deliverCreatorMessage(db: Db, senderFor: SenderFor, messageId: number, lastTry: boolean): Promise<void> {
  const message = await db
    .selectFrom('messages as m')
    .leftJoin('fans as f', 'f.id', 'm.fan_id')
    .select(['m.bot_id', 'm.content', 'm.delivery', 'f.id as fan_id', 'f.channel', 'f.external_user_id', 'f.opted_out'])
    .where('m.id', '=', messageId)
    .where('m.role', '=', 'creator')
    .executeTakeFirst();
  if (!message || message.delivery === 'sent' || message.delivery === 'failed') return;
  const claim = () =>
    db.updateTable('messages').set({ delivery: 'sending' }).where('id', '=', messageId).where('delivery', '=', 'queued').returning('id').executeTakeFirst();
  if (message.delivery === 'sending') return settle(db, messageId, 'failed', SEND_INTERRUPTED);
  const fail = async (reason: string) => {
    if (await claim()) await settle(db, messageId, 'failed', reason);
  };
  if (!message.fan_id || !message.channel || !message.external_user_id) return fail('The fan erased their data');
  // The fan may have sent /stop since the creator wrote.
  if (message.opted_out) return fail(FAN_OPTED_OUT);
  const channel = message.channel as Platform;
  const sender = await senderFor(message.bot_id, channel, { receiptKey: creatorReceiptKey(messageId) });
  if (!sender) return fail(botOffChannelReason(channel));

  if (!(await claim())) return;
  try {
    await sendLongText(sender, message.external_user_id, message.content);
  } catch (error) {
    // A refused bot token fails the message with the reason (below) and marks the bot for its creator.
    await markRefusedCredentials(db, message.bot_id, error);
    const failure = permanentDeliveryFailure(error);
    if (failure) return recordDeliveryFailure(db, message.fan_id, failure, (reason) => settle(db, messageId, 'failed', reason));
    if (deliveryUncertain(error)) return settle(db, messageId, 'failed', DELIVERY_UNCERTAIN);
    if (lastTry) return settle(db, messageId, 'failed', `Could not reach ${CHANNEL_NAMES[channel]}: ${error instanceof Error ? error.message : String(error)}`);
    // Refused without being delivered (a rate limit): queued again for the next try.
    await db.updateTable('messages').set({ delivery: 'queued' }).where('id', '=', messageId).where('delivery', '=', 'sending').execute();
    throw error;
  }
  await settle(db, messageId, 'sent');
  await db.updateTable('fans').set({ blocked_at: null }).where('id', '=', message.fan_id).where('blocked_at', 'is not', null).execute();
}

/** Longer than any try of a creator message takes (four tries back off for about a minute). */
const UNDELIVERED_AFTER_MINUTES = 15;

/**
 * Fails creator messages still queued or sending long after every try should
 * have ended (a runner killed on the last try): the inbox shows why instead of
 * "Sending…" forever. The API runs it with the takeover sweep.
 */
export async function failStaleCreatorMessages(db: Db): Promise<number> {
  const failed = await db
    .updateTable('messages')
    .set({ delivery: 'failed', error: SEND_INTERRUPTED })
    .where('delivery', 'in', ['queued', 'sending'])
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${UNDELIVERED_AFTER_MINUTES})`)
    .returning('id')
    .execute();
  return failed.length;
}

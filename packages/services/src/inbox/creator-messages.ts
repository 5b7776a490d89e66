import { sql } from 'kysely';
import { FAN_OPTED_OUT, NOT_TAKEN_OVER, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { ChannelSender } from '../channels/channel-sender';
import { permanentDeliveryFailure } from '../channels/delivery-failure';
import { AppError } from '../errors';
import { sendLongText } from '../fans/fan-delivery';
import { fanQueueName } from '../inbound-queue/inbound-queue';
import { ownedConversation } from './conversation-access';

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
  const fan = await db.selectFrom('fans').select(['channel', 'external_user_id', 'opted_out']).where('id', '=', conversation.fan_id).executeTakeFirstOrThrow();
  if (fan.opted_out) throw new AppError('CONFLICT', FAN_OPTED_OUT);

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
    await sql`
      SELECT graphile_worker.add_job(
        identifier => ${CREATOR_MESSAGE_TASK},
        payload => json_build_object('messageId', ${String(message.id)}::text),
        queue_name => ${fanQueueName(conversation.bot_id, { channel: fan.channel as Platform, externalUserId: fan.external_user_id })},
        max_attempts => ${CREATOR_MESSAGE_MAX_ATTEMPTS},
        job_key => ${`creator_message:${message.id}`}
      )
    `.execute(trx);
    return Number(message.id);
  });
  return { message: { id, delivery: 'queued' } };
}

export type SenderFor = (botId: string, channel: Platform) => Promise<ChannelSender | null>;

async function settle(db: Db, messageId: number, delivery: 'sent' | 'failed', error: string | null = null): Promise<void> {
  await db.updateTable('messages').set({ delivery, error }).where('id', '=', messageId).where('delivery', '=', 'sending').execute();
}

/**
 * Sends one queued creator message (the runner's task). The message is
 * claimed (queued → sending) before the channel is called, so a second try
 * after a killed worker finds it mid-send and reports it instead of sending
 * it again: at most once, and never silently. A refusal for good (the fan
 * blocked the bot) fails it with the reason and marks the fan; anything else
 * is thrown for the queue to retry, and the last try fails it.
 */
export async function deliverCreatorMessage(db: Db, senderFor: SenderFor, messageId: number, lastTry: boolean): Promise<void> {
  const claimed = await db
    .updateTable('messages')
    .set({ delivery: 'sending' })
    .where('id', '=', messageId)
    .where('role', '=', 'creator')
    .where('delivery', '=', 'queued')
    .returning(['bot_id', 'fan_id', 'content'])
    .executeTakeFirst();
  if (!claimed) {
    await settle(db, messageId, 'failed', SEND_INTERRUPTED);
    return;
  }
  const fan = claimed.fan_id
    ? await db.selectFrom('fans').select(['id', 'channel', 'external_user_id']).where('id', '=', claimed.fan_id).executeTakeFirst()
    : undefined;
  if (!fan) return settle(db, messageId, 'failed', 'The fan erased their data');
  const sender = await senderFor(claimed.bot_id, fan.channel as Platform);
  if (!sender) return settle(db, messageId, 'failed', `The bot is no longer on ${fan.channel === 'telegram' ? 'Telegram' : 'Instagram'}`);
  try {
    await sendLongText(sender, fan.external_user_id, claimed.content);
  } catch (error) {
    const failure = permanentDeliveryFailure(error);
    if (failure) {
      if (failure.blocked) await db.updateTable('fans').set({ blocked_at: sql`now()` }).where('id', '=', fan.id).execute();
      return settle(db, messageId, 'failed', failure.reason);
    }
    if (lastTry) return settle(db, messageId, 'failed', `Could not reach the channel: ${error instanceof Error ? error.message : String(error)}`);
    // Not sent: queued again for the next try.
    await db.updateTable('messages').set({ delivery: 'queued' }).where('id', '=', messageId).where('delivery', '=', 'sending').execute();
    throw error;
  }
  await settle(db, messageId, 'sent');
  await db.updateTable('fans').set({ blocked_at: null }).where('id', '=', fan.id).where('blocked_at', 'is not', null).execute();
}

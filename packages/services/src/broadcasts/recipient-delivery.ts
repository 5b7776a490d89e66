import { CHANNEL_NAMES, FAN_OPTED_OUT, withinReplyWindow, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { ChannelSender } from '../channels/channel-sender';
import { DELIVERY_UNCERTAIN, deliveryUncertain, permanentDeliveryFailure } from '../channels/delivery-failure';
import { broadcastReceiptKey } from '../channels/delivery-receipts';
import { credentialsRefused, markRefusedCredentials } from '../channels/refused-credentials';
import { sendLongText } from '../fans/fan-delivery';
import { conversationOf } from '../fans/fan-store';
import { recordDeliveryFailure } from '../fans/record-delivery-failure';
import { debitMessageCredit, refundMessageCredit } from '../metering';
import type { Pacer } from './broadcast-pacing';
import { recordRecipientSent, returnRecipient, settleRecipient, type ClaimedRecipient } from './broadcast-recipients';
import { botOffChannelReason, SKIPPED_OUT_OF_CREDITS, outsideWindowReason } from './broadcast-rules';

export interface SendingBroadcast {
  id: string;
  bot_id: string;
  user_id: string;
  text: string;
}

export interface RecipientContext {
  broadcast: SendingBroadcast;
  /** The bot's sender on the fan's channel, for one fan; null when the bot has no credentials there any more. */
  senderFor(channel: Platform, fanId: string): Promise<ChannelSender | null>;
  pacer: Pacer;
  /** The job's last try: a send the channel keeps failing is recorded as failed instead of retried. */
  lastTry: boolean;
}

/**
 * A recipient's credit is keyed by the recipient's message key (the one its
 * delivery receipts carry): unique per (bot, channel, kind, key), so a second
 * try of the same recipient is never charged twice, and the credit of one
 * that was not delivered can be found and given back.
 */
const creditKey = broadcastReceiptKey;

/** Gives back a recipient's credit, if one was taken: the creator pays only for the messages recorded as sent. */
export async function refundRecipientCredit(db: Db, broadcast: Pick<SendingBroadcast, 'id' | 'bot_id'>, fanId: string, channel: Platform): Promise<void> {
  const debit = await db
    .selectFrom('usage_debits')
    .select('id')
    .where('bot_id', '=', broadcast.bot_id)
    .where('source', '=', channel)
    .where('kind', '=', 'message')
    .where('external_message_id', '=', creditKey(broadcast.id, fanId))
    .executeTakeFirst();
  if (debit) await refundMessageCredit(db, Number(debit.id));
}

/** `bot_refused`: the channel refused the bot's own token; the recipient is back to pending and the bot is marked. */
export type RecipientResult = 'settled' | 'out_of_credits' | 'bot_refused';

/**
 * Sends the broadcast to one claimed recipient, in order: skip a fan who
 * opted out since it was created, or whom the channel's reply window no
 * longer lets the bot write to (Instagram: 24 hours after the fan's last
 * message); take one message credit (none left: skipped, and the caller stops);
 * send; record it sent with the message in the fan's conversation. A refusal
 * for good (the fan blocked the bot) fails it with the reason, marks a blocked
 * fan and gives the credit back; a channel that did not answer fails it as
 * uncertain (never sent twice). The bot's own token refused puts the
 * recipient back, marks the bot and says so (the caller stops). A refusal that
 * delivered nothing (a rate limit), or an error before the send, gives the
 * credit back, puts the recipient back to pending and is thrown, for the job
 * to try again later; on the last try a refusal fails the recipient instead.
 */
export async function deliverToRecipient(db: Db, context: RecipientContext, recipient: ClaimedRecipient): Promise<RecipientResult> {
  const { broadcast } = context;
  const { fan_id: fanId, channel } = recipient;
  if (recipient.opted_out) {
    await settleRecipient(db, broadcast.id, fanId, 'skipped', FAN_OPTED_OUT);
    return 'settled';
  }
  if (!withinReplyWindow(channel, recipient.last_message_at)) {
    await settleRecipient(db, broadcast.id, fanId, 'skipped', outsideWindowReason(channel));
    return 'settled';
  }
  let sender: ChannelSender | null;
  let conversationId: string;
  try {
    sender = await context.senderFor(channel, fanId);
    if (!sender) {
      await settleRecipient(db, broadcast.id, fanId, 'skipped', botOffChannelReason(channel));
      return 'settled';
    }
    // 'duplicate' is an earlier try's credit for this very recipient, still held: it pays for this send.
    const debit = await debitMessageCredit(db, { kind: 'message', userId: broadcast.user_id, botId: broadcast.bot_id, source: channel, messageId: creditKey(broadcast.id, fanId) });
    if (debit.status === 'exhausted') {
      await settleRecipient(db, broadcast.id, fanId, 'skipped', SKIPPED_OUT_OF_CREDITS);
      return 'out_of_credits';
    }
    // Before the send, so the time between the send and its record, where a killed worker loses track, is as short as it can be.
    conversationId = await conversationOf(db, broadcast.bot_id, fanId, channel);
  } catch (error) {
    // Nothing was sent: the recipient waits for the next try rather than being reported as interrupted.
    await refundRecipientCredit(db, broadcast, fanId, channel);
    await returnRecipient(db, broadcast.id, fanId);
    throw error;
  }
  await context.pacer.next();
  try {
    await sendLongText(sender, recipient.external_user_id, broadcast.text);
  } catch (error) {
    await refundRecipientCredit(db, broadcast, fanId, channel);
    // The bot's own token was refused: no fan can be reached until the creator fixes it. The recipient goes back
    // first (nothing was sent), then the bot is marked and stops answering; the slice stops and the broadcast waits.
    if (credentialsRefused(error)) {
      await returnRecipient(db, broadcast.id, fanId);
      await markRefusedCredentials(db, broadcast.bot_id, error);
      return 'bot_refused';
    }
    const failure = permanentDeliveryFailure(error);
    if (failure) {
      await recordDeliveryFailure(db, fanId, failure, (reason) => settleRecipient(db, broadcast.id, fanId, 'failed', reason));
      return 'settled';
    }
    if (deliveryUncertain(error)) {
      await settleRecipient(db, broadcast.id, fanId, 'failed', DELIVERY_UNCERTAIN);
      return 'settled';
    }
    if (context.lastTry) {
      await settleRecipient(db, broadcast.id, fanId, 'failed', `Could not reach ${CHANNEL_NAMES[channel]}: ${error instanceof Error ? error.message : String(error)}`);
      return 'settled';
    }
    await returnRecipient(db, broadcast.id, fanId);
    throw error;
  }
  await recordRecipientSent(db, broadcast, fanId, conversationId);
  return 'settled';
}

import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { isAnswering, loadBotWithOwner } from '../bots/bot-owner';
import { broadcastReceiptKey } from '../channels/delivery-receipts';
import { SEND_INTERRUPTED, type SenderFor } from '../inbox/creator-messages';
import { queueBroadcastSlice } from './broadcast-job';
import { BROADCAST_SENDS_PER_SECOND, createPacer } from './broadcast-pacing';
import { claimNextRecipient, recipientsMidSend, settleRecipient, skipPendingRecipients } from './broadcast-recipients';
import { SKIPPED_BOT_STOPPED, SKIPPED_CANCELLED, SKIPPED_OUT_OF_CREDITS } from './broadcast-rules';
import { deliverToRecipient, refundRecipientCredit, type RecipientContext, type SendingBroadcast } from './recipient-delivery';

/**
 * Sending time of one job run. A slice that leaves recipients queues the next,
 * so a stopping runner (which waits for the jobs in hand) waits seconds, not
 * the length of a broadcast, and the next runner carries on.
 */
export const BROADCAST_SLICE_MS = 10_000;

/**
 * Recipients in hand at once: their database work overlaps, so the pace is
 * reached even where one send takes a round trip across the world; the pacer
 * still spaces the sends themselves.
 */
const IN_FLIGHT = 4;

/** Thrown while the bot is paused, undeployed or its owner inactive: the job waits with backoff, like the fans' events. */
export const BROADCAST_WAITING = 'The bot is not answering (paused, undeployed or its owner inactive); the broadcast waits for it';

export interface BroadcastSliceOptions {
  /** Ends the slice early (the runner is stopping): the recipients in hand are finished and the rest wait for the next slice. */
  signal?: AbortSignal;
  /** The job's last try: nothing is left to retry, so every recipient reaches a final state. */
  lastTry: boolean;
  sliceMs?: number;
}

type Halt = { kind: 'out_of_credits' } | { kind: 'bot_refused' } | { kind: 'error'; error: unknown };

/** The bot's sender for one recipient: its receipts (where the channel reports delivery) belong to the recipient's message. */
function sendersOf(senderFor: SenderFor, broadcast: { id: string; bot_id: string }): RecipientContext['senderFor'] {
  return (channel, fanId) => senderFor(broadcast.bot_id, channel, { receiptKey: broadcastReceiptKey(broadcast.id, fanId) });
}

/**
 * Claims and delivers recipients until none is left, the time is up, the
 * runner stops, or one says stop (out of credits, or an error to retry
 * later), with up to IN_FLIGHT in hand; waits for those before returning.
 */
async function deliverPaced(db: Db, context: RecipientContext, until: number, signal?: AbortSignal): Promise<Halt | null> {
  const inFlight = new Set<Promise<void>>();
  const state: { halt: Halt | null } = { halt: null };
  while (!state.halt && performance.now() < until && !signal?.aborted) {
    if (inFlight.size >= IN_FLIGHT) {
      await Promise.race(inFlight);
      continue;
    }
    const recipient = await claimNextRecipient(db, context.broadcast.id);
    if (!recipient) break;
    const delivery: Promise<void> = deliverToRecipient(db, context, recipient)
      .then(
        (result) => {
          if (result === 'out_of_credits' || result === 'bot_refused') state.halt ??= { kind: result };
        },
        (error: unknown) => {
          if (state.halt?.kind !== 'error') state.halt = { kind: 'error', error };
        },
      )
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }
  await Promise.all(inFlight);
  return state.halt;
}

/**
 * Recipients a killed worker left mid-send may or may not have got the
 * message: each is failed with that said, never sent again, and its credit
 * given back. Only one slice of a bot runs at a time (its named queue), so
 * any recipient found sending when a slice starts is such a one.
 */
async function failInterruptedRecipients(db: Db, broadcast: SendingBroadcast): Promise<void> {
  for (const recipient of await recipientsMidSend(db, broadcast.id)) {
    await refundRecipientCredit(db, broadcast, recipient.fan_id, recipient.channel);
    await settleRecipient(db, broadcast.id, recipient.fan_id, 'failed', SEND_INTERRUPTED);
  }
}

/**
 * Done once no recipient is left to send; a cancelled broadcast keeps its
 * status. Fans who erased their data meanwhile took their recipient rows with
 * them: they count as skipped, so the counts add up to the total.
 */
async function finishWhenSettled(db: Db, broadcastId: string): Promise<void> {
  await db
    .updateTable('broadcasts')
    .set({ status: 'done', finished_at: sql`now()`, skipped: sql`total - sent - failed` })
    .where('id', '=', broadcastId)
    .where('status', 'in', ['queued', 'sending'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('broadcast_recipients').select('fan_id').where('broadcast_id', '=', broadcastId).where('status', 'in', ['pending', 'sending']))),
    )
    .execute();
}

/**
 * The bot is not answering (paused, undeployed, its owner inactive, or its
 * token just refused): the job waits with backoff, and is tried at once when
 * the bot is activated or deployed again; on the last try the rest are skipped.
 */
async function waitForTheBot(db: Db, broadcastId: string, lastTry: boolean): Promise<void> {
  if (!lastTry) throw new Error(BROADCAST_WAITING);
  await skipPendingRecipients(db, broadcastId, SKIPPED_BOT_STOPPED);
  await finishWhenSettled(db, broadcastId);
}

/**
 * One run of the broadcast task: at most `sliceMs` of sending at
 * BROADCAST_SENDS_PER_SECOND, then the next slice is queued while recipients
 * remain, or the broadcast is done. A finished broadcast is left alone; a
 * cancelled one only has its leftovers settled. While the bot is not answering the slice throws BROADCAST_WAITING,
 * so the job waits with backoff (and is tried at once when the bot is
 * activated again); on the last try the rest are skipped instead.
 */
export async function sendBroadcastSlice(db: Db, senderFor: SenderFor, broadcastId: string, options: BroadcastSliceOptions): Promise<void> {
  const started = performance.now();
  const broadcast = await db.selectFrom('broadcasts').select(['id', 'bot_id', 'user_id', 'text', 'status']).where('id', '=', broadcastId).executeTakeFirst();
  if (!broadcast || broadcast.status === 'done') return;
  await failInterruptedRecipients(db, broadcast);
  if (broadcast.status === 'cancelled') {
    // Whatever a cancel left behind (a recipient put back by a failed try) is settled, so the counts add up.
    await skipPendingRecipients(db, broadcast.id, SKIPPED_CANCELLED);
    return;
  }

  const bot = await loadBotWithOwner(db, broadcast.bot_id);
  if (!bot || !isAnswering(bot)) return waitForTheBot(db, broadcast.id, options.lastTry);
  await db.updateTable('broadcasts').set({ status: 'sending' }).where('id', '=', broadcast.id).where('status', '=', 'queued').execute();

  const context: RecipientContext = {
    broadcast,
    senderFor: sendersOf(senderFor, broadcast),
    pacer: createPacer(BROADCAST_SENDS_PER_SECOND),
    lastTry: options.lastTry,
  };
  const halt = await deliverPaced(db, context, started + (options.sliceMs ?? BROADCAST_SLICE_MS), options.signal);
  if (halt?.kind === 'error') throw halt.error;
  if (halt?.kind === 'bot_refused') return waitForTheBot(db, broadcast.id, options.lastTry);
  if (halt?.kind === 'out_of_credits') await skipPendingRecipients(db, broadcast.id, SKIPPED_OUT_OF_CREDITS);

  const pending = await db
    .selectFrom('broadcast_recipients')
    .select('fan_id')
    .where('broadcast_id', '=', broadcast.id)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  if (pending) return queueBroadcastSlice(db, { broadcastId: broadcast.id, botId: broadcast.bot_id });
  await finishWhenSettled(db, broadcast.id);
}

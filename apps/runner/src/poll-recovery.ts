import type { Api } from 'grammy';
import { createTelegramSender, forgetPolledUpdates, handlePaymentEvent, leftoverPolledEvents, settleGivenUpEvent, type PolledEvent } from '@fanline/services';
import { answerPolledEvent } from './answer-polled';
import type { RunnerDeps } from './runner-deps';

/**
 * Answers what the bot's previous poller left in the journal (it was killed,
 * or stopped with replies still in flight), before this runner polls the bot:
 * one fan's updates in order, fans side by side, as the poller would. A
 * reply is recorded only once sent, so a message found answered stays
 * silent, and one charged but not answered is answered on the same credit.
 * Returns how many were left.
 */
export async function recoverPolledUpdates(deps: RunnerDeps, botId: string, api: Api): Promise<number> {
  const { events, stale, unreadable } = await leftoverPolledEvents(deps.db, botId);
  if (unreadable.length) {
    deps.log.error('Dropped polled updates that no longer parse', { bot_id: botId, update_ids: unreadable });
    await forgetPolledUpdates(deps.db, botId, unreadable);
  }
  for (const { updateId, event } of stale) {
    // A payment is recorded however late (the fan paid), without a day-old thank-you. Anything else is given up
    // like an event the queue gives up: credits back unless answered, the text shown unanswered.
    if (event.kind === 'payment') await handlePaymentEvent(deps, null, event);
    else await settleGivenUpEvent(deps.db, event);
    await forgetPolledUpdates(deps.db, botId, [updateId]);
  }
  if (stale.length) {
    const payments = stale.filter(({ event }) => event.kind === 'payment').length;
    deps.log.info('Gave up polled updates older than Telegram keeps them', { bot_id: botId, updates: stale.length - payments, payments_recorded: payments });
  }
  if (!events.length) return 0;
  const sender = createTelegramSender(api, deps.secrets);
  const byFan = new Map<string, PolledEvent[]>();
  for (const polled of events) {
    const fanEvents = byFan.get(polled.event.fan.externalUserId);
    if (fanEvents) fanEvents.push(polled);
    else byFan.set(polled.event.fan.externalUserId, [polled]);
  }
  // Every fan's chain runs to its end before a failure is reported: the bot is not started beside one still running.
  const results = await Promise.allSettled(
    [...byFan.values()].map(async (fanEvents) => {
      for (const polled of fanEvents) {
        await answerPolledEvent(deps, sender, polled);
        await forgetPolledUpdates(deps.db, botId, [polled.updateId]);
      }
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  deps.log.info('Answered the updates a previous poller left', { bot_id: botId, updates: events.length });
  return events.length;
}

import {
  handleFanEvent,
  permanentDeliveryFailure,
  recordUndeliveredReply,
  requeuePolledEvent,
  withRetries,
  type ChannelSender,
  type PolledEvent,
} from '@fanline/services';
import { fanEventDeps } from './fan-event-deps';
import type { RunnerDeps } from './runner-deps';
import type { UpdateTiming } from './update-timing';

/**
 * Answers one polled update, live or left behind by a killed runner. A
 * failure the channel calls final is recorded on the conversation (and its
 * credit given back); any other moves the update to the durable inbound
 * queue, which retries it, so a database or Telegram blip never drops a
 * fan's message. Throws only when even that move fails: the update then
 * stays in the journal for the bot's next lease holder.
 */
export async function answerPolledEvent(
  deps: RunnerDeps,
  sender: ChannelSender,
  polled: PolledEvent,
  timing?: UpdateTiming,
): Promise<void> {
  try {
    const result = await handleFanEvent(fanEventDeps(deps, timing), sender, polled.event);
    // Fetched just as its bot was paused: it waits in the queue until the bot answers again, as a webhook's event does.
    if (result === 'bot_not_answering') await requeueWithRetries(deps, polled);
  } catch (error) {
    const failure = permanentDeliveryFailure(error);
    if (failure) return recordUndeliveredReply(deps.db, polled.event, failure);
    await requeueWithRetries(deps, polled);
    deps.log.error('A polled update failed; moved to the inbound queue', { bot_id: polled.event.botId, update_id: polled.updateId, error: String(error) });
  }
}

/**
 * The move to the queue is tried for about 6 s (a database failover), holding
 * the fan's place in line meanwhile; after that the update stays in the
 * journal, for the bot's next start.
 */
const requeueWithRetries = (deps: RunnerDeps, polled: PolledEvent) => withRetries(() => requeuePolledEvent(deps.db, polled));

import { EventEmitter } from 'node:events';
import { run, type JobHelpers, type Runner, type WorkerEvents } from 'graphile-worker';
import { inboundEventSchema, type InboundEvent } from '@fanline/core';
import { JOB_QUEUE_SCHEMA, quietLogger } from '@fanline/db';
import {
  BOT_NOT_ANSWERING,
  BROADCAST_TASK,
  CREATOR_MESSAGE_TASK,
  deliverCreatorMessage,
  embedKnowledgeDocument,
  FAN_EVENT_TASK,
  FAN_MEMORY_TASK,
  forgetQueueWorkers,
  freeSilentQueueWorkers,
  handleFanEvent,
  handlePaymentEvent,
  heartbeatQueueWorkers,
  KNOWLEDGE_EMBED_TASK,
  logUnrecordedPayment,
  markRefusedCredentials,
  permanentDeliveryFailure,
  reapIdleQueues,
  recordUndeliveredReply,
  sendBroadcastSlice,
  settleGivenUpEvent,
  updateFanMemory,
} from '@fanline/services';
import type { ChannelSenders } from './channel-senders';
import { fanEventDeps } from './fan-event-deps';
import type { RunnerDeps } from './runner-deps';

/** This try is the job's last: what it cannot finish now it settles for good (a failed message, a skipped recipient). */
function isLastTry(helpers: JobHelpers): boolean {
  return helpers.job.attempts >= helpers.job.max_attempts;
}

/**
 * New jobs arrive by NOTIFY at once; the poll only catches retries that come due. Each idle worker
 * polls on its own, so at 1 s a runner with 20 workers sent 20 statements a second to an empty
 * queue (0.2 of a round trip per fan message at 100 a second, issue #35). Spread over the workers,
 * the pool polls about four times a second, and a small pool each worker once a second, as before.
 */
export const pollIntervalFor = (concurrency: number): number => Math.max(1_000, concurrency * 250);

export interface InboundWorkerOptions {
  connectionString: string;
  runnerId: string;
  /** Events handled at once by this runner (different fans; one fan's events go one at a time). */
  concurrency: number;
  heartbeatMs: number;
  /** A worker silent this long is taken for dead, and its jobs are freed for others. */
  silentMs: number;
}

export interface InboundWorkers {
  /** Finishes the events in hand and stops taking new ones; queued events wait for the next worker. */
  stop(): Promise<void>;
}

/**
 * Drains the durable inbound queue: graphile-worker hands each fan's events
 * over one at a time (a named queue per fan) and many fans in parallel,
 * retries a failure with backoff, and keeps an event that used up its tries
 * for the admins. The same workers send what creators type into a taken-over
 * conversation (on that fan's queue, so in order with the fan's messages) and
 * broadcasts (a queue per bot, in slices). Each worker's heartbeat lets the
 * others free its jobs if the process is killed (see freeSilentQueueWorkers).
 */
export async function startInboundWorkers(deps: RunnerDeps, senders: ChannelSenders, options: InboundWorkerOptions): Promise<InboundWorkers> {
  const workerIds = new Set<string>();
  const events: WorkerEvents = new EventEmitter();
  // Since graphile-worker 0.17 a job is locked by its worker pool's id (locked_by), not by the
  // worker's: the pool's id is what force_unlock_workers must be given for a killed runner.
  events.on('pool:create', ({ workerPool }) => workerIds.add(workerPool.id));
  const handlerDeps = fanEventDeps(deps);
  // Aborted when the runner stops, so a broadcast's slice ends at its next recipient instead of running its full time.
  const stopping = new AbortController();

  /** The event's last try failed: it stays failed for the admins, its credits go back, and the creator sees the message unanswered. */
  async function giveUp(event: InboundEvent): Promise<void> {
    // A payment is recorded if it still can be (a token that no longer decrypts ended its tries); a failure logs what the books need.
    if (event.kind === 'payment') await handlePaymentEvent(handlerDeps, null, event).catch(() => {});
    const refunded = await settleGivenUpEvent(deps.db, event).catch((error: unknown) => {
      deps.log.error('Settling a given-up event failed', { bot_id: event.botId, error: String(error) });
      return 0;
    });
    deps.log.error('Inbound event given up after its last try', { bot_id: event.botId, channel: event.fan.channel, credits_refunded: refunded });
  }

  /** One queued fan event, answered through its channel; throws what graphile-worker should try again. */
  async function answerQueuedEvent(event: InboundEvent): Promise<void> {
    const sender = await senders.senderFor(event.botId, event.fan.channel, { answering: event.eventId });
    if (!sender) {
      const botExists = (await deps.bots.get(event.botId)) !== null;
      // The fan paid: the payment is recorded and what it bought granted, with no thank-you. A deleted bot's
      // payment has no fan to go to, so the log keeps what the books need.
      if (event.kind === 'payment') {
        if (botExists) await handlePaymentEvent(handlerDeps, null, event);
        else logUnrecordedPayment(deps.log, event, 'the bot was deleted');
        return;
      }
      // The creator took the bot off that channel between tries: nothing can answer it now, so it is settled
      // as given up (an earlier try's credit back, the message kept for the creator with why). A deleted bot's
      // fans and conversations went with it, so there is nothing to keep the message in: it is dropped, as before.
      const refunded = botExists ? await settleGivenUpEvent(deps.db, event) : 0;
      deps.log.info('Inbound event for a bot without that channel; dropped', { bot_id: event.botId, channel: event.fan.channel, credits_refunded: refunded });
      return;
    }
    let result;
    try {
      result = await handleFanEvent(handlerDeps, sender, event);
    } catch (error) {
      // A revoked Telegram token, an Instagram or WhatsApp token Meta refuses: the bot is marked for its creator and
      // stops answering, and the event waits like one for a paused bot, until the creator's fix resumes it.
      if (await markRefusedCredentials(deps.db, event.botId, error)) {
        deps.log.info('The channel refused the bot credentials; the event waits for them', { bot_id: event.botId, channel: event.fan.channel });
        throw new Error(BOT_NOT_ANSWERING, { cause: error });
      }
      // A refusal for good (blocked the bot, the window closed) ends the event here instead of using up its tries;
      // rate limits and server errors are retried.
      const failure = permanentDeliveryFailure(error);
      if (!failure) throw error;
      deps.log.info('Fan unreachable; event dropped', { bot_id: event.botId, channel: event.fan.channel, error: String(error) });
      await recordUndeliveredReply(deps.db, event, failure);
      return;
    }
    // Thrown so graphile-worker keeps it, like an update Telegram holds for a paused poller.
    if (result === 'bot_not_answering') throw new Error(BOT_NOT_ANSWERING);
  }

  const url = new URL(options.connectionString);
  // Named, so the queue's connections can be told apart in pg_stat_activity.
  url.searchParams.set('application_name', 'fanline-runner-queue');
  const runner: Runner = await run({
    connectionString: url.toString(),
    schema: JOB_QUEUE_SCHEMA,
    concurrency: options.concurrency,
    // One client per worker, and one more that listens for new jobs: graphile-worker warns at
    // start when the pool is smaller than its concurrency. pg opens a client only when a worker
    // takes or completes a job (not while the job runs) and closes it after 10 s idle, so a
    // quiet runner holds few. The fan pipeline uses the runner's own pool.
    maxPoolSize: options.concurrency + 1,
    pollInterval: pollIntervalFor(options.concurrency),
    noHandleSignals: true,
    parsedCronItems: [],
    logger: quietLogger,
    events,
    taskList: {
      [FAN_EVENT_TASK]: async (payload, helpers) => {
        const parsed = inboundEventSchema.safeParse(payload);
        if (!parsed.success) throw new Error(`Not an inbound event: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
        const event = parsed.data;
        try {
          await answerQueuedEvent(event);
        } catch (error) {
          // Whatever ends the last try settles the event, not only a failed send: an earlier try may have
          // charged it, and a bot still paused, a token that no longer decrypts or a database outage must
          // not keep that credit for a reply that never went.
          if (isLastTry(helpers)) await giveUp(event);
          throw error;
        }
      },
      [CREATOR_MESSAGE_TASK]: async (payload, helpers) => {
        const messageId = Number((payload as { messageId?: unknown }).messageId);
        if (!Number.isSafeInteger(messageId)) throw new Error('Not a creator message job');
        await deliverCreatorMessage(deps.db, senders.senderFor, messageId, isLastTry(helpers));
      },
      [FAN_MEMORY_TASK]: async (payload) => {
        const { conversationId } = payload as { conversationId?: unknown };
        if (typeof conversationId !== 'string') throw new Error('Not a fan memory job');
        await updateFanMemory(deps.db, deps, conversationId);
      },
      [KNOWLEDGE_EMBED_TASK]: async (payload) => {
        const { documentId } = payload as { documentId?: unknown };
        if (typeof documentId !== 'string') throw new Error('Not a knowledge embedding job');
        // A runner without vector search leaves the document to be embedded when one with it starts (enqueueUnembeddedDocuments).
        if (!deps.knowledgeVectors) return;
        const embedded = await embedKnowledgeDocument(deps.db, deps.knowledgeVectors.embeddings, documentId);
        deps.log.info('Knowledge embedded', { document_id: documentId, chunks: embedded });
      },
      [BROADCAST_TASK]: async (payload, helpers) => {
        const { broadcastId } = payload as { broadcastId?: unknown };
        if (typeof broadcastId !== 'string') throw new Error('Not a broadcast job');
        const signal = helpers.abortSignal ? AbortSignal.any([stopping.signal, helpers.abortSignal]) : stopping.signal;
        await sendBroadcastSlice(deps.db, senders.senderFor, broadcastId, { signal, lastTry: isLastTry(helpers) });
      },
    },
  });

  const beat = async () => {
    try {
      await heartbeatQueueWorkers(deps.leaseDb, options.runnerId, [...workerIds]);
      const freed = await freeSilentQueueWorkers(deps.leaseDb, options.silentMs);
      if (freed.workers.length) {
        deps.log.info('Freed the jobs of silent queue workers', { workers: freed.workers.length, last_tries_given_back: freed.lastTriesGivenBack });
      }
    } catch (error) {
      deps.log.error('Queue worker heartbeat failed', { error: String(error) });
    }
    // Every fetch of a job locks each idle queue's row, so rows of queues with nothing in them go
    // (queue-rows.ts). Apart from the heartbeat, so a failed reap neither stops it nor passes for it.
    try {
      await reapIdleQueues(deps.leaseDb);
    } catch (error) {
      deps.log.error('Reaping idle queue rows failed', { error: String(error) });
    }
  };
  await beat();
  const timer = setInterval(() => void beat(), options.heartbeatMs);

  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await runner.stop();
      await forgetQueueWorkers(deps.leaseDb, [...workerIds]).catch(() => {});
    },
  };
}

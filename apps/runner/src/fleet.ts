import { run, type RunnerHandle } from '@grammyjs/runner';
import { GrammyError } from 'grammy';
import { handOverLeases, heartbeatLeases, markTokenRejected, releaseLeases, withdrawRunner, type HeldLeases } from '@fanline/services';
import { createBot, type CreatedBot } from './bot';
import { recoverPolledUpdates } from './poll-recovery';
import type { RunnerDeps } from './runner-deps';

export interface FleetOptions {
  runnerId: string;
  leaseTtlMs: number;
  heartbeatMs: number;
  capacity: number;
}

interface RunningBot {
  created: CreatedBot;
  /** Set once the journal's leftovers are answered and polling started. */
  handle?: RunnerHandle;
  /** Settles once the bot polls, or gave up starting. */
  starting: Promise<void>;
  tokenDigest: string | null;
  stopped: boolean;
}

export interface Fleet {
  start(): Promise<void>;
  /** Re-reads leases and bots now (a NOTIFY arrived), instead of at the next heartbeat. */
  reconcileSoon(): void;
  /** Leaves the fleet: stops polling, lets in-flight replies finish (up to the grace period), confirms offsets, releases leases; what is still in flight stays in the journal. */
  stop(graceMs?: number): Promise<void>;
  runningBotIds(): string[];
}

/** Stop polling once this share of a lease's life has passed without a renewal. */
const SAFETY_SHARE = 0.6;

/**
 * The bots this runner polls. A bot runs here only while this runner holds its
 * lease in PostgreSQL; every heartbeat renews the leases, takes free or
 * expired ones up to this runner's fair share, hands over those beyond it, and
 * starts or stops pollers to match. If no renewal succeeds for most of a
 * lease's life, every poller stops, since another runner may soon own those
 * bots: Telegram must never see two pollers on one token.
 */
export function createFleet(deps: RunnerDeps, options: FleetOptions): Fleet {
  const running = new Map<string, RunningBot>();
  const draining = new Set<Promise<void>>();
  /** The last drain of each bot stopped here, which a new start of that bot waits for. */
  const drains = new Map<string, Promise<void>>();
  /** Bots being handed to another runner: no longer polled here, their leases still held. */
  const handingOver = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> = Promise.resolve();
  let lastRenewalStarted = Date.now();
  let stopped = false;
  let soon: NodeJS.Timeout | undefined;

  /**
   * Answers what a dead poller left in the bot's journal, then polls. In the
   * background: a leftover reply waits on the model, and the heartbeat that
   * keeps every other lease alive must not. If the leftovers cannot be read,
   * the lease goes back, so a later heartbeat (here or elsewhere) tries again.
   */
  function startBot(botId: string, token: string, tokenDigest: string | null): void {
    const created = createBot(botId, token, deps);
    const entry: RunningBot = { created, tokenDigest, stopped: false, starting: Promise.resolve() };
    running.set(botId, entry);
    // A previous poller of this bot in this process (a token change, a pause and resume, the lease guard) finishes
    // first: its in-flight updates are still in the journal, and recovering them beside it would answer them twice.
    const previous = drains.get(botId) ?? Promise.resolve();
    entry.starting = previous.then(() => recoverPolledUpdates(deps, botId, created.bot.api)).then(
      () => {
        if (!entry.stopped) poll(botId, entry);
      },
      async (error: unknown) => {
        deps.log.error('Could not answer the updates a previous poller left', { bot_id: botId, error: String(error) });
        if (running.get(botId) !== entry) return;
        running.delete(botId);
        await releaseLeases(deps.leaseDb, options.runnerId, [botId]).catch(() => {});
      },
    );
  }

  function poll(botId: string, entry: RunningBot): void {
    const handle = run(entry.created.polled, {
      runner: { fetch: { timeout: deps.pollTimeoutSeconds }, silent: true, retryInterval: 'exponential', maxRetryTime: 60_000 },
    });
    entry.handle = handle;
    deps.log.info('Bot polling', { bot_id: botId });
    handle.task()?.catch((error: unknown) => void onCrash(botId, handle, error));
  }

  async function onCrash(botId: string, handle: RunnerHandle, error: unknown): Promise<void> {
    // A poller that was already replaced (token change) must not take its successor's lease with it.
    const entry = running.get(botId);
    if (entry?.handle !== handle) return;
    running.delete(botId);
    // Its in-flight updates finish before the lease goes, so the next holder does not recover them beside it.
    await drainOf(botId, entry.created.idle().then(() => entry.created.journal.settled()));
    if (error instanceof GrammyError && error.error_code === 401) {
      deps.log.info('Telegram rejected a bot token', { bot_id: botId });
      await markTokenRejected(deps.db, botId).catch(() => {});
    } else {
      deps.log.error('Bot polling stopped', { bot_id: botId, error: String(error) });
    }
    await releaseLeases(deps.leaseDb, options.runnerId, [botId]).catch(() => {});
  }

  /**
   * Stops a poller at once; its in-flight replies finish and its offset is
   * confirmed in the background (`drained`), so one slow reply never delays
   * the heartbeat that keeps every other lease alive.
   */
  async function stopBot(botId: string): Promise<{ drained: Promise<void> }> {
    const entry = running.get(botId);
    if (!entry) return { drained: Promise.resolve() };
    running.delete(botId);
    entry.stopped = true;
    await entry.handle?.stop();
    const drained = drainOf(
      botId,
      entry.starting
        .then(() => entry.created.idle())
        .then(() => confirmOffset(entry.created))
        .then(() => entry.created.journal.settled())
        .then(() => deps.log.info('Bot stopped', { bot_id: botId })),
    );
    return { drained };
  }

  /** Tracks a stopping poller's drain, for the grace period and for the bot's next start here; it never rejects. */
  function drainOf(botId: string, work: Promise<unknown>): Promise<void> {
    const drained = work.then(
      () => {},
      (error: unknown) => deps.log.error('Stopping a bot failed', { bot_id: botId, error: String(error) }),
    );
    draining.add(drained);
    drains.set(botId, drained);
    void drained.then(() => {
      draining.delete(drained);
      if (drains.get(botId) === drained) drains.delete(botId);
    });
    return drained;
  }

  /**
   * Gives a bot beyond this runner's share to another runner without dropping
   * an update: its lease is released only once its poller has stopped and its
   * handled updates are confirmed, so the taker never polls while this runner
   * still confirms (Telegram would answer one of them 409) and never gets those
   * updates again. The heartbeat keeps renewing the lease meanwhile.
   */
  function handOver(botId: string): void {
    if (handingOver.has(botId)) return;
    handingOver.add(botId);
    void stopBot(botId)
      .then(({ drained }) => drained)
      .then(() => handOverLeases(deps.leaseDb, options.runnerId, [botId]))
      .then(() => deps.log.info('Bot handed over', { bot_id: botId }))
      .catch((error: unknown) => deps.log.error('Handing a bot over failed', { bot_id: botId, error: String(error) }))
      .finally(() => handingOver.delete(botId));
  }

  /** Tells Telegram that every handled update is done, so the next poller does not get them again. */
  async function confirmOffset(created: CreatedBot): Promise<void> {
    const last = created.lastHandledUpdateId();
    // A batch whose rows could not be written stays unconfirmed: Telegram then sends it to the next poller.
    if (last === undefined || !(await created.journal.stored())) return;
    await created.bot.api.getUpdates({ offset: last + 1, limit: 1, timeout: 0 }).catch(() => {});
  }

  function stopEverything(reason: string): Promise<void> {
    if (running.size) deps.log.error('Stopping all pollers', { reason, bots: running.size });
    return Promise.all([...running.keys()].map(stopBot)).then(() => {});
  }

  async function reconcile(): Promise<void> {
    if (stopped) return;
    const started = Date.now();
    let leases: HeldLeases;
    try {
      leases = await heartbeatLeases(deps.leaseDb, { runnerId: options.runnerId, ttlMs: options.leaseTtlMs, capacity: options.capacity });
      lastRenewalStarted = started;
    } catch (error) {
      deps.log.error('Lease heartbeat failed', { error: String(error) });
      return;
    }
    for (const botId of leases.handOver) handOver(botId);
    const rows = leases.keep.length
      ? await deps.leaseDb.selectFrom('bots').select(['id', 'telegram_token_enc', 'telegram_token_digest']).where('id', 'in', leases.keep).execute()
      : [];
    const wanted = new Map(rows.map((r) => [r.id, r]));
    for (const botId of [...running.keys()]) {
      const row = wanted.get(botId);
      if (!row || row.telegram_token_digest !== running.get(botId)?.tokenDigest) await stopBot(botId);
    }
    for (const row of rows) {
      if (running.has(row.id) || handingOver.has(row.id) || !row.telegram_token_enc || stopped) continue;
      try {
        startBot(row.id, deps.secrets.decrypt(row.telegram_token_enc), row.telegram_token_digest);
      } catch (error) {
        // One unreadable token (sealed under another APP_SECRET) must not stop the others.
        deps.log.error('Could not start a bot', { bot_id: row.id, error: String(error) });
        await releaseLeases(deps.leaseDb, options.runnerId, [row.id]).catch(() => {});
      }
    }
  }

  /** Heartbeats and notices never overlap: each waits for the one before, and a failure never escapes. */
  function schedule(): Promise<void> {
    const next = () => reconcile().catch((error: unknown) => deps.log.error('Reconcile failed', { error: String(error) }));
    pending = pending.then(next, next);
    return pending;
  }

  /** Checked on its own timer, so a hung heartbeat cannot keep pollers running past their leases. */
  function guardLeases(): void {
    if (running.size && Date.now() - lastRenewalStarted > options.leaseTtlMs * SAFETY_SHARE) {
      void stopEverything('no lease renewal for too long');
    }
  }

  return {
    async start() {
      await schedule();
      timer = setInterval(() => {
        guardLeases();
        void schedule();
      }, options.heartbeatMs);
    },
    reconcileSoon() {
      if (soon || stopped) return;
      soon = setTimeout(() => {
        soon = undefined;
        void schedule();
      }, 50);
    },
    async stop(graceMs = 30_000) {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      const deadline = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([pending, deadline]);
      await withdrawRunner(deps.leaseDb, options.runnerId).catch(() => {});
      const botIds = [...running.keys()];
      await Promise.all(botIds.map(stopBot));
      const finished = await Promise.race([Promise.all([...draining]).then(() => true), deadline.then(() => false)]);
      // After the grace period, leases of bots still draining are left to expire rather than
      // released, so no other runner polls a token this one may still be confirming.
      await handOverLeases(deps.leaseDb, options.runnerId, finished ? undefined : []).catch(() => {});
      if (!finished) deps.log.error('Shutdown grace period ended with replies still in flight', { bots: botIds.length });
    },
    runningBotIds: () => [...running.keys()],
  };
}

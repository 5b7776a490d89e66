import { run, type RunnerHandle } from '@grammyjs/runner';
import { GrammyError } from 'grammy';
import { heartbeatLeases, markTokenRejected, releaseLeases } from '@fanline/services';
import { createBot, type CreatedBot } from './bot';
import type { RunnerDeps } from './runner-deps';

export interface FleetOptions {
  runnerId: string;
  leaseTtlMs: number;
  heartbeatMs: number;
  capacity: number;
}

interface RunningBot {
  created: CreatedBot;
  handle: RunnerHandle;
  tokenDigest: string | null;
}

export interface Fleet {
  start(): Promise<void>;
  /** Re-reads leases and bots now (a NOTIFY arrived), instead of at the next heartbeat. */
  reconcileSoon(): void;
  /** Stops polling, lets in-flight replies finish (up to the grace period), confirms offsets, releases leases. */
  stop(graceMs?: number): Promise<void>;
  runningBotIds(): string[];
}

/**
 * The bots this runner polls. A bot runs here only while this runner holds its
 * lease in PostgreSQL; every heartbeat renews the leases, takes free or
 * expired ones, and starts or stops pollers to match. If renewals fail for
 * longer than a lease lives, every poller stops, since another runner may
 * already own those bots: Telegram must never see two pollers on one token.
 */
export function createFleet(deps: RunnerDeps, options: FleetOptions): Fleet {
  const running = new Map<string, RunningBot>();
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> = Promise.resolve();
  let lastRenewal = Date.now();
  let stopped = false;
  let soon: NodeJS.Timeout | undefined;

  async function startBot(botId: string, token: string, tokenDigest: string | null): Promise<void> {
    const created = createBot(botId, token, deps);
    const handle = run(created.bot, {
      runner: { fetch: { timeout: deps.pollTimeoutSeconds }, silent: true, retryInterval: 'exponential', maxRetryTime: 60_000 },
    });
    running.set(botId, { created, handle, tokenDigest });
    deps.log.info('Bot polling', { bot_id: botId });
    handle.task()?.catch((error: unknown) => void onCrash(botId, error));
  }

  async function onCrash(botId: string, error: unknown): Promise<void> {
    running.delete(botId);
    if (error instanceof GrammyError && error.error_code === 401) {
      deps.log.info('Telegram rejected a bot token', { bot_id: botId });
      await markTokenRejected(deps.db, botId);
    } else {
      deps.log.error('Bot polling stopped', { bot_id: botId, error: String(error) });
    }
    await releaseLeases(deps.db, options.runnerId, [botId]).catch(() => {});
  }

  async function stopBot(botId: string): Promise<void> {
    const entry = running.get(botId);
    if (!entry) return;
    running.delete(botId);
    await entry.handle.stop();
    await entry.created.idle();
    await confirmOffset(entry.created);
    deps.log.info('Bot stopped', { bot_id: botId });
  }

  /** Tells Telegram that every handled update is done, so the next poller does not get them again. */
  async function confirmOffset(created: CreatedBot): Promise<void> {
    const last = created.lastHandledUpdateId();
    if (last === undefined) return;
    await created.bot.api.getUpdates({ offset: last + 1, limit: 1, timeout: 0 }).catch(() => {});
  }

  async function reconcile(): Promise<void> {
    if (stopped) return;
    let owned: string[];
    try {
      owned = await heartbeatLeases(deps.db, { runnerId: options.runnerId, ttlMs: options.leaseTtlMs, capacity: options.capacity });
      lastRenewal = Date.now();
    } catch (error) {
      deps.log.error('Lease heartbeat failed', { error: String(error) });
      if (Date.now() - lastRenewal > options.leaseTtlMs * 0.8) await Promise.all([...running.keys()].map(stopBot));
      return;
    }
    const rows = owned.length
      ? await deps.db.selectFrom('bots').select(['id', 'telegram_token_enc', 'telegram_token_digest']).where('id', 'in', owned).execute()
      : [];
    const wanted = new Map(rows.map((r) => [r.id, r]));
    for (const botId of [...running.keys()]) {
      const row = wanted.get(botId);
      if (!row || row.telegram_token_digest !== running.get(botId)?.tokenDigest) await stopBot(botId);
    }
    for (const row of rows) {
      if (running.has(row.id) || !row.telegram_token_enc || stopped) continue;
      await startBot(row.id, deps.secrets.decrypt(row.telegram_token_enc), row.telegram_token_digest);
    }
  }

  /** Heartbeats and notices never overlap: each waits for the one before. */
  function schedule(): Promise<void> {
    pending = pending.then(reconcile, reconcile);
    return pending;
  }

  return {
    async start() {
      await schedule();
      timer = setInterval(() => void schedule(), options.heartbeatMs);
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
      await pending.catch(() => {});
      const stopping = Promise.all([...running.keys()].map(stopBot));
      await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      await releaseLeases(deps.db, options.runnerId);
    },
    runningBotIds: () => [...running.keys()],
  };
}

import { startApiProcess, type ApiProcess, type FakeTelegram, type RunningProcess } from '@fanline/testing';
import type { BenchOptions } from './bench-options';
import { keepPhaseLog, progress, runLoad, seedPhaseBots, type BenchWorld, type StopOnExit } from './load-phase';
import type { LoadResult } from './measured-load';
import { errorLines, startBenchRunner, stopBenchProcess } from './runner-process';
import { roundTripsOf } from './runner-round-trips';
import { undeployBots } from './seed-bots';
import { waitUntil } from './wait-until';
import { readIngest, type IngestSummary } from './webhook-ingest';

export interface WebhookResult extends LoadResult {
  mode: 'webhook';
  ingest: IngestSummary;
  errors: string[];
}

/**
 * The real API in webhook mode, pointed at the fakes the runner uses (it builds
 * its LLM client from the same variables). It registers a webhook for every
 * deployed bot at start; APP_URL is the process itself on plain http, which
 * the fake Telegram accepts on loopback.
 */
async function startWebhookApi(world: BenchWorld): Promise<ApiProcess> {
  const { setup } = world;
  return startApiProcess({
    databaseUrl: setup.databaseUrl,
    appSecret: setup.appSecret,
    telegramApiRoot: setup.telegramApiRoot,
    telegramMode: 'webhook',
    env: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: setup.openaiBaseUrl },
  });
}

/** Resolves once every token has a webhook, i.e. the API's start-up sync reached all the phase's bots. */
async function waitUntilAllWebhooks(telegram: FakeTelegram, tokens: readonly string[]): Promise<void> {
  await waitUntil(`webhooks for all ${tokens.length} bots`, () => tokens.every((token) => telegram.webhook(token) !== null));
}

/**
 * The load phase in webhook mode, on bots of its own: the fake Telegram POSTs
 * each update to the API, which queues it as an inbound event; runners with
 * TELEGRAM_MODE=webhook drain the queue and reply through the Bot API.
 */
export async function measureWebhook(world: BenchWorld, options: BenchOptions, stopOnExit: StopOnExit): Promise<WebhookResult> {
  const bots = await seedPhaseBots(world, options.bots);
  progress(`webhook: seeded ${options.bots} bots; starting the API (TELEGRAM_MODE=webhook)`);
  const api = await startWebhookApi(world);
  stopOnExit(async () => void api.child.kill('SIGKILL'));
  await waitUntilAllWebhooks(world.telegram, bots.tokens);
  // The API warns at start that APP_URL is not https: expected on loopback, so only later errors count.
  const apiReadyAt = api.output().length;
  progress(`webhook: all ${options.bots} bots have webhooks; starting ${options.runners} runner(s)`);
  const runners: RunningProcess[] = [];
  stopOnExit(async () => runners.forEach((r) => r.child.kill('SIGKILL')));
  for (let i = 0; i < options.runners; i++) runners.push(await startBenchRunner(`bench-webhook-${i}`, world.setup, 'webhook'));

  const load = await runLoad(world, options, { tokens: bots.tokens, processes: { runners, api }, roundTrips: roundTripsOf(runners), database: world.database.db });
  const ingest = readIngest(world.telegram, bots.tokens, load.summary.updates);
  const errors = [...runners.flatMap((r) => errorLines(r)), ...errorLines(api, apiReadyAt)];
  for (const runner of runners) await stopBenchProcess(runner);
  await stopBenchProcess(api, 'the API');
  await undeployBots(world.database.db, bots.botIds);
  keepPhaseLog(options.runnerLogFile, 'webhook', { runners, api });
  return { mode: 'webhook', ...load, ingest, errors };
}

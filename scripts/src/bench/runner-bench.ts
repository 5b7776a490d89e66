import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startFakeOpenAI, startFakeTelegram } from '@fanline/testing';
import { openBenchDatabase } from './bench-database';
import { parseBenchOptions, type BenchMode, type BenchOptions } from './bench-options';
import { printSummary, type IdleResult, type PhaseResult } from './bench-summary';
import { progress, seedPhaseBots, type BenchWorld, type StopOnExit } from './load-phase';
import { measurePolling } from './polling-phase';
import { runnerRssMiB, startBenchRunner, stopBenchProcess, waitUntilAllPolled } from './runner-process';
import { seedBenchOwner } from './seed-bots';
import { runWithTeardown } from './run-bench';
import { measureWebhook } from './webhook-phase';

const IDLE_SETTLE_MS = 5_000;

const PHASES: Record<BenchMode, (world: BenchWorld, options: BenchOptions, stopOnExit: StopOnExit) => Promise<PhaseResult>> = {
  polling: measurePolling,
  webhook: measureWebhook,
};

/** Last phase: a fresh polling runner with only idle deployed bots; its RSS once all are polled and it has settled. */
async function measureIdle(world: BenchWorld, idleBots: number, stopOnExit: StopOnExit): Promise<IdleResult> {
  const bots = await seedPhaseBots(world, idleBots);
  progress(`seeded ${idleBots} idle bots; starting a fresh runner`);
  const runner = await startBenchRunner('bench-idle', world.setup, 'polling');
  stopOnExit(async () => void runner.child.kill('SIGKILL'));
  await waitUntilAllPolled(world.telegram, bots.tokens);
  progress(`runner polls all ${idleBots} bots; settling ${IDLE_SETTLE_MS / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const rssMiB = runnerRssMiB(runner);
  await stopBenchProcess(runner);
  return { bots: idleBots, rssMiB };
}

/** One database, fake Telegram and instant fake LLM for the whole run; each phase seeds bots of its own. */
async function openWorld(options: BenchOptions, stopOnExit: StopOnExit): Promise<BenchWorld> {
  progress(options.databaseUrl ? 'creating a database on BENCH_DATABASE_URL' : 'starting an embedded PostgreSQL');
  const database = await openBenchDatabase(options.databaseUrl);
  stopOnExit(database.close);
  // Telegram's bulk limit (30 sends a second per bot) would cap the flat-out load at the fake, not at the bots.
  const telegram = await startFakeTelegram({ sendsPerSecond: Number.MAX_SAFE_INTEGER });
  stopOnExit(telegram.close);
  const openai = await startFakeOpenAI();
  stopOnExit(openai.close);
  openai.delayMs = 0;
  const appSecret = randomBytes(32).toString('hex');
  const setup = { databaseUrl: database.url, appSecret, telegramApiRoot: telegram.url, openaiBaseUrl: openai.baseURL };
  return { database, telegram, openai, setup, ownerId: await seedBenchOwner(database.db) };
}

runWithTeardown('runner benchmark', async (stopOnExit) => {
  const options = parseBenchOptions();
  if (!options) return;
  const loadAtStart = loadavg();
  // Each phase appends its processes' output; start from an empty file.
  if (options.runnerLogFile) writeFileSync(options.runnerLogFile, '');
  const world = await openWorld(options, stopOnExit);
  const phases: PhaseResult[] = [];
  for (const mode of options.modes) phases.push(await PHASES[mode](world, options, stopOnExit));
  const idle = options.idleBots > 0 ? await measureIdle(world, options.idleBots, stopOnExit) : undefined;
  printSummary(options, phases, idle, { atStart: loadAtStart, atEnd: loadavg() });
});

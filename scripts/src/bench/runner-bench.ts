import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createSecretBox } from '@fanline/services';
import { startFakeOpenAI, startFakeTelegram, type FakeOpenAI, type FakeTelegram } from '@fanline/testing';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { parseBenchOptions, type BenchOptions } from './bench-options';
import { benchFans, sendFanLoad } from './fan-load';
import { machineCpu, machineLoad } from './machine-cpu';
import { createLatencyTracker, type LatencySummary } from './latency-tracker';
import { percentile } from './percentile';
import type { RunningProcess } from '@fanline/testing';
import { runnerCpuMs, runnerErrorLines, runnerRssMiB, startBenchRunner, stopBenchRunner, waitUntilAllPolled, type RunnerSetup } from './runner-process';
import { readRunnerTimings, type RunnerTiming } from './runner-timings';
import { seedBenchOwner, seedDeployedBots, undeployBots } from './seed-bots';
import { waitUntil } from './wait-until';

/** How long after the last send the bench waits for outstanding replies; later ones count as unanswered. */
const DRAIN_MS = 30_000;
const IDLE_SETTLE_MS = 5_000;

interface World {
  database: BenchDatabase;
  telegram: FakeTelegram;
  openai: FakeOpenAI;
  setup: RunnerSetup;
  ownerId: string;
}

interface IdleResult {
  bots: number;
  rssMiB: number;
}

const progress = (line: string) => console.log(`· ${line}`);
const percent = (share: number) => `${Math.round(share * 100)} %`;
const fixed = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : 'n/a');

/** Phase 1: one runner (or --runners), N bots × M fans, fan texts at the target rate; the reply latency of each. */
async function measureLoad(world: World, options: BenchOptions, stopOnExit: (stop: () => Promise<void>) => void) {
  const secrets = createSecretBox(world.setup.appSecret);
  const tokens = Array.from({ length: options.bots }, () => world.telegram.addBot().token);
  const botIds = await seedDeployedBots(world.database.db, secrets, world.ownerId, tokens);
  progress(`seeded ${options.bots} bots; starting ${options.runners} runner(s)`);
  const runners: RunningProcess[] = [];
  for (let i = 0; i < options.runners; i++) runners.push(await startBenchRunner(`bench-load-${i}`, world.setup));
  stopOnExit(async () => runners.forEach((r) => r.child.kill('SIGKILL')));
  await waitUntilAllPolled(world.telegram, tokens);
  progress(`runner polls all ${options.bots} bots; sending ${options.rate} msg/s for ${options.seconds} s`);

  await warmUp(world, tokens, benchFans(options.fans));
  const tracker = createLatencyTracker(world.telegram);
  const cpuBefore = runners.map(runnerCpuMs);
  const benchCpuBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  await sendFanLoad({ tokens, fans: benchFans(options.fans), rate: options.rate, seconds: options.seconds }, tracker, world.openai, world.telegram);
  // Replies still missing this long after the last send count as unanswered.
  await waitUntil('the last replies', () => tracker.pending() === 0, DRAIN_MS, 20).catch(() => {});
  const summary = tracker.summary();
  const runnerCpu = runners.reduce((sum, r, i) => sum + runnerCpuMs(r) - (cpuBefore[i] ?? 0), 0);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpu = { runnerMs: runnerCpu, benchMs: (benchCpu.user + benchCpu.system) / 1000, machine: machineLoad(machineBefore, machineCpu()) };
  const errors = runners.flatMap((r) => runnerErrorLines(r));
  for (const runner of runners) await stopBenchRunner(runner);
  await undeployBots(world.database.db, botIds);
  const tokenOfBot = new Map(botIds.map((id, i) => [id, tokens[i] ?? '']));
  const timings = runners.flatMap((r) => readRunnerTimings(r.output(), tokenOfBot, summary.updates));
  if (options.runnerLogFile) writeFileSync(options.runnerLogFile, runners.map((r) => r.output()).join('\n'));
  return { summary, timings, cpu, errors };
}

/**
 * Every (bot, fan) pair talks once before the clock starts, so the figures are
 * the steady state: a fan's first message also creates their fan row and
 * conversation, which is start-up work, not per-message work.
 */
async function warmUp(world: World, tokens: readonly string[], fans: ReturnType<typeof benchFans>): Promise<void> {
  progress(`warming up: one message per (bot, fan) pair (${tokens.length * fans.length})`);
  const tracker = createLatencyTracker(world.telegram);
  for (const token of tokens) {
    for (const fan of fans) tracker.sendFanText(token, fan);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await waitUntil('the warm-up replies', () => tracker.pending() === 0, DRAIN_MS, 20).catch(() => {});
  tracker.summary();
  world.openai.requests.length = 0;
}

/** Phase 2: a fresh runner with only idle deployed bots; its RSS once all are polled and it has settled. */
async function measureIdle(world: World, idleBots: number, stopOnExit: (stop: () => Promise<void>) => void): Promise<IdleResult> {
  const secrets = createSecretBox(world.setup.appSecret);
  const tokens = Array.from({ length: idleBots }, () => world.telegram.addBot().token);
  await seedDeployedBots(world.database.db, secrets, world.ownerId, tokens);
  progress(`seeded ${idleBots} idle bots; starting a fresh runner`);
  const runner = await startBenchRunner('bench-idle', world.setup);
  stopOnExit(async () => void runner.child.kill('SIGKILL'));
  await waitUntilAllPolled(world.telegram, tokens);
  progress(`runner polls all ${idleBots} bots; settling ${IDLE_SETTLE_MS / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const rssMiB = runnerRssMiB(runner);
  await stopBenchRunner(runner);
  return { bots: idleBots, rssMiB };
}

const percentiles = (values: readonly number[]) =>
  `p50 ${fixed(percentile(values, 50))} ms, p95 ${fixed(percentile(values, 95))} ms, p99 ${fixed(percentile(values, 99))} ms`;

interface CpuUse {
  runnerMs: number;
  /** This process: the load generator and both fakes. */
  benchMs: number;
  /** The whole machine during the load phase, PostgreSQL and anything else running included. */
  machine: { busyShare: number; stealShare: number };
}

function printSummary(options: BenchOptions, load: LatencySummary, timings: RunnerTiming[], cpu: CpuUse, errors: string[], idle: IdleResult | undefined): void {
  const rate = load.spanMs > 0 ? (load.answered / load.spanMs) * 1000 : 0;
  const lines = [
    `runner benchmark (${availableParallelism()} cores)`,
    `  load: ${options.bots} bots × ${options.fans} fans, target ${options.rate} msg/s for ${options.seconds} s, ${options.runners} runner(s)`,
    `  answered ${load.answered}/${load.sent}, ${rate.toFixed(1)} msg/s`,
    `  end-to-end (push into the fake → reply received by it; includes the fakes and long-poll pick-up): ${percentiles(load.latencies)}`,
    `  runner's own work (update in hand → reply request issued, LLM wait excluded; ${timings.length} updates): ${percentiles(timings.map((t) => t.ownMs))}`,
    `  runner, LLM wait included: ${percentiles(timings.map((t) => t.totalMs))}; LLM wait alone: ${percentiles(timings.map((t) => t.llmMs))}`,
    `  CPU per answered message: runner ${fixed(cpu.runnerMs / load.answered)} ms, bench with fakes ${fixed(cpu.benchMs / load.answered)} ms`,
    `  machine during the load: ${percent(cpu.machine.busyShare)} busy, ${percent(cpu.machine.stealShare)} stolen by the hypervisor`,
    idle ? `  idle: ${idle.bots} deployed bots, runner RSS ${Math.round(idle.rssMiB)} MiB` : '  idle: skipped (--idle-bots 0)',
  ];
  if (errors.length) lines.push(`  warning: the runner logged ${errors.length} errors under load; first: ${errors[0]}`);
  console.log(`\n${lines.join('\n')}`);
}

async function main(): Promise<void> {
  const options = parseBenchOptions();
  const teardown: (() => Promise<void>)[] = [];
  const stopOnExit = (stop: () => Promise<void>) => void teardown.push(stop);
  let tornDown: Promise<void> | undefined;
  const tearDown = () =>
    (tornDown ??= (async () => {
      for (const stop of teardown.reverse()) await stop().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
    })());
  process.once('SIGINT', () => void tearDown().finally(() => process.exit(130)));

  try {
    progress(options.databaseUrl ? 'creating a database on BENCH_DATABASE_URL' : 'starting an embedded PostgreSQL');
    const database = await openBenchDatabase(options.databaseUrl);
    stopOnExit(database.close);
    const telegram = await startFakeTelegram();
    stopOnExit(telegram.close);
    const openai = await startFakeOpenAI();
    stopOnExit(openai.close);
    openai.delayMs = 0;

    const appSecret = randomBytes(32).toString('hex');
    const setup = { databaseUrl: database.url, appSecret, telegramApiRoot: telegram.url, openaiBaseUrl: openai.baseURL };
    const world: World = { database, telegram, openai, setup, ownerId: await seedBenchOwner(database.db) };

    const load = await measureLoad(world, options, stopOnExit);
    const idle = options.idleBots > 0 ? await measureIdle(world, options.idleBots, stopOnExit) : undefined;
    printSummary(options, load.summary, load.timings, load.cpu, load.errors, idle);
  } finally {
    await tearDown();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`runner benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

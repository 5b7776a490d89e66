import { appendFileSync } from 'node:fs';
import { createSecretBox } from '@fanline/services';
import type { FakeOpenAI, FakeTelegram, RunningProcess } from '@fanline/testing';
import type { BenchDatabase } from './bench-database';
import type { BenchMode, BenchOptions } from './bench-options';
import { benchFans, sendFanLoad } from './fan-load';
import { createLatencyTracker, type LatencySummary } from './latency-tracker';
import { machineCpu, machineLoad } from './machine-cpu';
import { processCpuMs, type RunnerSetup } from './runner-process';
import { seedDeployedBots } from './seed-bots';
import { waitUntil } from './wait-until';

/** How long after the last send the bench waits for outstanding replies; later ones count as unanswered. */
const DRAIN_MS = 30_000;

/** What every phase shares: one database, one fake Telegram and one fake LLM for the whole run. */
export interface BenchWorld {
  database: BenchDatabase;
  telegram: FakeTelegram;
  openai: FakeOpenAI;
  setup: RunnerSetup;
  ownerId: string;
}

/** Registers a cleanup that runs even when the bench fails or is interrupted half-way through a phase. */
export type StopOnExit = (stop: () => Promise<void>) => void;

export const progress = (line: string) => console.log(`· ${line}`);

export interface PhaseBots {
  tokens: string[];
  botIds: string[];
  /** bot id → token, to read the runner's log lines, which name bots by id. */
  tokenOfBot: Map<string, string>;
}

/** Fresh bots for one phase, so a mode never inherits the fans, conversations or webhooks of the one before. */
export async function seedPhaseBots(world: BenchWorld, count: number): Promise<PhaseBots> {
  const secrets = createSecretBox(world.setup.appSecret);
  const tokens = Array.from({ length: count }, () => world.telegram.addBot().token);
  const botIds = await seedDeployedBots(world.database.db, secrets, world.ownerId, tokens);
  return { tokens, botIds, tokenOfBot: new Map(botIds.map((id, i) => [id, tokens[i] ?? ''])) };
}

export interface PhaseCpu {
  runnerMs: number;
  /** The API process, in webhook mode only: it takes Telegram's POSTs and queues them. */
  apiMs: number | undefined;
  /** This process: the load generator and both fakes. */
  benchMs: number;
  /** The whole machine during the load phase, PostgreSQL and anything else running included. */
  machine: { busyShare: number; stealShare: number };
  /**
   * The machine's busy CPU time over the load, in ms: the only figure that
   * includes PostgreSQL, whose share differs most between the modes (the queue's
   * insert, fetch and completion are three more transactions per message).
   */
  machineMs: number;
}

export interface LoadResult {
  summary: LatencySummary;
  cpu: PhaseCpu;
}

/** The processes whose CPU a phase charges to its answered messages. */
export interface PhaseProcesses {
  runners: RunningProcess[];
  api?: RunningProcess;
}

const cpuOf = (processes: readonly RunningProcess[]) => processes.reduce((sum, p) => sum + processCpuMs(p), 0);

/**
 * Warm-up, then fan texts at the target rate, then the drain: the reply
 * latency of each text and the CPU each process spent on the load. The same
 * steps in both modes, so their figures compare.
 */
export async function runLoad(world: BenchWorld, options: BenchOptions, tokens: readonly string[], processes: PhaseProcesses): Promise<LoadResult> {
  const fans = benchFans(options.fans);
  await warmUp(world, tokens, fans);
  progress(`sending ${options.rate} msg/s for ${options.seconds} s`);
  const tracker = createLatencyTracker(world.telegram);
  const apis = processes.api ? [processes.api] : [];
  const runnerBefore = cpuOf(processes.runners);
  const apiBefore = cpuOf(apis);
  const benchBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  await sendFanLoad({ tokens, fans, rate: options.rate, seconds: options.seconds }, tracker, world.openai, world.telegram);
  // Replies still missing this long after the last send count as unanswered.
  await waitUntil('the last replies', () => tracker.pending() === 0, DRAIN_MS, 20).catch(() => {});
  const summary = tracker.summary();
  const bench = process.cpuUsage(benchBefore);
  const machineAfter = machineCpu();
  const cpu: PhaseCpu = {
    runnerMs: cpuOf(processes.runners) - runnerBefore,
    apiMs: processes.api ? cpuOf(apis) - apiBefore : undefined,
    benchMs: (bench.user + bench.system) / 1000,
    machine: machineLoad(machineBefore, machineAfter),
    // /proc/stat counts in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    machineMs: (machineAfter.busy - machineBefore.busy) * 10,
  };
  return { summary, cpu };
}

/**
 * Every (bot, fan) pair talks once before the clock starts, so the figures are
 * the steady state: a fan's first message also creates their fan row and
 * conversation, which is start-up work, not per-message work.
 */
async function warmUp(world: BenchWorld, tokens: readonly string[], fans: ReturnType<typeof benchFans>): Promise<void> {
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

/** BENCH_RUNNER_LOG: each phase appends its processes' output under a header, so both modes' logs survive one run. */
export function keepPhaseLog(file: string | undefined, mode: BenchMode, processes: PhaseProcesses): void {
  if (!file) return;
  const parts = processes.runners.map((runner, i) => `=== ${mode}: runner ${i} ===\n${runner.output()}`);
  if (processes.api) parts.push(`=== ${mode}: API ===\n${processes.api.output()}`);
  appendFileSync(file, `${parts.join('\n')}\n`);
}

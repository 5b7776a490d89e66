import { appendFileSync } from 'node:fs';
import { createSecretBox } from '@fanline/services';
import type { FakeOpenAI, FakeTelegram, RunningProcess } from '@fanline/testing';
import type { BenchDatabase } from './bench-database';
import type { BenchMode, BenchOptions } from './bench-options';
import { benchFans, DRAIN_MS } from './fan-load';
import { createLatencyTracker } from './latency-tracker';
import { measurePaced, type LoadResult, type LoadSubject, type PhaseProcesses } from './measured-load';
import type { RunnerSetup } from './runner-process';
import { seedDeployedBots } from './seed-bots';
import { waitUntil } from './wait-until';

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

/** Fresh bots for one phase, so a mode never inherits the fans, conversations or webhooks of the one before; whole replies unless `streamReplies`. */
export async function seedPhaseBots(world: BenchWorld, count: number, streamReplies = false): Promise<PhaseBots> {
  const secrets = createSecretBox(world.setup.appSecret);
  const tokens = Array.from({ length: count }, () => world.telegram.addBot().token);
  const botIds = await seedDeployedBots(world.database.db, secrets, world.ownerId, tokens, streamReplies);
  return { tokens, botIds, tokenOfBot: new Map(botIds.map((id, i) => [id, tokens[i] ?? ''])) };
}

/**
 * Warm-up, then fan texts at the target rate, then the drain: the reply
 * latency of each text and the CPU each process spent on the load. The same
 * steps in both modes, so their figures compare.
 */
export async function runLoad(world: BenchWorld, options: BenchOptions, subject: LoadSubject): Promise<LoadResult> {
  await warmUp(world, subject.tokens, benchFans(options.fans));
  progress(`sending ${options.rate} msg/s for ${options.seconds} s`);
  return measurePaced(world, options, subject);
}

/**
 * Every (bot, fan) pair talks once before the clock starts, so the figures are
 * the steady state: a fan's first message also creates their fan row and
 * conversation, which is start-up work, not per-message work.
 */
export async function warmUp(world: BenchWorld, tokens: readonly string[], fans: ReturnType<typeof benchFans>): Promise<void> {
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
export function keepPhaseLog(file: string | undefined, mode: BenchMode, processes: PhaseProcesses & { bareBot?: RunningProcess; floorBot?: RunningProcess }): void {
  if (!file) return;
  const parts = processes.runners.map((runner, i) => `=== ${mode}: runner ${i} ===\n${runner.output()}`);
  if (processes.api) parts.push(`=== ${mode}: API ===\n${processes.api.output()}`);
  if (processes.bareBot) parts.push(`=== ${mode}: bare bot ===\n${processes.bareBot.output()}`);
  if (processes.floorBot) parts.push(`=== ${mode}: durable floor ===\n${processes.floorBot.output()}`);
  appendFileSync(file, `${parts.join('\n')}\n`);
}

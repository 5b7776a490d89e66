import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTsProcess, type FakeTelegram, type RunningProcess } from '@fanline/testing';
import { REPO_ROOT } from '../paths';
import type { BenchMode } from './bench-options';
import { pidCpuMs } from './machine-cpu';
import { waitUntil, withTimeout } from './wait-until';

/** The runner's main, its round trips to PostgreSQL counted (runner-round-trips.ts). */
const RUNNER_ENTRY = path.join(REPO_ROOT, 'scripts/src/bench/counted-runner.ts');
const BARE_BOT_ENTRY = path.join(REPO_ROOT, 'scripts/src/bench/bare-bot.ts');
const FLOOR_BOT_ENTRY = path.join(REPO_ROOT, 'scripts/src/bench/floor-bot.ts');

export interface RunnerSetup {
  databaseUrl: string;
  appSecret: string;
  telegramApiRoot: string;
  openaiBaseUrl: string;
}

/** Short long-polls, so start-up and hand-over are quick; the bare bot polls with the same. */
const POLL_TIMEOUT_SECONDS = '1';

/**
 * The variables that differ by mode. Polling: short long-polls and leases, so
 * start-up and hand-over are quick, and RUNNER_TIMINGS, whose "Update timing"
 * lines exist only on the polling path. Webhook: the runner only drains the
 * inbound queue, at its default concurrency, as in production.
 */
function modeEnv(mode: BenchMode): Record<string, string> {
  if (mode === 'webhook') return { TELEGRAM_MODE: 'webhook', HEARTBEAT_MS: '1000', LEASE_TTL_MS: '10000' };
  return {
    TELEGRAM_MODE: 'polling',
    POLL_TIMEOUT_SECONDS,
    HEARTBEAT_MS: '1000',
    LEASE_TTL_MS: '10000',
    RUNNER_CAPACITY: '100000',
    // One "Update timing" line per answered update: the runner's own share of the latency.
    RUNNER_TIMINGS: '1',
  };
}

/** Starts a TypeScript entry point as a bench child process and waits for its ready line; fails with its output if it exits first. */
async function startBenchProcess(what: string, entry: string, env: Record<string, string | undefined>, ready: RegExp): Promise<RunningProcess> {
  const child = startTsProcess(
    entry,
    { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    REPO_ROOT,
    // e.g. RUNNER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the runner (and the bare bot) under load.
    process.env.RUNNER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  );
  const exitedEarly = child.exited().then(({ code, signal }) => {
    throw new Error(`${what} exited during start-up (code ${code}, signal ${signal}); output:\n${child.output()}`);
  });
  try {
    await Promise.race([child.waitFor(ready, 60_000), exitedEarly]);
  } catch (error) {
    child.child.kill('SIGKILL');
    throw error;
  }
  exitedEarly.catch(() => {});
  return child;
}

/** Starts a real runner process, as the runner integration tests do (counting its round trips), and waits for "Runner ready". */
export function startBenchRunner(id: string, setup: RunnerSetup, mode: BenchMode): Promise<RunningProcess> {
  const env = {
    DATABASE_URL: setup.databaseUrl,
    APP_SECRET: setup.appSecret,
    RUNNER_ID: id,
    TELEGRAM_API_ROOT: setup.telegramApiRoot,
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: setup.openaiBaseUrl,
    // The lexicon alone: with a key, OpenAI's moderation is the default, and its round trips are OpenAI's time, not the runner's.
    MODERATION_PROVIDER: 'builtin',
    BENCH_SQL_LOG: process.env.BENCH_SQL_LOG,
    ...modeEnv(mode),
  };
  return startBenchProcess(`Runner ${id}`, RUNNER_ENTRY, env, /"message":"Runner ready"/);
}

/** Starts the bare grammY bot (bare-bot.ts) polling `tokens` (and `streamTokens`, whose replies stream), with the polling runner's long-poll timeout. */
export function startBareBot(tokens: readonly string[], setup: RunnerSetup, streamTokens: readonly string[] = []): Promise<RunningProcess> {
  const env = {
    BARE_BOT_TOKENS: tokens.join(','),
    BARE_BOT_STREAM_TOKENS: streamTokens.join(','),
    TELEGRAM_API_ROOT: setup.telegramApiRoot,
    OPENAI_BASE_URL: setup.openaiBaseUrl,
    POLL_TIMEOUT_SECONDS,
  };
  return startBenchProcess('The bare bot', BARE_BOT_ENTRY, env, /"message":"Bare bot ready"/);
}

/** Starts the durable floor (floor-bot.ts) polling `tokens` on the bench's database, with the polling runner's long-poll timeout. */
export function startFloorBot(tokens: readonly string[], setup: RunnerSetup): Promise<RunningProcess> {
  const env = {
    FLOOR_BOT_TOKENS: tokens.join(','),
    DATABASE_URL: setup.databaseUrl,
    TELEGRAM_API_ROOT: setup.telegramApiRoot,
    OPENAI_BASE_URL: setup.openaiBaseUrl,
    POLL_TIMEOUT_SECONDS,
  };
  return startBenchProcess('The floor bot', FLOOR_BOT_ENTRY, env, /"message":"Floor bot ready"/);
}

/** Resolves once every token has had a getUpdates request open, i.e. the runner polls all of them. */
export async function waitUntilAllPolled(telegram: FakeTelegram, tokens: readonly string[]): Promise<void> {
  const unseen = new Set(tokens);
  await waitUntil(`the runner to poll all ${tokens.length} bots`, () => {
    for (const token of unseen) if (telegram.activePolls(token) > 0) unseen.delete(token);
    return unseen.size === 0;
  });
}

/** SIGTERM (graceful: a runner stops pollers and releases leases), then SIGKILL if it takes longer than a minute. */
export async function stopBenchProcess(running: RunningProcess, what = 'the runner'): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill('SIGTERM');
  try {
    await withTimeout(`${what} to stop after SIGTERM`, running.exited());
  } catch (error) {
    running.child.kill('SIGKILL');
    throw error;
  }
}

/** The runner's resident set size in MiB, from /proc (the child is the node process itself). */
export function runnerRssMiB(runner: RunningProcess): number {
  const status = readFileSync(`/proc/${runner.child.pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`No VmRSS in /proc/${runner.child.pid}/status`);
  return Number(kib) / 1024;
}

/** Error lines a runner or the API logged from `fromOffset` of its output on, which would make the figures suspect. */
export function errorLines(running: RunningProcess, fromOffset = 0): string[] {
  return running.output().slice(fromOffset).split('\n').filter((line) => line.includes('"level":"error"'));
}

/** CPU time (user + system) a bench child (runner, bare bot or API) has used so far, in ms. */
export function processCpuMs(running: RunningProcess): number {
  return running.child.pid === undefined ? 0 : pidCpuMs(running.child.pid);
}

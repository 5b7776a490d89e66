import type { Db } from '@fanline/db';
import type { RunningProcess } from '@fanline/testing';
import type { BenchOptions } from './bench-options';
import { benchFans, DRAIN_MS, sendBursts, sendFanLoad, sendFlatOut, type Fakes } from './fan-load';
import { createLatencyTracker, type AnswerMethod, type LatencySummary, type LatencyTracker } from './latency-tracker';
import { machineCpu, machineLoad } from './machine-cpu';
import { backendsCpuBetween, readBackendsCpu } from './postgres-cpu';
import { processCpuMs } from './runner-process';
import { waitUntil } from './wait-until';

export interface PhaseCpu {
  /** The bot's own processes: the runners, or the bare bot. */
  runnerMs: number;
  /** The API process, in webhook mode only: it takes Telegram's POSTs and queues them. */
  apiMs: number | undefined;
  /** This process: the load generator and both fakes. */
  benchMs: number;
  /** The whole machine during the load phase, PostgreSQL and anything else running included. */
  machine: { busyShare: number; stealShare: number };
  /**
   * The machine's busy CPU time over the load, in ms, PostgreSQL and anything
   * else running included.
   */
  machineMs: number;
  /**
   * PostgreSQL's backends for the bench's database, in ms (postgres-cpu.ts),
   * whose share differs most between the modes (the queue's insert, fetch and
   * completion are three more transactions per message); undefined for the
   * bare bot, or when the server is not on this machine.
   */
  postgresMs: number | undefined;
}

export interface LoadResult {
  summary: LatencySummary;
  cpu: PhaseCpu;
  /** The runners' round trips to PostgreSQL over the load; undefined for the bare bot, which has no database. */
  roundTrips: number | undefined;
}

export interface FlatOutResult extends LoadResult {
  /** Replies per second in the flat-out load's steady state (sendFlatOut). */
  throughput: number;
}

/** The processes whose CPU a load charges to its answered messages. */
export interface PhaseProcesses {
  runners: RunningProcess[];
  api?: RunningProcess;
}

/** A bot under load: Fanline's runners (and API) on their bots, or the bare bot on its own. */
export interface LoadSubject {
  tokens: readonly string[];
  processes: PhaseProcesses;
  /** The round trips its processes have made to PostgreSQL so far; absent for a bot with no database. */
  roundTrips?: () => Promise<number>;
  /** The database its processes use, whose backends' CPU is charged to it; absent for a bot with no database. */
  database?: Db;
}

/**
 * Before and after each load: a reply goes out before the pipeline's last
 * writes, and those belong to the load that caused them, not to the next.
 */
const SETTLE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuOf = (processes: readonly RunningProcess[]) => processes.reduce((sum, p) => sum + processCpuMs(p), 0);

/**
 * Drives one load at a subject, then drains: the reply latency of each text,
 * the CPU each process (and PostgreSQL) spent and the round trips the
 * subject made meanwhile. The round trips are read outside the CPU window, so
 * reading them costs the load nothing.
 */
async function measureLoad(fakes: Fakes, subject: LoadSubject, drive: (tracker: LatencyTracker) => Promise<void>, answer: AnswerMethod = 'sendMessage'): Promise<LoadResult> {
  const { runners, api } = subject.processes;
  const apis = api ? [api] : [];
  await sleep(SETTLE_MS);
  const roundTripsBefore = await subject.roundTrips?.();
  const postgresBefore = subject.database ? await readBackendsCpu(subject.database) : undefined;
  const tracker = createLatencyTracker(fakes.telegram, answer);
  const runnerBefore = cpuOf(runners);
  const apiBefore = cpuOf(apis);
  const benchBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  await drive(tracker);
  // Replies still missing this long after the last send count as unanswered.
  await waitUntil('the last replies', () => tracker.pending() === 0, DRAIN_MS, 20).catch(() => {});
  const summary = tracker.summary();
  await sleep(SETTLE_MS);
  const bench = process.cpuUsage(benchBefore);
  const machineAfter = machineCpu();
  const postgresAfter = subject.database ? await readBackendsCpu(subject.database) : undefined;
  const cpu: PhaseCpu = {
    runnerMs: cpuOf(runners) - runnerBefore,
    apiMs: api ? cpuOf(apis) - apiBefore : undefined,
    benchMs: (bench.user + bench.system) / 1000,
    machine: machineLoad(machineBefore, machineAfter),
    // /proc/stat counts in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    machineMs: (machineAfter.busy - machineBefore.busy) * 10,
    postgresMs: postgresBefore && postgresAfter ? backendsCpuBetween(postgresBefore, postgresAfter) : undefined,
  };
  const roundTripsAfter = await subject.roundTrips?.();
  const roundTrips = roundTripsBefore === undefined || roundTripsAfter === undefined ? undefined : roundTripsAfter - roundTripsBefore;
  return { summary, cpu, roundTrips };
}

/** Fan texts to random (bot, fan) pairs at --rate for --seconds. */
export function measurePaced(fakes: Fakes, options: BenchOptions, subject: LoadSubject): Promise<LoadResult> {
  const load = { tokens: subject.tokens, fans: benchFans(options.fans), rate: options.rate, seconds: options.seconds };
  return measureLoad(fakes, subject, (tracker) => sendFanLoad(load, tracker, fakes));
}

/** Each (bot, fan) pair's next text right after the reply to the last, for --flat-seconds. */
export async function measureFlatOut(fakes: Fakes, options: BenchOptions, subject: LoadSubject): Promise<FlatOutResult> {
  let throughput = 0;
  const load = await measureLoad(fakes, subject, async (tracker) => {
    throughput = await sendFlatOut(subject.tokens, benchFans(options.fans), options.flatSeconds, tracker, fakes);
  });
  return { ...load, throughput };
}

/** Every (bot, fan) pair at the same moment, --burst-rounds times, the model answering after --model-ms. */
export async function measureBursts(fakes: Fakes, options: BenchOptions, subject: LoadSubject): Promise<LoadResult> {
  const instant = fakes.openai.delayMs;
  fakes.openai.delayMs = options.modelMs;
  try {
    return await measureLoad(fakes, subject, (tracker) => sendBursts(subject.tokens, benchFans(options.fans), options.burstRounds, tracker, fakes));
  } finally {
    fakes.openai.delayMs = instant;
  }
}

/** A streamed reply's pieces after the first: enough text that each reply is a stream of several drafts, as a real one is. */
const STREAM_TAIL = ' and then some more words, as a model writes them, piece by piece, until the reply is whole.';

/**
 * Paced fan texts to streaming bots, the model's first text after
 * --first-token-ms and the rest in pieces 20 ms apart, each text timed to the
 * first draft that shows its marker (issue #36 point 6). The first piece holds
 * the whole echo of the fan's text, marker included.
 */
export async function measureFirstDrafts(fakes: Fakes, options: BenchOptions, subject: LoadSubject): Promise<LoadResult> {
  const { openai } = fakes;
  const before = { delayMs: openai.delayMs, streamPieceDelayMs: openai.streamPieceDelayMs, streamPieceChars: openai.streamPieceChars };
  openai.delayMs = options.firstTokenMs;
  openai.streamPieceDelayMs = 20;
  openai.streamPieceChars = 32;
  openai.reply((req) => `Echo: ${req.messages.at(-1)?.content ?? ''}${STREAM_TAIL}`);
  try {
    const load = { tokens: subject.tokens, fans: benchFans(options.fans), rate: options.rate, seconds: options.seconds };
    return await measureLoad(fakes, subject, (tracker) => sendFanLoad(load, tracker, fakes), 'sendMessageDraft');
  } finally {
    Object.assign(openai, before);
    openai.reply((req) => `Echo: ${req.messages.at(-1)?.content ?? ''}`);
  }
}

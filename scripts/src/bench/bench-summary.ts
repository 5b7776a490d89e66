import { availableParallelism } from 'node:os';
import type { BenchOptions } from './bench-options';
import { bareComparisonLines } from './bare-comparison-summary';
import type { LoadResult } from './measured-load';
import { percentile } from './percentile';
import type { PollingResult } from './polling-phase';
import { fixed, NA, percent, tableRow, verdict } from './summary-format';
import type { WebhookResult } from './webhook-phase';

export interface IdleResult {
  bots: number;
  rssMiB: number;
}

export type PhaseResult = PollingResult | WebhookResult;

/** The figures with a target, and the conditions the target is stated for. */
const TARGETS = {
  runnerOwnP99Ms: 15,
  ingestP99Ms: 50,
  idleRssMiB: 512,
  /** Both latency targets are stated at 200 messages (updates) per second. */
  rate: 200,
  idleBots: 1000,
} as const;

const trio = (values: readonly number[]) => `${[50, 95, 99].map((p) => fixed(percentile(values, p))).join(' / ')} ms`;
const perMessage = (ms: number | undefined, load: LoadResult) => (ms === undefined ? NA : fixed(ms / load.summary.answered));

const below = (value: number, limit: number) => Number.isFinite(value) && value < limit;

/** One row of the side-by-side table: the label, then one cell per mode measured. */
const row = (label: string, phases: readonly PhaseResult[], cell: (phase: PhaseResult) => string) => tableRow(label, phases.map(cell));

function tableLines(phases: readonly PhaseResult[]): string[] {
  const rate = ({ summary }: LoadResult) => (summary.spanMs > 0 ? (summary.answered / summary.spanMs) * 1000 : 0);
  return [
    row('', phases, (p) => p.mode),
    row('answered', phases, (p) => `${p.summary.answered}/${p.summary.sent}, ${rate(p).toFixed(1)} msg/s`),
    row('end-to-end p50/p95/p99', phases, (p) => trio(p.summary.latencies)),
    row("runner's own p50/p95/p99", phases, (p) => (p.mode === 'polling' ? trio(p.timings.map((t) => t.ownMs)) : NA)),
    row('  LLM wait included', phases, (p) => (p.mode === 'polling' ? trio(p.timings.map((t) => t.totalMs)) : NA)),
    row('ingest p50/p95/p99', phases, (p) => (p.mode === 'webhook' ? trio(p.ingest.latencies) : NA)),
    row('  POSTs (non-2xx, unacked)', phases, (p) => (p.mode === 'webhook' ? `${p.ingest.posts} (${p.ingest.failed}, ${p.ingest.undelivered})` : NA)),
    row('CPU/msg runner, API, bench', phases, (p) => `${perMessage(p.cpu.runnerMs, p)}, ${perMessage(p.cpu.apiMs, p)}, ${perMessage(p.cpu.benchMs, p)} ms`),
    row('  PostgreSQL', phases, (p) => `${perMessage(p.cpu.postgresMs, p)} ms`),
    row('  whole machine', phases, (p) => `${perMessage(p.cpu.machineMs, p)} ms`),
    row('DB round trips/msg, runners', phases, (p) => perMessage(p.roundTrips, p)),
    row('machine busy (stolen)', phases, (p) => `${percent(p.cpu.machine.busyShare)} (${percent(p.cpu.machine.stealShare)})`),
    row('errors logged', phases, (p) => String(p.errors.length)),
  ];
}

function targetLines(options: BenchOptions, phases: readonly PhaseResult[], idle: IdleResult | undefined): string[] {
  const atRate = options.rate === TARGETS.rate;
  const lines: string[] = [];
  for (const phase of phases) {
    if (phase.mode === 'polling') {
      const p99 = percentile(phase.timings.map((t) => t.ownMs), 99);
      lines.push(`  polling: runner's own p99 ${fixed(p99)} ms, target < ${TARGETS.runnerOwnP99Ms} ms at ${TARGETS.rate} msg/s: ${verdict(below(p99, TARGETS.runnerOwnP99Ms), atRate)}`);
    } else {
      const p99 = percentile(phase.ingest.latencies, 99);
      lines.push(`  webhook: ingest p99 ${fixed(p99)} ms, target < ${TARGETS.ingestP99Ms} ms at ${TARGETS.rate} updates/s: ${verdict(below(p99, TARGETS.ingestP99Ms), atRate)}`);
    }
  }
  if (idle) {
    const fair = idle.bots >= TARGETS.idleBots;
    lines.push(`  idle: ${idle.bots} bots, runner RSS ${Math.round(idle.rssMiB)} MiB, target < ${TARGETS.idleRssMiB} MiB with 1,000 bots: ${verdict(below(idle.rssMiB, TARGETS.idleRssMiB), fair)}`);
  } else {
    lines.push('  idle: skipped (--idle-bots 0)');
  }
  return lines;
}

/** The machine's load average (1, 5 and 15 min) when the run started and when it ended: the figures move with it. */
export interface RunLoadAverages {
  atStart: number[];
  atEnd: number[];
}

const loadAverage = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(' ');

/**
 * The run's figures, the modes side by side. End-to-end runs from the push
 * into the fake Telegram to the reply reaching it; the runner's own work comes
 * from its "Update timing" lines (polling only); ingest is the webhook POST
 * from request start to response end. Then the polling phase's loads against
 * the bare grammY bot.
 */
export function printSummary(options: BenchOptions, phases: readonly PhaseResult[], idle: IdleResult | undefined, loadAverages: RunLoadAverages): void {
  const polling = phases.find((phase) => phase.mode === 'polling');
  const lines = [
    `runner benchmark (${availableParallelism()} cores): ${options.bots} bots × ${options.fans} fans per mode, ` +
      `${options.rate} msg/s for ${options.seconds} s, ${options.runners} runner(s)`,
    `load average (1/5/15 min): ${loadAverage(loadAverages.atStart)} at start, ${loadAverage(loadAverages.atEnd)} at end`,
    ...(phases.length ? tableLines(phases) : []),
    'targets:',
    ...targetLines(options, phases, idle),
    "(end-to-end: push into the fake Telegram → reply reaching it; runner's own: update in hand → reply issued, LLM wait excluded; ingest: webhook POST → API's response)",
    ...(polling ? bareComparisonLines(polling.bare, options) : []),
  ];
  for (const phase of phases) {
    if (phase.errors.length) lines.push(`warning: ${phase.mode}: ${phase.errors.length} errors logged under load; first: ${phase.errors[0]}`);
    if (phase.summary.answered < phase.summary.sent) lines.push(`warning: ${phase.mode}: ${phase.summary.sent - phase.summary.answered} messages unanswered`);
  }
  if (polling?.plainBotErrors.length) lines.push(`warning: the bare bot and the durable floor logged ${polling.plainBotErrors.length} errors; first: ${polling.plainBotErrors[0]}`);
  console.log(`\n${lines.join('\n')}`);
}

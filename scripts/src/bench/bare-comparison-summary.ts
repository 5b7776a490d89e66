import type { BareComparison, BothBots } from './bare-comparison';
import type { BenchOptions } from './bench-options';
import type { FlatOutResult, LoadResult } from './measured-load';
import { percentile } from './percentile';
import { fixed, NA, percent, tableRow, verdict } from './summary-format';

/**
 * Issue #35 point 3: Fanline against the bare bot as pure ratios, since an
 * absolute allowance would move with the machine. Latency and CPU are
 * Fanline's over the bare bot's (at most), throughput Fanline's share of the
 * bare bot's (at least).
 */
const TARGETS = {
  p50: 1.5,
  p99: 2,
  cpuPerMessage: 1.2,
  flatOutShare: 0.9,
  slowModelP99: 1.2,
  /** Issue #36 point 6: a fan's message to the first draft, against the bare bot streaming the same model. */
  firstDraft: 1.2,
  /** The paced targets are stated at about 200 fan messages a second, the slow model's at 250 ms. */
  rate: 200,
  modelMs: 250,
  firstTokenMs: 200,
} as const;

const p50 = (load: LoadResult) => percentile(load.summary.latencies, 50);
const p99 = (load: LoadResult) => percentile(load.summary.latencies, 99);
const cpuPerMessage = (load: LoadResult) => load.cpu.runnerMs / load.summary.answered;
const benchCpuPerMessage = (load: LoadResult) => load.cpu.benchMs / load.summary.answered;
const postgresCpuPerMessage = ({ cpu, summary }: LoadResult) => (cpu.postgresMs === undefined ? NA : fixed(cpu.postgresMs / summary.answered, 2));
const rateOf = ({ summary }: LoadResult) => (summary.spanMs > 0 ? (summary.answered / summary.spanMs) * 1000 : 0);
const throughput = (load: LoadResult) => ('throughput' in load ? (load as FlatOutResult).throughput : rateOf(load));
const ratio = (pair: BothBots, figure: (load: LoadResult) => number) => figure(pair.fanline) / figure(pair.bare);

/** "bare / Fanline unit, ratio ×": the cell for a figure where less is better. */
function costCell(pair: BothBots, figure: (load: LoadResult) => number, unit: string, digits = 1): string {
  return `${fixed(figure(pair.bare), digits)} / ${fixed(figure(pair.fanline), digits)} ${unit}, ${fixed(ratio(pair, figure), 2)} ×`;
}

function tableLines(comparison: BareComparison, options: BenchOptions): string[] {
  const loads: BothBots[] = [comparison.paced, comparison.flatOut, comparison.slowModel, comparison.streamed];
  const row = (label: string, cell: (pair: BothBots) => string) => tableRow(label, loads.map(cell));
  const pairs = options.bots * options.fans;
  return [
    tableRow('', [
      `paced, ${options.rate} msg/s`,
      `flat out, ${options.flatSeconds} s`,
      `${options.modelMs} ms model, ${pairs} at once ×${options.burstRounds}`,
      `streamed, to the first draft (${options.firstTokenMs} ms to the first text)`,
    ]),
    row('answered', (pair) => `${pair.bare.summary.answered}/${pair.bare.summary.sent} / ${pair.fanline.summary.answered}/${pair.fanline.summary.sent}`),
    row('p50', (pair) => costCell(pair, p50, 'ms')),
    row('p99', (pair) => costCell(pair, p99, 'ms')),
    row('msg/s', (pair) => `${fixed(throughput(pair.bare))} / ${fixed(throughput(pair.fanline))}, ${percent(ratio(pair, throughput))}`),
    row('CPU/msg, own processes', (pair) => costCell(pair, cpuPerMessage, 'ms', 2)),
    // Not in the ratio, but on the same cores: flat out, the bots' pace is set by what all of them spend.
    row('  PostgreSQL', (pair) => `${NA} / ${postgresCpuPerMessage(pair.fanline)} ms`),
    // The fakes and the load share one process: near a full core, it, not the bot, sets the pace.
    row('  the bench (fakes, load)', (pair) => `${fixed(benchCpuPerMessage(pair.bare), 2)} / ${fixed(benchCpuPerMessage(pair.fanline), 2)} ms`),
    row('DB round trips/msg', (pair) => `${NA} / ${pair.fanline.roundTrips === undefined ? NA : fixed(pair.fanline.roundTrips / pair.fanline.summary.answered, 2)}`),
    row('machine busy (stolen)', (pair) => `${percent(pair.bare.cpu.machine.busyShare)} (${percent(pair.bare.cpu.machine.stealShare)}) / ${percent(pair.fanline.cpu.machine.busyShare)} (${percent(pair.fanline.cpu.machine.stealShare)})`),
  ];
}

function targetLines({ paced, flatOut, slowModel, streamed }: BareComparison, options: BenchOptions): string[] {
  const atRate = options.rate === TARGETS.rate;
  const atModel = options.modelMs === TARGETS.modelMs;
  const atFirstToken = options.firstTokenMs === TARGETS.firstTokenMs;
  const atMost = (value: number, limit: number) => Number.isFinite(value) && value <= limit;
  const share = ratio(flatOut, throughput);
  return [
    `  paced: p50 ${fixed(ratio(paced, p50), 2)} × the bare bot's, target ≤ ${TARGETS.p50} × at ${TARGETS.rate} msg/s: ${verdict(atMost(ratio(paced, p50), TARGETS.p50), atRate)}`,
    `  paced: p99 ${fixed(ratio(paced, p99), 2)} ×, target ≤ ${TARGETS.p99} ×: ${verdict(atMost(ratio(paced, p99), TARGETS.p99), atRate)}`,
    `  paced: CPU/msg ${fixed(ratio(paced, cpuPerMessage), 2)} ×, target ≤ ${TARGETS.cpuPerMessage} ×: ${verdict(atMost(ratio(paced, cpuPerMessage), TARGETS.cpuPerMessage), atRate)}`,
    `  flat out: ${percent(share)} of the bare bot's msg/s, target ≥ ${percent(TARGETS.flatOutShare)}: ${verdict(Number.isFinite(share) && share >= TARGETS.flatOutShare, true)}`,
    `  ${options.modelMs} ms model, every fan at once: p99 ${fixed(ratio(slowModel, p99), 2)} ×, target ≤ ${TARGETS.slowModelP99} × with a ${TARGETS.modelMs} ms model: ` +
      verdict(atMost(ratio(slowModel, p99), TARGETS.slowModelP99), atModel),
    `  streamed: first draft p50 ${fixed(ratio(streamed, p50), 2)} ×, target ≤ ${TARGETS.firstDraft} × with the first text after ${TARGETS.firstTokenMs} ms: ` +
      verdict(atMost(ratio(streamed, p50), TARGETS.firstDraft), atFirstToken),
    `  streamed: first draft p99 ${fixed(ratio(streamed, p99), 2)} ×, target ≤ ${TARGETS.firstDraft} ×: ${verdict(atMost(ratio(streamed, p99), TARGETS.firstDraft), atFirstToken)}`,
  ];
}

/**
 * The polling phase's loads at both bots: the bare grammY bot (no database, its
 * own bots, the same fans) and Fanline, each figure as "bare / Fanline" and
 * Fanline's ratio to it; then each target of issue #35 point 3.
 */
export function bareComparisonLines(comparison: BareComparison, options: BenchOptions): string[] {
  return [
    'against a bare grammY bot (bare / Fanline, ratio; CPU: each bot\'s own processes, PostgreSQL not counted):',
    ...tableLines(comparison, options),
    'targets against the bare bot:',
    ...targetLines(comparison, options),
  ];
}

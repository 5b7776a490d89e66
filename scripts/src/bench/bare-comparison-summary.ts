import type { BareComparison, BothBots, ThreeBots } from './bare-comparison';
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
type Figure = (load: LoadResult) => number;
const ratio = (pair: BothBots, figure: Figure) => figure(pair.fanline) / figure(pair.bare);
const roundTripsPerMessage = (load: LoadResult) => (load.roundTrips === undefined ? NA : fixed(load.roundTrips / load.summary.answered, 2));

/** "bare / Fanline unit, ratio ×": the cell for a figure where less is better. */
function costCell(pair: BothBots, figure: Figure, unit: string, digits = 1): string {
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
    row('DB round trips/msg', (pair) => `${NA} / ${roundTripsPerMessage(pair.fanline)}`),
    row('machine busy (stolen)', (pair) => `${percent(pair.bare.cpu.machine.busyShare)} (${percent(pair.bare.cpu.machine.stealShare)}) / ${percent(pair.fanline.cpu.machine.busyShare)} (${percent(pair.fanline.cpu.machine.stealShare)})`),
  ];
}

/** "floor unit, its ratio to the bare bot × / Fanline's to the floor ×": a floor cell for a figure where less is better. */
function floorCell(trio: ThreeBots, figure: Figure, unit: string, digits = 1): string {
  const floor = figure(trio.floor);
  return `${fixed(floor, digits)} ${unit}, ${fixed(floor / figure(trio.bare), 2)} × / ${fixed(figure(trio.fanline) / floor, 2)} ×`;
}

/**
 * The durable floor (floor-bot.ts): the bare bot with only the statements
 * that point 1 and exact metering need. Its ratios to the bare bot are what
 * exactness alone costs on this machine, whatever the code; Fanline's ratios
 * to it are what Fanline adds beyond that. The targets are then read against
 * the floor itself: one the floor misses cannot be met by cutting Fanline's
 * own work.
 */
function floorLines({ paced, flatOut, slowModel }: BareComparison, options: BenchOptions): string[] {
  const loads: ThreeBots[] = [paced, flatOut, slowModel];
  const row = (label: string, cell: (trio: ThreeBots) => string) => tableRow(label, loads.map(cell));
  const toBare = (trio: ThreeBots, figure: Figure) => figure(trio.floor) / figure(trio.bare);
  return [
    "the durable floor (the bare bot plus the journal, a charge and a record on pg; floor, its ratio to the bare bot / Fanline's to the floor):",
    tableRow('', [`paced, ${options.rate} msg/s`, `flat out, ${options.flatSeconds} s`, `${options.modelMs} ms model, every fan at once`]),
    row('answered', (trio) => `${trio.floor.summary.answered}/${trio.floor.summary.sent}`),
    row('p50', (trio) => floorCell(trio, p50, 'ms')),
    row('p99', (trio) => floorCell(trio, p99, 'ms')),
    row('msg/s', (trio) => `${fixed(throughput(trio.floor))}, ${percent(toBare(trio, throughput))} / ${percent(throughput(trio.fanline) / throughput(trio.floor))}`),
    row('CPU/msg, own processes', (trio) => floorCell(trio, cpuPerMessage, 'ms', 2)),
    row('  PostgreSQL', (trio) => `${postgresCpuPerMessage(trio.floor)} / ${postgresCpuPerMessage(trio.fanline)} ms`),
    row('DB round trips/msg', (trio) => `${roundTripsPerMessage(trio.floor)} / ${roundTripsPerMessage(trio.fanline)}`),
    'the targets held to the floor itself (the floor against the bare bot):',
    `  paced p50 ${fixed(toBare(paced, p50), 2)} × (≤ ${TARGETS.p50}), p99 ${fixed(toBare(paced, p99), 2)} × (≤ ${TARGETS.p99}), ` +
      `CPU/msg ${fixed(toBare(paced, cpuPerMessage), 2)} × (≤ ${TARGETS.cpuPerMessage}), flat out ${percent(toBare(flatOut, throughput))} (≥ ${percent(TARGETS.flatOutShare)}), ` +
      `slow model p99 ${fixed(toBare(slowModel, p99), 2)} × (≤ ${TARGETS.slowModelP99})`,
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
 * Fanline's ratio to it; then each target of issue #35 point 3; then the
 * durable floor's figures beside both.
 */
export function bareComparisonLines(comparison: BareComparison, options: BenchOptions): string[] {
  return [
    'against a bare grammY bot (bare / Fanline, ratio; CPU: each bot\'s own processes, PostgreSQL not counted):',
    ...tableLines(comparison, options),
    'targets against the bare bot:',
    ...targetLines(comparison, options),
    ...floorLines(comparison, options),
  ];
}

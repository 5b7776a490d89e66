import type { FlatOutResult } from './api-load';
import { describeFailures, type Failures } from './api-requests';
import type { PacedResult } from './paced-load';
import { percentile } from './percentile';

/** The figures issue #24 sets: p99 under 50 ms at 200 requests/s on each endpoint; auth/me flat out at 70 % of the floor or more. */
export const TARGETS = { p99Ms: 50, rate: 200, floorShare: 0.7 } as const;

export interface EndpointFigures {
  name: string;
  paced: PacedResult;
  flat: FlatOutResult;
}

export interface FloorRound {
  floor: FlatOutResult;
  me: FlatOutResult;
}

export interface RunConditions {
  startedAt: Date;
  cpu: string;
  cores: number;
  loadBefore: number[];
  loadAfter: number[];
  /** Share of all cores busy (and stolen) while timing, from /proc/stat. */
  busyShare: number;
  stealShare: number;
  rate: number;
  seconds: number;
  connections: number;
  flatSeconds: number;
  world: string;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
const median = (values: number[]) => percentile(values, 50);

/** The floor comparison: the median of each side's rounds, so one round disturbed by other work on the machine does not decide it. */
export function floorShare(rounds: readonly FloorRound[]): { me: number; floor: number; share: number; meCpuMs: number; floorCpuMs: number } {
  const me = median(rounds.map((r) => r.me.rate));
  const floor = median(rounds.map((r) => r.floor.rate));
  return { me, floor, share: me / floor, meCpuMs: median(rounds.map((r) => r.me.serverCpuMs)), floorCpuMs: median(rounds.map((r) => r.floor.serverCpuMs)) };
}

export function failuresOf(endpoints: readonly EndpointFigures[], rounds: readonly FloorRound[], floorPaced: PacedResult): string[] {
  const runs: [string, Failures][] = [
    ...endpoints.flatMap((e): [string, Failures][] => [[`${e.name} at the fixed rate`, e.paced.failures], [`${e.name} flat out`, e.flat.failures]]),
    ['floor at the fixed rate', floorPaced.failures],
    ...rounds.flatMap((r, i): [string, Failures][] => [[`floor flat out, round ${i + 1}`, r.floor.failures], [`auth/me flat out, round ${i + 1}`, r.me.failures]]),
  ];
  return runs.filter(([, failures]) => failures.size > 0).map(([run, failures]) => `${run}: ${describeFailures(failures)}`);
}

export function printSummary(conditions: RunConditions, endpoints: readonly EndpointFigures[], floorPaced: PacedResult, rounds: readonly FloorRound[], apiErrors: string[]): void {
  const atTarget = conditions.rate === TARGETS.rate;
  const verdict = (p99: number) => `${p99 < TARGETS.p99Ms ? 'PASS' : 'MISS'}${atTarget ? '' : ` (at ${conditions.rate} req/s, not ${TARGETS.rate})`}`;
  const row = (name: string, paced: PacedResult, flat: FlatOutResult | undefined, target: string) =>
    `  ${name.padEnd(62)} ${ms(percentile(paced.latencies, 50)).padStart(6)} ${ms(percentile(paced.latencies, 99)).padStart(7)} ${ms(percentile(paced.sendLags, 99)).padStart(7)} ${perSecond(paced.achievedRate).padStart(6)}  ${target.padEnd(6)}` +
    (flat ? ` ${perSecond(flat.rate).padStart(8)} ${ms(flat.p99).padStart(8)} ${ms(flat.serverCpuMs * 1000).padStart(8)}` : '');
  const share = floorShare(rounds);
  const lines = [
    `API load benchmark, ${conditions.startedAt.toISOString()}`,
    `  machine: ${conditions.cpu}, ${conditions.cores} cores; load average (1/5/15 min) ${loads(conditions.loadBefore)} before, ${loads(conditions.loadAfter)} after; ` +
      `cores busy while timing ${Math.round(conditions.busyShare * 100)} % (stolen ${Math.round(conditions.stealShare * 100)} %)`,
    `  world: ${conditions.world}`,
    `  fixed rate: ${conditions.rate} req/s open loop for ${conditions.seconds} s, latency from when each request was due to its last byte ` +
      "(lag p99: how late the bench itself sent them, part of the latency); " +
      `flat out: autocannon, ${conditions.connections} connections, ${conditions.flatSeconds} s; API µs/req: the API process's CPU time per answer, flat out`,
    '',
    `  ${'endpoint'.padEnd(62)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(7)} ${'lag p99'.padStart(7)} ${'req/s'.padStart(6)}  ${`p99<${TARGETS.p99Ms}`.padEnd(6)} ${'flat req/s'.padStart(8)} ${'flat p99'.padStart(8)} ${'API µs/req'.padStart(8)}`,
    ...endpoints.map((e) => row(e.name, e.paced, e.flat, verdict(percentile(e.paced.latencies, 99)))),
    row('floor: bare Hono + session lookup (no target)', floorPaced, undefined, ''),
    '',
    `  greatest sustained req/s (flat out, all 2xx): ${endpoints.map((e) => `${e.name.replace(/^GET /, '')} ${perSecond(e.flat.rate)}`).join('; ')}`,
    `  auth/me vs floor, flat out, ${rounds.length} alternating rounds (req/s): ` + rounds.map((r) => `${perSecond(r.me.rate)} / ${perSecond(r.floor.rate)}`).join(', '),
    `  auth/me ${perSecond(share.me)} req/s = ${Math.round(share.share * 100)} % of the floor's ${perSecond(share.floor)} (medians); target ≥ ${TARGETS.floorShare * 100} %: ${share.share >= TARGETS.floorShare ? 'PASS' : 'MISS'}`,
    `  server CPU per answer, flat out (medians): auth/me ${ms(share.meCpuMs * 1000)} µs in the API process, the floor ${ms(share.floorCpuMs * 1000)} µs in its own`,
  ];
  if (apiErrors.length) lines.push(`  warning: the API logged ${apiErrors.length} errors; first: ${apiErrors[0]}`);
  console.log(`\n${lines.join('\n')}`);
}

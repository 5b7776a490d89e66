import autocannon from 'autocannon';
import { countFailure, type BenchRequest, type Failures } from './api-requests';

export interface FlatOutResult {
  /** 2xx answers per second over the run. */
  rate: number;
  answered: number;
  p50: number;
  p99: number;
  /** CPU time the server process spent per answer, in ms: robust to other work on the machine, unlike the rate. */
  serverCpuMs: number;
  failures: Failures;
}

/**
 * Closed-loop, flat out: `connections` keep-alive connections, each sending its
 * next request as soon as the last one is answered, for `seconds`. The
 * connections cycle through `requests` (a session per creator).
 */
export async function runFlatOut(baseUrl: string, requests: readonly BenchRequest[], connections: number, seconds: number, serverCpuMs: () => number): Promise<FlatOutResult> {
  const cpuAtStart = serverCpuMs();
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: requests.map((r) => ({ method: 'GET' as const, path: r.path, headers: r.headers })),
  });
  const failures: Failures = new Map();
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2')) countFailure(failures, status, count ?? 0);
  }
  // autocannon counts timeouts among the errors.
  countFailure(failures, `no answer (${result.timeouts} of them timeouts)`, result.errors);
  const answered = result['2xx'];
  const cpuMs = (serverCpuMs() - cpuAtStart) / answered;
  return { rate: answered / result.duration, answered, p50: result.latency.p50, p99: result.latency.p99, serverCpuMs: cpuMs, failures };
}

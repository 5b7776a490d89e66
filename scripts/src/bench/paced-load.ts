import http from 'node:http';
import { countFailure, type BenchRequest, type Failures } from './api-requests';

export interface PacedResult {
  /** Latency of each answered request, in ms, from the moment it was due to its last byte. */
  latencies: number[];
  sent: number;
  /** Requests answered per second over the run. */
  achievedRate: number;
  /**
   * How late the bench itself sent each request, in ms (its event loop held up
   * by its own GC or by other work on the machine). Already inside the
   * latencies; large values mean part of a tail is the client's.
   */
  sendLags: number[];
  /** Requests sent again after a reset on a reused keep-alive socket; their latency counts from the first try. */
  retried: number;
  failures: Failures;
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate,
 * evenly spaced, whether or not earlier ones have answered, and its latency is
 * counted from when it was due, so a stalled server cannot hide its queue
 * (coordinated omission). autocannon's overallRate is not used for this: each
 * connection sends its per-second quota back to back at the top of every
 * second, so "200 req/s" would be bursts at a concurrency of the connection
 * count, then idle; and its correction for coordinated omission takes the
 * expected interval as ceil(1 / rate) ms, i.e. 1 ms, adding phantom samples.
 */
export async function runPaced(baseUrl: string, requests: readonly BenchRequest[], rate: number, seconds: number): Promise<PacedResult> {
  if (requests.length === 0) throw new Error('no requests to send');
  const url = new URL(baseUrl);
  // Enough sockets that a slow answer never holds up a due request; idle ones are kept for reuse, as a browser's are.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const sendLags: number[] = [];
  const failures: Failures = new Map();
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const started = performance.now();
  let sent = 0;
  let settled = 0;
  let lastAnswerAt = started;
  let retried = 0;

  await new Promise<void>((resolve) => {
    const settle = () => {
      settled += 1;
      if (settled === total) resolve();
    };
    const issue = (request: BenchRequest, dueAt: number, isRetry: boolean) => {
      // A request ends once: answered, or failed on the request or mid-answer, whichever comes first.
      let ended = false;
      const fail = (error: NodeJS.ErrnoException) => {
        if (ended) return;
        ended = true;
        // The server closed an idle keep-alive socket as this request went out on it: as a browser
        // does (and Node's docs advise, see request.reusedSocket), send it once more on a new one.
        if (error.code === 'ECONNRESET' && req.reusedSocket && !isRetry) {
          retried += 1;
          issue(request, dueAt, true);
          return;
        }
        countFailure(failures, `no answer (${error.code ?? error.message})`);
        settle();
      };
      const req = http.request({ host: url.hostname, port: url.port, path: request.path, headers: request.headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        res.on('error', fail);
        res.on('end', () => {
          if (ended) return;
          ended = true;
          lastAnswerAt = performance.now();
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) latencies.push(lastAnswerAt - dueAt);
          else countFailure(failures, status);
          settle();
        });
        res.resume();
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      req.on('error', fail);
      req.end();
    };
    const send = (i: number) => {
      const dueAt = started + i * intervalMs;
      sendLags.push(performance.now() - dueAt);
      issue(requests[i % requests.length] as BenchRequest, dueAt, false);
    };
    // Timers fire late by a ms or so: each tick sends every request due by now, so the rate holds on average.
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
    };
    tick();
  });
  agent.destroy();
  return { latencies, sent, achievedRate: latencies.length / ((lastAnswerAt - started) / 1000), sendLags, retried, failures };
}

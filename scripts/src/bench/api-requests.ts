/** One request of a run: a path and the headers it goes with (the session of the creator it reads as). */
export interface BenchRequest {
  path: string;
  headers: Record<string, string>;
}

/** Answers outside 2xx seen in a run, by status, or by the error that left a request unanswered (ECONNRESET, timeout). */
export type Failures = Map<string, number>;

export function countFailure(failures: Failures, statusOrError: number | string, n = 1): void {
  const key = String(statusOrError);
  if (n > 0) failures.set(key, (failures.get(key) ?? 0) + n);
}

export function describeFailures(failures: Failures): string {
  return [...failures].map(([what, n]) => `${n} × ${what}`).join(', ');
}

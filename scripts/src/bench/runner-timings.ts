/** The runner's own account of one answered update (its "Update timing" log line, RUNNER_TIMINGS=1). */
export interface RunnerTiming {
  /** Update in hand → first reply request issued. */
  totalMs: number;
  /** The model's share of totalMs. */
  llmMs: number;
  /** totalMs without the model: the runner's own work, including its per-chat queue. */
  ownMs: number;
}

interface TimingLine {
  message?: unknown;
  bot_id?: unknown;
  update_id?: unknown;
  total_ms?: unknown;
  llm_ms?: unknown;
  own_ms?: unknown;
}

/**
 * Reads the runner's timing lines for the updates in `wanted` (keys from
 * `updateKey`), so warm-up updates and other noise never count.
 */
export function readRunnerTimings(output: string, tokenOfBot: ReadonlyMap<string, string>, wanted: ReadonlySet<string>): RunnerTiming[] {
  const timings: RunnerTiming[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes('"message":"Update timing"')) continue;
    let parsed: TimingLine;
    try {
      parsed = JSON.parse(line) as TimingLine;
    } catch {
      continue;
    }
    const token = typeof parsed.bot_id === 'string' ? tokenOfBot.get(parsed.bot_id) : undefined;
    if (token === undefined || typeof parsed.update_id !== 'number' || !wanted.has(updateKey(token, parsed.update_id))) continue;
    timings.push({ totalMs: Number(parsed.total_ms), llmMs: Number(parsed.llm_ms), ownMs: Number(parsed.own_ms) });
  }
  return timings;
}

export const updateKey = (token: string, updateId: number) => `${token}#${updateId}`;

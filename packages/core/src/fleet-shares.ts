/** A live polling runner as the fleet sees it at one heartbeat. */
export interface RunnerLoad {
  runnerId: string;
  /** RUNNER_CAPACITY: it never holds more bots than this (at least 1). */
  capacity: number;
  /** The bots whose unexpired leases it holds now. */
  held: number;
}

/**
 * How many of the runnable bots each live runner should hold, so that the
 * runners share them evenly as they come and go (decision 004).
 *
 * - Every bot has a place while the capacities allow: the shares add up to
 *   min(bots, the capacities' sum). 10 bots over capacities 1 and 2 give 1 and 2.
 * - A runner whose capacity is below the even share holds its capacity, and the
 *   others split what is left: 6 bots over capacities 1, 2 and 2000 give 1, 2, 3.
 * - The others' shares differ by at most one bot. The odd bots go to the
 *   runners already holding most (ties: the smaller runner id), so a fleet that
 *   is already fair moves nothing: 7 bots held 2, 3, 2 stay so, while 7 held
 *   by one runner beside two new ones become 3, 2, 2 with the 3 on the holder.
 * - No runners: an empty map. No bots: every share 0.
 */
export function fairBotShares(bots: number, runners: readonly RunnerLoad[]): Map<string, number> {
  const shares = new Map<string, number>();
  const byCapacity = [...runners].sort((a, b) => a.capacity - b.capacity || byRunnerId(a, b));
  let left = Math.max(0, bots);
  let capped = 0;
  // Smallest capacities first: once one exceeds the even share of what is left, every larger one does.
  for (const runner of byCapacity) {
    if (runner.capacity > Math.floor(left / (byCapacity.length - capped))) break;
    shares.set(runner.runnerId, runner.capacity);
    left -= runner.capacity;
    capped += 1;
  }
  const open = byCapacity.slice(capped).sort((a, b) => b.held - a.held || byRunnerId(a, b));
  if (!open.length) return shares;
  const even = Math.floor(left / open.length);
  open.forEach((runner, rank) => shares.set(runner.runnerId, even + (rank < left % open.length ? 1 : 0)));
  return shares;
}

function byRunnerId(a: RunnerLoad, b: RunnerLoad): number {
  return a.runnerId < b.runnerId ? -1 : a.runnerId > b.runnerId ? 1 : 0;
}

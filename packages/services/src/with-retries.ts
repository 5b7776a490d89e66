/**
 * Runs idempotent work up to `attempts` times, waiting 0.4, 0.8, 1.6, 3.2 s
 * between tries (about 6 s for five): long enough to ride out a database
 * failover or a blip, short enough that a fan's place in line is held only
 * briefly. The last failure is thrown.
 */
export async function withRetries<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }
}

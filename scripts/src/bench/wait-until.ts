/** Polls `check` every `everyMs` until it returns true; throws a message naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Rejects with a clear message if `promise` has not settled within `timeoutMs`. */
export async function withTimeout<T>(what: string, promise: Promise<T>, timeoutMs = 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

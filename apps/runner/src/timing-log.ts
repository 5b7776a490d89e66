/** Where "Update timing" lines go; see update-timing.ts. */
export interface TimingLog {
  record(fields: Record<string, unknown>): void;
  /** Writes whatever is buffered now (on shutdown). */
  flush(): void;
}

const FLUSH_EVERY_MS = 250;

/**
 * The console logger's JSON line format, but buffered: at hundreds of updates
 * a second one write per line would cost a syscall per update, and stdout to
 * a pipe is synchronous on Linux, so the clock being read would slow down the
 * work it measures. Lines go out together at most 250 ms late.
 */
export function createTimingLog(service: string, out: NodeJS.WritableStream = process.stdout): TimingLog {
  let lines: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    out.write(chunk);
  };
  return {
    record(fields) {
      lines.push(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', service, message: 'Update timing', ...fields })}\n`);
      timer ??= setTimeout(flush, FLUSH_EVERY_MS).unref();
    },
    flush,
  };
}

import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves once the combined output matches, or rejects after the timeout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * How long a test waits for the runner's "Runner ready": its start trains the crisis classifier
 * (crisis-screen.ts), which took 8–12 s on a slow CI machine beside other test files, on top of
 * tsx's compile and the database's first connections.
 */
export const RUNNER_READY_MS = 90_000;

/** Starts a TypeScript entry point the way npm start does (node --import tsx). */
export function startTsProcess(entry: string, env: Record<string, string | undefined>, cwd: string, execArgs: string[] = []): RunningProcess {
  const child = spawn(process.execPath, [...execArgs, '--import', 'tsx', entry], { cwd, env: env as NodeJS.ProcessEnv });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited: () => exit,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Timed out waiting for ${pattern}; output so far:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
}

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, startTsProcess, type RunningProcess } from '@fanline/testing';
import { REPO_ROOT } from '../paths';
import { errorLines, processCpuMs, stopBenchProcess } from './runner-process';

const API_ENTRY = path.join(REPO_ROOT, 'apps/api/src/main.ts');
const FLOOR_ENTRY = path.join(REPO_ROOT, 'scripts/src/bench/token-floor-server.ts');

export interface ServerUnderLoad {
  url: string;
  process: RunningProcess;
  /** Error lines it logged after start-up: a fast endpoint that fails must not pass. */
  errors(): string[];
  /** CPU time (user + system) the process has used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** A bench server process on a free loopback port, resolved once it has logged `ready`. */
async function startServer(what: string, entry: string, env: Record<string, string>, ready: RegExp, nodeArgs: string[] = []): Promise<ServerUnderLoad> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startTsProcess(entry, { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...env }, REPO_ROOT, nodeArgs);
  try {
    await child.waitFor(ready, 60_000);
  } catch (error) {
    child.child.kill('SIGKILL');
    throw error;
  }
  const readyAt = child.output().length;
  return { url, process: child, errors: () => errorLines(child, readyAt), cpuMs: () => processCpuMs(child), stop: () => stopBenchProcess(child, what) };
}

/**
 * Both servers run as their own processes (the real API as apps/api/src/main.ts
 * serves it, and the token floor), not in the bench's: flat out, autocannon
 * keeps a core busy, and sharing its event loop would cap the server by the
 * client. The API's variables are startApiProcess's (@fanline/testing), which
 * takes no node flags; API_NODE_ARGS (e.g. --cpu-prof) go to the API, FLOOR_NODE_ARGS to the floor.
 * The Telegram root is a closed port: the bench's bots have no token, so
 * nothing calls it.
 */
export function startApiUnderLoad(databaseUrl: string): Promise<ServerUnderLoad> {
  const env = {
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
    TELEGRAM_MODE: 'polling',
    WEB_DIST_DIR: '/nonexistent',
  };
  return startServer('the API', API_ENTRY, env, /"message":"API listening"/, process.env.API_NODE_ARGS?.split(' ').filter(Boolean));
}

/** The floor logs nothing once listening but a failure, so every later line counts as an error. */
export async function startTokenFloor(databaseUrl: string): Promise<ServerUnderLoad> {
  const floor = await startServer('the token floor', FLOOR_ENTRY, { DATABASE_URL: databaseUrl }, /Token floor listening/, process.env.FLOOR_NODE_ARGS?.split(' ').filter(Boolean));
  const readyAt = floor.process.output().length;
  return { ...floor, errors: () => floor.process.output().slice(readyAt).split('\n').filter((line) => line.trim() !== '') };
}

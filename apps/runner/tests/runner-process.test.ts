import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, RUNNER_READY_MS, startTsProcess, type TestDatabase } from '@fanline/testing';

const root = path.resolve(import.meta.dirname, '../../..');
const entry = path.join(root, 'apps/runner/src/main.ts');
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('runner process', () => {
  it('connects, reports ready, and exits cleanly on SIGTERM', async () => {
    const runner = startTsProcess(entry, { ...baseEnv, DATABASE_URL: database.url, APP_SECRET: 'r'.repeat(40), RUNNER_ID: 'runner-test' }, root);
    await runner.waitFor(/"message":"Runner ready".*"runner_id":"runner-test"/, RUNNER_READY_MS);
    runner.child.kill('SIGTERM');
    expect(await runner.exited()).toEqual({ code: 0, signal: null });
    expect(runner.output()).toContain('"message":"Runner stopped"');
  });

  it('runs on Node.js 24 or newer, and its queue starts without a warning', async () => {
    const runner = startTsProcess(entry, { ...baseEnv, DATABASE_URL: database.url, APP_SECRET: 'r'.repeat(40), QUEUE_CONCURRENCY: '20' }, root);
    const ready = /"message":"Runner ready".*"node":"v(\d+)\./;
    await runner.waitFor(ready, RUNNER_READY_MS);
    runner.child.kill('SIGTERM');
    expect(await runner.exited()).toEqual({ code: 0, signal: null });
    expect(Number(ready.exec(runner.output())?.[1])).toBeGreaterThanOrEqual(24);
    // graphile-worker warns when its pool is smaller than its concurrency (issue #34).
    expect(runner.output()).not.toMatch(/"level":"warning"/);
  });

  it('refuses to start without DATABASE_URL and names it', async () => {
    const runner = startTsProcess(entry, baseEnv, root);
    expect((await runner.exited()).code).toBe(1);
    expect(runner.output()).toMatch(/Invalid environment:\s+DATABASE_URL:/);
  });
});

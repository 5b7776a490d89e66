import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, startTsProcess, type TestDatabase } from '@fanline/testing';

const root = path.resolve(import.meta.dirname, '../../..');
const entry = path.join(root, 'apps/api/src/main.ts');
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME };

let database: TestDatabase;
let required: Record<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  required = { DATABASE_URL: database.url, APP_SECRET: 'a'.repeat(40) };
});
afterAll(() => database.drop());

describe('api process', () => {
  it('serves health and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const api = startTsProcess(entry, { ...baseEnv, ...required, PORT: String(port), HOST: '127.0.0.1' }, root);
    await api.waitFor(/API listening/);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    api.child.kill('SIGTERM');
    expect((await api.exited()).code).toBe(0);
  });

  it('names each malformed variable and stops', async () => {
    const api = startTsProcess(entry, { ...baseEnv, DATABASE_URL: 'mysql://nope', PORT: 'abc', APP_SECRET: 'short' }, root);
    expect((await api.exited()).code).toBe(1);
    const out = api.output();
    expect(out).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection URL/);
    expect(out).toMatch(/PORT:/);
    expect(out).toMatch(/APP_SECRET: must be at least 32 characters/);
  });

  it('names the crisis screen once at start: OpenAI’s moderation by default with an OpenAI key, the lexicon without one or when told', async () => {
    const screenOf = async (env: Record<string, string>) => {
      const api = startTsProcess(entry, { ...baseEnv, ...required, PORT: String(await freePort()), HOST: '127.0.0.1', ...env }, root);
      await api.waitFor(/"message":"Crisis screen"/);
      api.child.kill('SIGTERM');
      await api.exited();
      const lines = api.output().split('\n').filter((line) => line.includes('"message":"Crisis screen"'));
      expect(lines).toHaveLength(1);
      return JSON.parse(lines[0]!).moderation_provider as string;
    };
    const key = { OPENAI_API_KEY: 'sk-test' };
    expect(await Promise.all([screenOf(key), screenOf({}), screenOf({ ...key, MODERATION_PROVIDER: 'builtin' })])).toEqual(['openai', 'builtin', 'builtin']);

    const keyless = startTsProcess(entry, { ...baseEnv, ...required, MODERATION_PROVIDER: 'openai' }, root);
    expect((await keyless.exited()).code).toBe(1);
    expect(keyless.output()).toMatch(/OPENAI_API_KEY: Required when MODERATION_PROVIDER=openai/);
  });

  it('requires both Google credentials together', async () => {
    const api = startTsProcess(entry, { ...baseEnv, ...required, GOOGLE_CLIENT_ID: 'only-id' }, root);
    expect((await api.exited()).code).toBe(1);
    expect(api.output()).toMatch(/GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/);
  });
});

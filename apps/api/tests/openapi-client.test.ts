import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api?.close());

const run = promisify(execFile);
const clientDir = fileURLToPath(new URL('./openapi-client/', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** A fan who wrote to the bot, as a channel would have recorded them. */
async function openConversation(botId: string): Promise<string> {
  const db = api.database.db;
  const fan = await db.insertInto('fans').values({ bot_id: botId, channel: 'telegram', external_user_id: '4242', first_name: 'Mia' }).returning('id').executeTakeFirstOrThrow();
  const conversation = await db.insertInto('conversations').values({ bot_id: botId, fan_id: fan.id, channel: 'telegram' }).returning('id').executeTakeFirstOrThrow();
  return conversation.id;
}

describe('a client generated from the live document', () => {
  // The types are generated on each run into the git-ignored generated/ beside the client, so a fresh
  // clone needs nothing prepared; `npm run typecheck` leaves that folder to this test (apps/api's tsconfig excludes it).
  it('type-checks against it and signs up, creates a bot, lists bots and reads a conversation', async () => {
    const doc = (await api.http.get<OpenAPI3>('/api/openapi.json')).body;
    await mkdir(`${clientDir}generated`, { recursive: true });
    await writeFile(`${clientDir}generated/fanline-api.d.ts`, astToString(await openapiTS(doc)));

    const checked = await run(process.execPath, [tsc, '-p', `${clientDir}tsconfig.json`]).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toBe('');

    const clientModule: string = new URL('./openapi-client/fanline-client.ts', import.meta.url).href;
    const { signUpCreateListAndRead } = (await import(clientModule)) as { signUpCreateListAndRead: (url: string, open: typeof openConversation) => Promise<unknown> };
    expect(await signUpCreateListAndRead(api.url, openConversation)).toEqual({
      plan: 'spark',
      botId: expect.any(String),
      names: ['Luna'],
      fanName: 'Mia',
      channel: 'telegram',
      texts: [],
    });
  }, 60_000);
});

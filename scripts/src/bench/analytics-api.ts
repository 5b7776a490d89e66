import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServer } from '@fanline/api-server/server';
import { createDb } from '@fanline/db';
import { createBilling, createInboxFeed, createLlm, createRateLimits, createSecretBox, createSession, createVoiceSynthesizer, llmSettingsFrom, type Logger } from '@fanline/services';
import type { BenchCreator } from './analytics-world';

export interface BenchApi {
  url: string;
  /** A session token per creator id. */
  tokens: Map<string, string>;
  /** Errors the API logged (an endpoint that fails must not pass as fast). */
  errors: string[];
  close(): Promise<void>;
}

/**
 * The real API (createServer, as apps/api/src/main.ts serves it) on a random
 * port, with its own production-sized pool, and a session per creator.
 */
export async function startBenchApi(url: string, creators: readonly BenchCreator[]): Promise<BenchApi> {
  const db = createDb({ connectionString: url, applicationName: 'fanline-bench-api' });
  const errors: string[] = [];
  const log: Logger = { info: () => {}, error: (message, fields) => void errors.push(`${message} ${JSON.stringify(fields ?? {})}`) };
  const app = createServer({
    db,
    log,
    google: null,
    instagram: null,
    whatsapp: null,
    trustProxy: false,
    webDistDir: '/nonexistent',
    bots: { secrets: createSecretBox(randomBytes(32).toString('hex')), llm: createLlm(llmSettingsFrom({}), { timeoutMs: 5000 }), telegramApiRoot: 'http://127.0.0.1:9', telegramMode: 'polling', appUrl: 'http://127.0.0.1:9' },
    billing: createBilling({ appUrl: 'http://127.0.0.1:9' }, log),
    support: { ticketUrl: null },
    inboxFeed: createInboxFeed(url, log),
    voiceLibrary: null,
    voice: createVoiceSynthesizer({ baseUrl: '' }),
    limits: createRateLimits(db),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const tokens = new Map<string, string>();
  for (const creator of creators) tokens.set(creator.id, (await createSession(db, creator.id)).token);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokens,
    errors,
    async close() {
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}

/** One GET as the signed-in creator; its wall time in ms. Anything but 200 fails the bench. */
export async function timedGet(api: BenchApi, path: string, creatorId: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${api.tokens.get(creatorId) ?? ''}` } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 300)}`);
  return ms;
}

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { RATE_LIMITS, type RateLimitRules, type TelegramMode } from '@fanline/core';
import { createBilling, createInboxFeed, createLlm, createRateLimits, createSecretBox, createVoiceLibrary, createVoiceSynthesizer, llmSettingsFrom, type BillingConfig, type GoogleConfig, type InstagramConfig, type KnowledgeVectors, type WhatsAppConfig } from '@fanline/services';
import { createHttpClient, createRecordingLogger, createTestDatabase, type HttpClient, type RecordingLogger, type TestDatabase } from '@fanline/testing';
import { createServer } from '../src/server';

export interface TestApi {
  url: string;
  http: HttpClient;
  database: TestDatabase;
  log: RecordingLogger;
  /** The routes the server mounted (Hono's list), to check documentation against. */
  routes: readonly { method: string; path: string }[];
  close(): Promise<void>;
}

export interface TestApiOptions {
  google?: GoogleConfig | null;
  /** The Meta app for Instagram (a fake's URLs); without it Instagram answers 503 not configured. redirectUri defaults to this server's callback. */
  instagram?: Omit<InstagramConfig, 'redirectUri'> & { redirectUri?: string };
  /** The Meta app for WhatsApp (a fake's Graph URL); without it connecting answers 503 not configured. */
  whatsapp?: WhatsAppConfig;
  /** Fanline's ElevenLabs account (a fake's URL) for cloned voices; without it cloning answers 503. */
  elevenlabs?: { apiKey: string; baseUrl: string; cloneTimeoutMs?: number };
  trustProxy?: boolean;
  /** The built web app to serve; browser tests pass apps/web/dist. */
  webDistDir?: string;
  /** Provider variables as in the environment, e.g. { OPENAI_API_KEY, OPENAI_BASE_URL } pointing at a fake. */
  llmEnv?: Record<string, string>;
  /** grammY's apiRoot; by default a closed port, so nothing can reach the real Telegram. */
  telegramApiRoot?: string;
  /** TELEGRAM_MODE; webhook mode registers webhooks at APP_URL (this server, unless appUrl says otherwise). */
  telegramMode?: TelegramMode;
  /** Set it when another process (the runner) must read the secrets this API encrypts. */
  appSecret?: string;
  /** Stripe keys and STRIPE_API_URL (a fake); without them checkout and the webhook answer 503. */
  stripe?: Omit<BillingConfig, 'appUrl'>;
  /** APP_URL, where Checkout returns; by default the test server itself. */
  appUrl?: string;
  /** SUPPORT_TICKET_URL: the external help desk. */
  supportTicketUrl?: string;
  /** Rate limits over TEST_RATE_LIMITS (which no other test reaches); rate-limits.test.ts makes them small. */
  rateLimits?: Partial<RateLimitRules>;
  /** METRICS_TOKEN: GET /metrics answers this bearer token; without it the endpoint is off. */
  metricsToken?: string;
  /** Another API's database, to run a second instance over it (closing this one leaves it in place). */
  database?: TestDatabase;
  /** Vector search over knowledge (a database with pgvector: startVectorPostgres). */
  knowledgeVectors?: KnowledgeVectors;
}

/** The production rules and messages, with budgets no test reaches by accident (route-fuzz signs up dozens from 127.0.0.1). */
export const TEST_RATE_LIMITS = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, points: 100_000 }]),
) as RateLimitRules;

/** The real HTTP server on a random port, over a fresh database of its own (or options.database). */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = options.database ?? (await createTestDatabase());
  const log = createRecordingLogger();
  const inboxFeed = createInboxFeed(database.url, log);
  const app = createServer({
    db: database.db,
    log,
    google: options.google ?? null,
    get instagram() {
      return options.instagram ? { redirectUri: `${url}/api/instagram/oauth/callback`, ...options.instagram } : null;
    },
    whatsapp: options.whatsapp ?? null,
    trustProxy: options.trustProxy ?? false,
    webDistDir: options.webDistDir ?? '/nonexistent',
    bots: {
      secrets: createSecretBox(options.appSecret ?? randomBytes(32).toString('hex')),
      llm: createLlm(llmSettingsFrom(options.llmEnv ?? {}), { timeoutMs: 5000 }),
      telegramApiRoot: options.telegramApiRoot ?? 'http://127.0.0.1:9',
      telegramMode: options.telegramMode ?? 'polling',
      knowledgeVectors: options.knowledgeVectors ?? null,
      get appUrl() {
        return options.appUrl ?? url;
      },
    },
    // Checkout's return address needs the port, which is known only once listening.
    get billing() {
      return billing;
    },
    support: { ticketUrl: options.supportTicketUrl ?? null },
    inboxFeed,
    voice: createVoiceSynthesizer({ apiKey: options.elevenlabs?.apiKey, baseUrl: options.elevenlabs?.baseUrl ?? '' }),
    voiceLibrary: options.elevenlabs ? createVoiceLibrary({ ...options.elevenlabs, cloneTimeoutMs: options.elevenlabs.cloneTimeoutMs ?? 10_000 }) : null,
    limits: createRateLimits(database.db, { ...TEST_RATE_LIMITS, ...options.rateLimits }),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const billing = createBilling({ ...options.stripe, appUrl: options.appUrl ?? url }, log);
  return {
    url,
    http: createHttpClient(url),
    database,
    log,
    routes: app.routes,
    async close() {
      // fetch keeps connections alive; close them so server.close() returns at once.
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await inboxFeed.close();
      if (!options.database) await database.drop();
    },
  };
}

let counter = 0;
/** A unique, valid sign-up body. */
export function newCreator(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return { name: `Creator ${counter}`, email: `creator${counter}.${Date.now()}@example.com`, password: 'correct-horse', ...overrides };
}

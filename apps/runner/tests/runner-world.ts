import path from 'node:path';
import type { PlanId, TelegramMode } from '@fanline/core';
import { randomBytes } from 'node:crypto';
import { startTestApi, type TestApi } from '@fanline/api-server/test-harness';
import {
  startFakeElevenLabs,
  startFakeInstagram,
  startFakeOpenAI,
  startFakeTelegram,
  startFakeWhatsApp,
  type FakeInstagram,
  type FakeWhatsApp,
  RUNNER_READY_MS,
  startTsProcess,
  type FakeElevenLabs,
  type FakeOpenAI,
  type FakeTelegram,
  type FakeTelegramBot,
  type RunningProcess,
} from '@fanline/testing';

const root = path.resolve(import.meta.dirname, '../../..');
const entry = path.join(root, 'apps/runner/src/main.ts');

export interface RunnerWorld {
  /** How Telegram reaches the bots: the runner polls, or the fake POSTs to the API's webhook. */
  mode: TelegramMode;
  api: TestApi;
  /** APP_SECRET of the API and runners, for another process on the same database. */
  appSecret: string;
  telegram: FakeTelegram;
  openai: FakeOpenAI;
  elevenlabs: FakeElevenLabs;
  /** The fake Instagram Platform, with the API's Meta app and webhook pointed at it; only with `instagram: true`. */
  instagram: FakeInstagram | null;
  /** The fake WhatsApp Cloud API, with the API's Meta app and webhook pointed at it; only with `whatsapp: true`. */
  whatsapp: FakeWhatsApp | null;
  /** Starts a real runner process against this world; short leases keep tests quick. */
  startRunner(id: string, env?: Record<string, string>): Promise<RunningProcess>;
  /** Signs a creator up, creates a bot with a fresh fake Telegram token and deploys it through the API. */
  deployBot(options?: { plan?: PlanId; user?: Record<string, unknown>; bot?: Record<string, unknown> }): Promise<DeployedBot>;
  close(): Promise<void>;
}

export interface DeployedBot {
  botId: string;
  userId: string;
  userToken: string;
  tg: FakeTelegramBot;
}

let fans = 0;
/** A new Telegram user, unique across the run. */
export function newFan() {
  fans += 1;
  return { id: 700_000 + fans, first_name: `Fan ${fans}`, username: `fan_${fans}` };
}

export async function startRunnerWorld(options: { mode?: TelegramMode; instagram?: boolean; whatsapp?: boolean } = {}): Promise<RunnerWorld> {
  const mode = options.mode ?? 'polling';
  const instagram = options.instagram ? await startFakeInstagram() : null;
  const whatsapp = options.whatsapp ? await startFakeWhatsApp() : null;
  const telegram = await startFakeTelegram();
  const openai = await startFakeOpenAI();
  const elevenlabs = await startFakeElevenLabs();
  const appSecret = randomBytes(32).toString('hex');
  const llmEnv = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL };
  const instagramConfig = instagram && {
    appId: instagram.app.id,
    appSecret: instagram.app.secret,
    verifyToken: 'runner-world-verify',
    authorizeUrl: instagram.authorizeUrl,
    apiUrl: instagram.apiUrl,
    graphUrl: instagram.graphUrl,
    graphVersion: 'v23.0',
  };
  const whatsappConfig = whatsapp && {
    appSecret: whatsapp.app.secret,
    verifyToken: 'runner-world-verify',
    graphUrl: whatsapp.graphUrl,
    graphVersion: 'v23.0',
    embeddedSignup: null,
  };
  const api = await startTestApi({
    telegramApiRoot: telegram.url,
    llmEnv,
    appSecret,
    telegramMode: mode,
    // The same ElevenLabs account the runner speaks through: the API clones creators' voices there (issue #39).
    elevenlabs: { apiKey: 'el-test', baseUrl: elevenlabs.url },
    ...(instagramConfig ? { instagram: instagramConfig } : {}),
    ...(whatsappConfig ? { whatsapp: whatsappConfig } : {}),
  });
  instagram?.setWebhook(`${api.url}/api/instagram/webhook`, instagram.app.secret);
  whatsapp?.setWebhook(`${api.url}/api/whatsapp/webhook`, whatsapp.app.secret);
  const runners: RunningProcess[] = [];

  return {
    mode,
    api,
    appSecret,
    telegram,
    instagram,
    whatsapp,
    openai,
    elevenlabs,
    async startRunner(id, env = {}) {
      const runner = startTsProcess(
        entry,
        {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: api.database.url,
          APP_SECRET: appSecret,
          RUNNER_ID: id,
          TELEGRAM_API_ROOT: telegram.url,
          ELEVENLABS_API_KEY: 'el-test',
          ELEVENLABS_BASE_URL: elevenlabs.url,
          LEASE_TTL_MS: '3000',
          HEARTBEAT_MS: '500',
          POLL_TIMEOUT_SECONDS: '1',
          TELEGRAM_MODE: mode,
          ...(instagram ? { INSTAGRAM_GRAPH_URL: instagram.graphUrl, INSTAGRAM_GRAPH_VERSION: 'v23.0', APP_URL: api.url } : {}),
          ...(whatsapp ? { WHATSAPP_GRAPH_URL: whatsapp.graphUrl, WHATSAPP_GRAPH_VERSION: 'v23.0' } : {}),
          // Few queue workers: tests run side by side on one PostgreSQL, and a handful of fans at a time needs no more.
          QUEUE_CONCURRENCY: '4',
          ...llmEnv,
          ...env,
        },
        root,
      );
      runners.push(runner);
      // Generous: a runner trains the crisis classifier before it is ready (about 4 s alone on a quick machine, 8–12 s on a slow one), and tests start several side by side.
      await runner.waitFor(/"message":"Runner ready"/, RUNNER_READY_MS);
      return runner;
    },
    async deployBot(options = {}) {
      const email = `runner.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const reg = await api.http.post('/api/auth/register', { name: 'Runner Creator', email, password: 'runner-pass' });
      const user = { plan: options.plan ?? 'ignite', bots_limit: 999999, messages_remaining: 5000, ...options.user };
      await api.database.db.updateTable('users').set(user).where('id', '=', reg.body.user.id).execute();
      const tg = telegram.addBot();
      const bot = await api.http.post(
        '/api/chatbots',
        {
          name: 'Runner Bot',
          description: 'A bot under test',
          personality: 'You are a helpful test bot.',
          greeting: 'Welcome, friend!',
          llm_provider: 'openai',
          llm_model: 'gpt-4o-mini',
          telegram_token: tg.token,
          ...options.bot,
        },
        reg.body.token,
      );
      if (bot.status !== 201) throw new Error(`bot create failed: ${JSON.stringify(bot.body)}`);
      const deployed = await api.http.post(`/api/telegram/deploy/${bot.body.id}`, {}, reg.body.token);
      if (deployed.status !== 200) throw new Error(`deploy failed: ${JSON.stringify(deployed.body)}`);
      return { botId: bot.body.id, userId: reg.body.user.id, userToken: reg.body.token, tg };
    },
    async close() {
      if (process.env.RUNNER_LOG) for (const runner of runners) (await import('node:fs')).appendFileSync(process.env.RUNNER_LOG, runner.output());
      for (const runner of runners) runner.child.kill('SIGKILL');
      await api.close();
      await telegram.close();
      await instagram?.close();
      await openai.close();
      await elevenlabs.close();
    },
  };
}

export { eventually } from '@fanline/testing';

/** A message's text without the AI disclosure that leads the first message a fan gets from a bot. */
export function withoutDisclosure(text: unknown): string {
  return String(text).replace(/^🤖[^\n]*\n\n/u, '');
}

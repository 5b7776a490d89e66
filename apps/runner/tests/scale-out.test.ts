import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, startApiProcess, type ApiProcess, type FakeTelegramBot, type FakeTelegramUser } from '@fanline/testing';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

const BOTS = 3;
const FANS_PER_BOT = 8;
const RATE_PER_SECOND = 20;
const LOAD_MS = 8_000;
const STARTING_BALANCE = 5000;

let world: RunnerWorld | undefined;
let apis: ApiProcess[] = [];
let proxy: RoundRobinProxy | undefined;
afterEach(async () => {
  if (process.env.RUNNER_LOG) for (const api of apis) (await import('node:fs')).appendFileSync(process.env.RUNNER_LOG, api.output());
  for (const api of apis) api.child.kill('SIGKILL');
  await Promise.all(apis.map((api) => api.exited()));
  apis = [];
  await proxy?.close();
  proxy = undefined;
  await world?.close();
  world = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SentText {
  token: string;
  botId: string;
  chatId: number;
  updateId: number;
  text: string;
}

describe('scale-out in webhook mode', () => {
  it('loses no message and charges none twice when one of two runners behind two APIs is SIGKILLed under load', async () => {
    world = await startRunnerWorld({ mode: 'webhook' });
    const w = world;
    const db = w.api.database.db;
    w.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
    w.openai.delayMs = 0;

    // Two API replicas behind one address: Telegram's POSTs alternate between them. They share a secret
    // with the runners, which open the bot tokens and webhook secrets the APIs seal.
    const appSecret = randomBytes(32).toString('hex');
    proxy = await startRoundRobinProxy();
    const lb = proxy;
    const llmEnv = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: w.openai.baseURL };
    const apiOptions = { databaseUrl: w.api.database.url, appSecret, telegramApiRoot: w.telegram.url, telegramMode: 'webhook' as const, appUrl: lb.url, env: llmEnv };
    apis = await Promise.all([startApiProcess(apiOptions), startApiProcess(apiOptions)]);
    lb.targets.push(...apis.map((api) => api.url));

    // Each creator signs up, creates and deploys a bot through one of the API processes, so the webhook is the balancer's.
    const bots: { botId: string; userId: string; tg: FakeTelegramBot }[] = [];
    for (let i = 0; i < BOTS; i += 1) {
      const http = createHttpClient(apis[i % apis.length]!.url);
      const email = `scale.${i}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const reg = await http.post('/api/auth/register', { name: `Scale Creator ${i}`, email, password: 'scale-out-pass' });
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      await db.updateTable('users').set({ plan: 'ignite', bots_limit: 999999, messages_remaining: STARTING_BALANCE }).where('id', '=', reg.body.user.id).execute();
      const tg = w.telegram.addBot();
      const bot = await http.post(
        '/api/chatbots',
        {
          name: `Scale Bot ${i}`,
          description: 'A bot under load',
          personality: 'You are a helpful test bot.',
          greeting: 'Welcome, friend!',
          llm_provider: 'openai',
          llm_model: 'gpt-4o-mini',
          telegram_token: tg.token,
        },
        reg.body.token,
      );
      expect(bot.status, JSON.stringify(bot.body)).toBe(201);
      const deployed = await http.post(`/api/telegram/deploy/${bot.body.id}`, {}, reg.body.token);
      expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
      bots.push({ botId: bot.body.id as string, userId: reg.body.user.id as string, tg });
    }
    for (const bot of bots) expect(w.telegram.webhook(bot.tg.token)?.url).toBe(`${lb.url}/api/telegram/webhook/${bot.botId}`);

    // Eight events at once per runner is ample for this load (about three in the model at a time) and keeps the
    // test's PostgreSQL connections well under the server's 100, shared with other test files.
    const runnerEnv = { APP_SECRET: appSecret, LEASE_TTL_MS: '3000', HEARTBEAT_MS: '500', QUEUE_CONCURRENCY: '8' };
    const [a, b] = await Promise.all([w.startRunner('runner-a', runnerEnv), w.startRunner('runner-b', runnerEnv)]);
    const workersOf = async (runnerId: string) =>
      (await db.selectFrom('queue_workers').select('worker_id').where('runner_id', '=', runnerId).execute()).map((row) => row.worker_id);
    await eventually(async () => (await workersOf('runner-a')).length > 0 && (await workersOf('runner-b')).length > 0, 10_000, 'both runners heartbeating');
    const lockedBy = async (workerIds: string[]) =>
      workerIds.length === 0
        ? 0
        : Number(
            (await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker._private_jobs WHERE locked_by = ANY(${workerIds}::text[])`.execute(db))
              .rows[0]?.n,
          );

    // A steady load: every fan of every bot in turn, each text unique; the slow model keeps events in flight.
    w.openai.delayMs = 150;
    const fans: { bot: (typeof bots)[number]; fan: FakeTelegramUser }[] = [];
    for (const bot of bots) for (let f = 0; f < FANS_PER_BOT; f += 1) fans.push({ bot, fan: newFan() });
    const total = Math.round((LOAD_MS / 1000) * RATE_PER_SECOND);
    const sent: SentText[] = [];
    const started = Date.now();
    let kill: Promise<{ at: number; lockedByVictim: number }> | undefined;
    for (let i = 0; i < total; i += 1) {
      await sleep(started + (i * 1000) / RATE_PER_SECOND - Date.now());
      const { bot, fan } = fans[i % fans.length]!;
      const text = `message ${i} from fan ${fan.id} to ${bot.botId.slice(0, 8)}`;
      const update = w.telegram.sendText(bot.tg.token, fan, text);
      sent.push({ token: bot.tg.token, botId: bot.botId, chatId: fan.id, updateId: update.update_id, text });
      if (i === Math.floor(total / 2)) {
        // Mid-load, once runner-a holds events (up to a second more), it is killed without warning.
        kill = (async () => {
          const victimWorkers = await workersOf('runner-a');
          const deadline = Date.now() + 1000;
          while ((await lockedBy(victimWorkers)) < 2 && Date.now() < deadline) await sleep(10);
          a.child.kill('SIGKILL');
          const at = Date.now() - started;
          await a.exited();
          // Dead now: the jobs its workers still lock are exactly the ones it had in hand.
          return { at, lockedByVictim: await lockedBy(victimWorkers) };
        })();
      }
    }
    const loadMs = Date.now() - started;
    const { at: killAt, lockedByVictim } = await kill!;
    expect(await a.exited()).toEqual({ code: null, signal: 'SIGKILL' });

    const repliesByChat = () => {
      const byChatText = new Map<string, number>();
      for (const bot of bots) {
        for (const call of w.telegram.calls(bot.tg.token, 'sendMessage')) {
          const key = `${bot.tg.token}|${Number(call.params.chat_id)}|${withoutDisclosure(call.params.text)}`;
          byChatText.set(key, (byChatText.get(key) ?? 0) + 1);
        }
      }
      return byChatText;
    };
    const keyOf = (m: SentText) => `${m.token}|${m.chatId}|LLM reply to: ${m.text}`;
    const unanswered = () => {
      const replies = repliesByChat();
      return sent.filter((m) => !replies.get(keyOf(m)));
    };
    const jobsLeft = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker._private_jobs`.execute(db)).rows[0]?.n);

    try {
      await eventually(() => unanswered().length === 0, 45_000, 'every message answered');
      // Once no job is left, no further reply can be sent.
      await eventually(async () => (await jobsLeft()) === 0, 20_000, 'the queue drained');
    } catch (error) {
      const missing = unanswered();
      console.log(`scale-out: ${missing.length} unanswered, e.g. ${JSON.stringify(missing.slice(0, 3))}; jobs left ${await jobsLeft()}`);
      throw error;
    }

    const replies = repliesByChat();
    const expectedReplies = new Set(sent.map(keyOf));
    const sentTwice = sent.filter((m) => (replies.get(keyOf(m)) ?? 0) > 1);
    const strays = [...replies.keys()].filter((key) => !expectedReplies.has(key));
    const notOk = bots.flatMap((bot) => w.telegram.webhookDeliveries(bot.tg.token).filter((d) => d.status < 200 || d.status > 299));
    console.log(
      `scale-out: ${sent.length} messages in ${loadMs} ms, ${sentTwice.length} replies sent twice (max ${Math.max(0, ...sentTwice.map((m) => replies.get(keyOf(m))!))} copies), ` +
        `kill at ${killAt} ms with ${lockedByVictim} events in runner-a's hands, webhook POSTs per API ${JSON.stringify(lb.forwarded)}, ` +
        `non-2xx webhook answers ${notOk.length}, proxy failures ${lb.failed}` +
        (sentTwice.length ? `; twice: ${sentTwice.map((m) => `update ${m.updateId} "${m.text}"`).join(', ')}` : ''),
    );

    // No message lost: each got its reply, and nothing else was sent.
    expect(unanswered()).toEqual([]);
    expect(strays).toEqual([]);
    // A reply goes twice only when the kill fell between its send and its job's commit.
    expect(sentTwice.length).toBeLessThanOrEqual(1);
    expect(lockedByVictim).toBeGreaterThan(0);
    expect(b.output()).toContain('Freed the jobs of silent queue workers');
    expect(b.child.exitCode).toBeNull();
    // Both replicas took Telegram's POSTs, and Telegram holds nothing undelivered.
    for (const count of lb.forwarded) expect(count).toBeGreaterThan(0);
    for (const bot of bots) expect(w.telegram.pendingUpdates(bot.tg.token)).toBe(0);

    // Exactly one fan row and one reply row per message, and one charge.
    const botIds = bots.map((bot) => bot.botId);
    const messages = await db.selectFrom('messages').select(['bot_id', 'role', 'content', 'external_message_id', 'error']).where('bot_id', 'in', botIds).execute();
    const rowsOf = (role: string) => messages.filter((row) => row.role === role).map((row) => `${row.bot_id}|${row.external_message_id}|${row.content}`).sort();
    expect(messages.filter((row) => row.error !== null)).toEqual([]);
    expect(rowsOf('user')).toEqual(sent.map((m) => `${m.botId}|${m.updateId}|${m.text}`).sort());
    expect(rowsOf('assistant')).toEqual(sent.map((m) => `${m.botId}|${m.updateId}|LLM reply to: ${m.text}`).sort());
    expect(messages).toHaveLength(2 * sent.length);

    const debits = await db.selectFrom('usage_debits').select(['bot_id', 'external_message_id', 'kind', 'amount']).where('bot_id', 'in', botIds).execute();
    expect(debits.map((d) => `${d.bot_id}|${d.external_message_id}|${d.kind}|${d.amount}`).sort()).toEqual(sent.map((m) => `${m.botId}|${m.updateId}|message|1`).sort());
    for (const bot of bots) {
      const user = await db.selectFrom('users').select('messages_remaining').where('id', '=', bot.userId).executeTakeFirstOrThrow();
      expect(user.messages_remaining).toBe(STARTING_BALANCE - sent.filter((m) => m.botId === bot.botId).length);
    }
    expect(await jobsLeft()).toBe(0);
  });
});

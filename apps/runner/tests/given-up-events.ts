import { sql } from 'kysely';
import { expect } from 'vitest';
import { FAN_EVENT_MAX_ATTEMPTS, fanConversation, GIVEN_UP_REASON } from '@fanline/services';
import { voiceOf } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, type RunnerWorld } from './runner-world';

/*
 * Worlds and steps for events whose tries fail until the inbound queue gives them up: the replies
 * Telegram refuses (failed-replies.test.ts) and the bots that stay paused (paused-bots.test.ts).
 */

// A 429 whose wait is longer than the runner's auto-retry waits (30 s) fails the send at once, as a long flood ban would.
export const FLOOD = { error_code: 429, description: 'Too Many Requests: retry after 60', retry_after: 60 };

let world: RunnerWorld | undefined;

/** Starts the test's world (webhook mode unless told), closed by closeWorld after it. */
export async function startWorld(mode: 'webhook' | 'polling' = 'webhook'): Promise<RunnerWorld> {
  world = await startRunnerWorld({ mode });
  return world;
}

export async function closeWorld(): Promise<void> {
  await world?.close();
  world = undefined;
}

export const balanceOf = async (w: RunnerWorld, userId: string) =>
  (await w.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;

/** A webhook-mode world with a paused bot and a runner; its fan's conversation can be made first, and `givenUp` runs a message's tries out. */
export async function pausedBotFan() {
  const w = await startWorld();
  const bot = await w.deployBot();
  expect((await w.api.http.post(`/api/chatbots/${bot.botId}/toggle`, { is_active: false }, bot.userToken)).status).toBe(200);
  const runner = await w.startRunner('runner-a');
  const fan = newFan();
  const identity = { channel: 'telegram' as const, externalUserId: String(fan.id), username: fan.username, firstName: fan.first_name, languageCode: null };
  const send = (text: string) => w.telegram.sendText(bot.tg.token, fan, text);
  return {
    w,
    bot,
    runner,
    conversationOf: () => fanConversation(w.api.database.db, bot.botId, identity),
    send,
    async givenUp(text: string) {
      send(text);
      await eventually(async () => (await job(w))?.attempts === 1 && !(await job(w))?.locked, 20_000, 'the first try waited');
      await runLastTry(w);
    },
  };
}

/** A webhook-mode world whose fan message (a text, or what `send` sends) was charged on its first try, and whose first `failures` sends failed. */
export async function firstTryFailed(message: string | ((w: RunnerWorld, token: string) => void), failures: number, user?: Record<string, unknown>) {
  const w = await startWorld();
  w.openai.reply(() => 'A reply Telegram will not take');
  const bot = await w.deployBot(user ? { user } : {});
  const runner = await w.startRunner('runner-a');
  w.telegram.failNext('sendMessage', failures, FLOOD);
  if (typeof message === 'string') w.telegram.sendText(bot.tg.token, newFan(), message);
  else message(w, bot.tg.token);
  await eventually(async () => (await job(w))?.attempts === 1 && !(await job(w))?.locked, 20_000, 'the first try failed');
  expect(await balanceOf(w, bot.userId)).toBe(4999);
  return { w, bot, runner };
}

/** A voice note (transcribed as `transcript`) whose every reply failed until its last try gave it up; an administrator's world. */
export async function givenUpVoiceNote(transcript: string) {
  const given = await firstTryFailed((w, token) => {
    w.elevenlabs.transcribe(() => transcript);
    const file = w.telegram.addFile(token, { data: new Uint8Array([0x4f, 0x67, 0x67, 0x53, 1, 2, 3, 4]) });
    w.telegram.sendMessage(token, newFan(), { voice: voiceOf(file, { duration: 3 }) });
  }, 100, { is_admin: true });
  await runLastTry(given.w);
  return given;
}

/** Once the given-up event is settled and the cause fixed (Telegram takes replies again), an administrator retries it. */
export async function retryGivenUp(w: RunnerWorld, bot: { botId: string; userToken: string }): Promise<void> {
  await eventually(async () => (await messagesOf(w, bot.botId)).length === 2, 20_000, 'the event settled');
  w.telegram.clearFailures('sendMessage');
  const failedJob = await job(w);
  expect((await w.api.http.post(`/api/admin/failed-events/${failedJob?.id}/retry`, {}, bot.userToken)).status).toBe(200);
}

/** The last model request that answered this fan text (it ends the prompt), not the memory's. */
export const replyPrompt = (w: RunnerWorld, text: string) => w.openai.requests.findLast((request) => request.messages.at(-1)?.content === text);

/** The fan's turns in a model request, in order. */
export const fanTurnsOf = (request: { messages: { role: string; content: unknown }[] } | undefined) =>
  (request?.messages ?? []).filter((m) => m.role === 'user').map((m) => m.content);

/** Thirteen tries later (a day of backoff, skipped): the last one, run to its failure. */
export async function runLastTry(w: RunnerWorld): Promise<void> {
  await runNextTry(w, FAN_EVENT_MAX_ATTEMPTS - 1);
  await eventually(async () => (await job(w))?.attempts === FAN_EVENT_MAX_ATTEMPTS && !(await job(w))?.locked, 20_000, 'the last try failed');
}

/** The job's next try now (after `attempts` tries, when given), or its own next try if that already started. */
export async function runNextTry(w: RunnerWorld, attempts?: number): Promise<void> {
  // graphile-worker leaves a job alone while a try holds it (the second try comes 3 s after the first): ask until it takes.
  await eventually(async () => {
    const current = await job(w);
    if (!current) return true;
    const { rows } = await sql`SELECT id FROM graphile_worker.reschedule_jobs(ARRAY[${current.id}]::bigint[], run_at => now(), attempts => ${attempts ?? current.attempts})`.execute(w.api.database.db);
    return rows.length === 1;
  }, 20_000, 'the next try scheduled');
}

export async function job(w: RunnerWorld) {
  const { rows } = await sql<{ id: string; attempts: number; locked: boolean; last_error: string | null }>`
    SELECT id::text AS id, attempts, locked_at IS NOT NULL AS locked, last_error FROM graphile_worker._private_jobs
  `.execute(w.api.database.db);
  return rows[0];
}

export const messagesOf = (w: RunnerWorld, botId: string) =>
  w.api.database.db.selectFrom('messages').select(['role', 'content', 'error']).where('bot_id', '=', botId).orderBy('id').execute();

/** The fan's message kept unanswered, with why. */
export const keptUnanswered = (text: string) => [
  { role: 'user', content: text, error: null },
  { role: 'assistant', content: '', error: GIVEN_UP_REASON },
];

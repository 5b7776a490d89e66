import { sql } from 'kysely';
import { invoicePayload, PER_MESSAGE_BUNDLE } from '@fanline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_NOT_ANSWERING, FAN_EVENT_MAX_ATTEMPTS, fanConversation, GIVEN_UP_REASON, notifyBotChange } from '@fanline/services';
import { voiceOf } from '@fanline/testing';
import { BOT_CACHE_MS } from '../src/bot-cache';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

// A 429 whose wait is longer than the runner's auto-retry waits (30 s) fails the send at once, as a long flood ban would.
const FLOOD = { error_code: 429, description: 'Too Many Requests: retry after 60', retry_after: 60 };

let world: RunnerWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const balanceOf = async (w: RunnerWorld, userId: string) =>
  (await w.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;

describe('a reply that cannot be sent', () => {
  it('moves a polled update to the inbound queue, which sends the reply once, on one credit', async () => {
    world = await startRunnerWorld();
    const w = world;
    w.openai.reply((req) => `Answer: ${req.messages.at(-1)?.content}`);
    const bot = await w.deployBot();
    const runner = await w.startRunner('runner-a');
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 20_000, 'polling');

    w.telegram.failNext('sendMessage', 1, FLOOD);
    const fan = newFan();
    w.telegram.sendText(bot.tg.token, fan, 'are you there?');
    const answers = () => w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code && withoutDisclosure(c.params.text) === 'Answer: are you there?');
    await eventually(() => answers().length > 0, 20_000, 'the reply, sent from the queue');
    const jobs = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker._private_jobs`.execute(w.api.database.db)).rows[0]?.n);
    await eventually(async () => (await jobs()) === 0, 10_000, 'the job done');

    expect(runner.output()).toContain('A polled update failed; moved to the inbound queue');
    expect(answers()).toHaveLength(1);
    expect(await balanceOf(w, bot.userId)).toBe(4999);
    // The journal forgets a finished update with its next batch or within a second.
    const journaled = () => w.api.database.db.selectFrom('polled_updates').selectAll().where('bot_id', '=', bot.botId).execute();
    await eventually(async () => (await journaled()).length === 0, 5_000, 'the journal row forgotten');
  });

  it('gives the credit back when the queue gives the event up after its last try', async () => {
    const { w, bot, runner } = await firstTryFailed('hello?', 100);
    await runLastTry(w);

    expect(runner.output()).toContain('Inbound event given up after its last try');
    expect(await balanceOf(w, bot.userId)).toBe(5000);
    expect(await w.api.database.db.selectFrom('usage_debits').selectAll().where('bot_id', '=', bot.botId).execute()).toEqual([]);
    // No reply was ever recorded (one is, once sent), so the creator sees the message unanswered, with why.
    expect(await messagesOf(w, bot.botId)).toEqual(givenUp('hello?'));
  });

  // The cause was fixed (here: Telegram takes replies again) and an administrator retries the given-up event.
  it("answers an administrator's retry of a given-up event once, on one credit, without storing the fan's message again", async () => {
    const { w, bot } = await firstTryFailed('hello?', 100, { is_admin: true });
    await runLastTry(w);
    await retryGivenUp(w, bot);
    const replies = () => w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code);
    await eventually(async () => replies().length === 1 && (await messagesOf(w, bot.botId)).length === 3, 20_000, 'the retry answered');

    expect(await messagesOf(w, bot.botId)).toEqual([...givenUp('hello?'), { role: 'assistant', content: 'A reply Telegram will not take', error: null }]);
    // The prompt ends with the fan's message; its stored copy is not in the history as well.
    expect(fanTurnsOf(replyPrompt(w, 'hello?'))).toEqual(['hello?']);
    expect(await balanceOf(w, bot.userId)).toBe(4999);
    const db = w.api.database.db;
    const conversation = await db.selectFrom('conversations').select(['message_count', 'unread_count']).where('bot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(conversation).toEqual({ message_count: 2, unread_count: 1 });
    const stats = await db.selectFrom('fan_stats').select(['fan_messages', 'replies']).where('bot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(stats).toEqual({ fan_messages: 1, replies: 1 });
  });

  it("transcribes and answers an administrator's retry of a given-up voice note, on one credit", async () => {
    const { w, bot } = await givenUpVoiceNote('can you hear me?');
    await retryGivenUp(w, bot);
    const replies = () => w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code);
    await eventually(async () => replies().length === 1 && (await messagesOf(w, bot.botId)).length === 3, 20_000, 'the retry answered');

    expect(withoutDisclosure(replies()[0]?.params.text)).toBe('A reply Telegram will not take');
    expect(fanTurnsOf(replyPrompt(w, 'can you hear me?'))).toEqual(['can you hear me?']);
    // Kept as given up before it was heard, the fan's message now reads as what they said.
    const fanRows = await w.api.database.db.selectFrom('messages').select(['content', 'media']).where('bot_id', '=', bot.botId).where('role', '=', 'user').execute();
    expect(fanRows).toEqual([{ content: 'can you hear me?', media: 'voice' }]);
    expect(await balanceOf(w, bot.userId)).toBe(4999);
    const stats = await w.api.database.db.selectFrom('fan_stats').select(['fan_messages', 'replies']).where('bot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(stats).toEqual({ fan_messages: 1, replies: 1 });
  });

  // Transcription is not deterministic: the retry hears a crisis the earlier tries did not.
  it("keeps a retried voice note's words out when the retry hears a crisis", async () => {
    const { w, bot } = await givenUpVoiceNote('can you hear me?');
    w.elevenlabs.transcribe(() => 'i want to kill myself tonight');
    await retryGivenUp(w, bot);
    const replies = () => w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code);
    await eventually(() => replies().length === 1, 20_000, 'the crisis reply');

    expect(replies()[0]?.params.text).toMatch(/988/);
    await eventually(async () => (await w.api.database.db.selectFrom('crisis_referrals').select('id').where('bot_id', '=', bot.botId).execute()).length === 1, 10_000, 'the referral');
    const fanRows = await w.api.database.db.selectFrom('messages').select('content').where('bot_id', '=', bot.botId).where('role', '=', 'user').execute();
    // The given-up voice note had no words to keep (no caption), and it keeps none.
    expect(fanRows).toEqual([{ content: '' }]);
  });

  // The creator paused the bot after the first try; a day later the last try finds it still paused.
  it('gives the credit back when the bot is still paused at the last try', async () => {
    // Every send is refused, so a try that comes before the runner sees the pause fails too instead of answering.
    const { w, bot, runner } = await firstTryFailed('still there?', 100);
    const paused = await w.api.http.post(`/api/chatbots/${bot.botId}/toggle`, { is_active: false }, bot.userToken);
    expect(paused.status).toBe(200);
    // The change notice drops the runner's copy of the bot at once; its age bounds a notice that comes late.
    await new Promise((resolve) => setTimeout(resolve, BOT_CACHE_MS));
    await runLastTry(w);

    expect((await job(w))?.last_error).toContain('The bot is not answering');
    expect(runner.output()).toContain('Inbound event given up after its last try');
    expect(await balanceOf(w, bot.userId)).toBe(5000);
    expect(await messagesOf(w, bot.botId)).toEqual(givenUp('still there?'));
  });

  // The creator took the bot off Telegram after the first try, so no later try can answer.
  it('gives the credit back when the bot left the channel between tries', async () => {
    const { w, bot, runner } = await firstTryFailed('anyone?', 100);
    const db = w.api.database.db;
    await db.updateTable('bots').set({ telegram_token_enc: null, telegram_token_digest: null }).where('id', '=', bot.botId).execute();
    await notifyBotChange(db, bot.botId, 'token_changed');
    await runNextTry(w);
    await eventually(async () => (await job(w)) === undefined, 20_000, 'the event settled');

    expect(runner.output()).toContain('Inbound event for a bot without that channel; dropped');
    expect(await balanceOf(w, bot.userId)).toBe(5000);
    expect(await messagesOf(w, bot.botId)).toEqual(givenUp('anyone?'));
  });

  // A deleted bot took its fans and conversations with it: the event is dropped at its next try, not failed for a day.
  it('drops the event of a bot deleted between tries', async () => {
    const { w, bot, runner } = await firstTryFailed('hello again?', 100);
    expect((await w.api.http.delete(`/api/chatbots/${bot.botId}`, bot.userToken)).status).toBe(200);
    await runNextTry(w);
    await eventually(async () => (await job(w)) === undefined, 20_000, 'the event dropped');

    expect(runner.output()).toContain('Inbound event for a bot without that channel; dropped');
    expect(runner.output()).not.toContain('Settling a given-up event failed');
  });
});

// A paused bot's event waits; when the last try finds it still paused, the message is kept as the pipeline would have kept it.
describe('a message given up while its bot stayed paused', () => {
  it('is kept for the creator, without a failure, in a taken-over conversation', async () => {
    const { w, bot, conversationOf, givenUp } = await pausedBotFan();
    const { conversationId } = await conversationOf();
    await w.api.database.db.updateTable('conversations').set({ taken_over_at: new Date(), creator_active_at: new Date() }).where('id', '=', conversationId).execute();
    await givenUp('are you reading this yourself?');

    expect(await messagesOf(w, bot.botId)).toEqual([{ role: 'user', content: 'are you reading this yourself?', error: null }]);
    const conversation = await w.api.database.db.selectFrom('conversations').select('needs_human_at').where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(conversation.needs_human_at).not.toBeNull();
  });

  it('is not kept for a fan who opted out', async () => {
    const { w, bot, runner, conversationOf, givenUp } = await pausedBotFan();
    const { fan } = await conversationOf();
    await w.api.database.db.updateTable('fans').set({ opted_out: true }).where('id', '=', fan.id).execute();
    await givenUp('one more thing');

    expect(await messagesOf(w, bot.botId)).toEqual([]);
    expect(runner.output()).toContain('Inbound event given up after its last try');
    expect(runner.output()).not.toContain('Settling a given-up event failed');
  });

  // A crisis gets the crisis reply even from a paused bot (below); here every send of it fails.
  it('is not kept when it was a crisis, whose text is never stored', async () => {
    const { w, bot, runner, givenUp } = await pausedBotFan();
    w.telegram.failNext('sendMessage', 100, FLOOD);
    await givenUp('i want to kill myself tonight');

    expect(await messagesOf(w, bot.botId)).toEqual([]);
    expect(runner.output()).toContain('Inbound event given up after its last try');
    expect(runner.output()).not.toContain('Settling a given-up event failed');
    expect(await balanceOf(w, bot.userId)).toBe(5000);
  });
});

describe('a crisis message to a bot that is not answering', () => {
  it('gets the crisis reply at once, uncharged, its referral recorded and its text not kept; other messages still wait', async () => {
    const { w, bot, runner, send } = await pausedBotFan();
    send('i want to kill myself tonight');
    const sent = () => w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code);
    await eventually(() => sent().length === 1, 20_000, 'the crisis reply');
    await eventually(async () => (await job(w)) === undefined, 20_000, 'the event done');

    expect(sent()[0]?.params.text).toMatch(/988/);
    const referrals = await w.api.database.db.selectFrom('crisis_referrals').select('source').where('bot_id', '=', bot.botId).execute();
    expect(referrals).toEqual([{ source: 'fan' }]);
    expect(await messagesOf(w, bot.botId)).toEqual([]);
    expect(await balanceOf(w, bot.userId)).toBe(5000);
    expect(w.openai.requests).toEqual([]);

    send('are you there?');
    await eventually(async () => (await job(w))?.attempts === 1, 20_000, 'the next message waiting for the bot');
    expect(sent()).toHaveLength(1);
    expect(runner.output()).toContain(BOT_NOT_ANSWERING);
  });
});

/** A webhook-mode world with a paused bot and a runner; its fan's conversation can be made first, and `givenUp` runs a message's tries out. */
async function pausedBotFan() {
  world = await startRunnerWorld({ mode: 'webhook' });
  const w = world;
  const bot = await w.deployBot();
  expect((await w.api.http.post(`/api/chatbots/${bot.botId}/toggle`, { is_active: false }, bot.userToken)).status).toBe(200);
  const runner = await w.startRunner('runner-a');
  const fan = newFan();
  const identity = { channel: 'telegram' as const, externalUserId: String(fan.id), username: fan.username, firstName: fan.first_name, languageCode: null };
  return {
    w,
    bot,
    runner,
    conversationOf: () => fanConversation(w.api.database.db, bot.botId, identity),
    send: (text: string) => w.telegram.sendText(bot.tg.token, fan, text),
    async givenUp(text: string) {
      w.telegram.sendText(bot.tg.token, fan, text);
      await eventually(async () => (await job(w))?.attempts === 1 && !(await job(w))?.locked, 20_000, 'the first try waited');
      await runLastTry(w);
    },
  };
}

// The fan paid, then the creator took the bot off Telegram before the runner handled the payment.
describe('a payment whose bot left the channel before it was handled', () => {
  it('is recorded, and what it bought granted, with no thank-you', async () => {
    world = await startRunnerWorld({ mode: 'webhook' });
    const w = world;
    const db = w.api.database.db;
    const bot = await w.deployBot();
    const fan = newFan();
    w.telegram.sendSuccessfulPayment(bot.tg.token, fan, {
      currency: 'XTR',
      total_amount: 250,
      invoice_payload: invoicePayload('per_message', 4.99),
      telegram_payment_charge_id: 'tg-charge-1',
    });
    await eventually(async () => (await job(w)) !== undefined, 20_000, 'the payment queued');
    await db.updateTable('bots').set({ telegram_token_enc: null, telegram_token_digest: null }).where('id', '=', bot.botId).execute();

    const runner = await w.startRunner('runner-a');
    await eventually(async () => (await job(w)) === undefined, 20_000, 'the payment handled');

    const paid = await db.selectFrom('fan_payments').innerJoin('fans', 'fans.id', 'fan_payments.fan_id')
      .select(['fans.external_user_id', 'fans.prepaid_messages', 'fan_payments.external_charge_id']).where('fan_payments.bot_id', '=', bot.botId).execute();
    expect(paid).toEqual([{ external_user_id: String(fan.id), prepaid_messages: PER_MESSAGE_BUNDLE, external_charge_id: 'tg-charge-1' }]);
    expect(w.telegram.calls(bot.tg.token, 'sendMessage')).toEqual([]);
    expect(runner.output()).not.toContain('A fan payment could not be recorded');
  });
});

/** A webhook-mode world whose fan message (a text, or what `send` sends) was charged on its first try, and whose first `failures` sends failed. */
async function firstTryFailed(message: string | ((w: RunnerWorld, token: string) => void), failures: number, user?: Record<string, unknown>) {
  world = await startRunnerWorld({ mode: 'webhook' });
  const w = world;
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
async function givenUpVoiceNote(transcript: string) {
  const given = await firstTryFailed((w, token) => {
    w.elevenlabs.transcribe(() => transcript);
    const file = w.telegram.addFile(token, { data: new Uint8Array([0x4f, 0x67, 0x67, 0x53, 1, 2, 3, 4]) });
    w.telegram.sendMessage(token, newFan(), { voice: voiceOf(file, { duration: 3 }) });
  }, 100, { is_admin: true });
  await runLastTry(given.w);
  return given;
}

/** Once the given-up event is settled and the cause fixed (Telegram takes replies again), an administrator retries it. */
async function retryGivenUp(w: RunnerWorld, bot: { botId: string; userToken: string }): Promise<void> {
  await eventually(async () => (await messagesOf(w, bot.botId)).length === 2, 20_000, 'the event settled');
  w.telegram.clearFailures('sendMessage');
  const failedJob = await job(w);
  expect((await w.api.http.post(`/api/admin/failed-events/${failedJob?.id}/retry`, {}, bot.userToken)).status).toBe(200);
}

/** The last model request that answered this fan text (it ends the prompt), not the memory's. */
const replyPrompt = (w: RunnerWorld, text: string) => w.openai.requests.findLast((request) => request.messages.at(-1)?.content === text);

/** The fan's turns in a model request, in order. */
const fanTurnsOf = (request: { messages: { role: string; content: unknown }[] } | undefined) =>
  (request?.messages ?? []).filter((m) => m.role === 'user').map((m) => m.content);

/** Thirteen tries later (a day of backoff, skipped): the last one, run to its failure. */
async function runLastTry(w: RunnerWorld): Promise<void> {
  await runNextTry(w, FAN_EVENT_MAX_ATTEMPTS - 1);
  await eventually(async () => (await job(w))?.attempts === FAN_EVENT_MAX_ATTEMPTS && !(await job(w))?.locked, 20_000, 'the last try failed');
}

/** The job's next try now (after `attempts` tries, when given), or its own next try if that already started. */
async function runNextTry(w: RunnerWorld, attempts?: number): Promise<void> {
  // graphile-worker leaves a job alone while a try holds it (the second try comes 3 s after the first): ask until it takes.
  await eventually(async () => {
    const current = await job(w);
    if (!current) return true;
    const { rows } = await sql`SELECT id FROM graphile_worker.reschedule_jobs(ARRAY[${current.id}]::bigint[], run_at => now(), attempts => ${attempts ?? current.attempts})`.execute(w.api.database.db);
    return rows.length === 1;
  }, 20_000, 'the next try scheduled');
}

async function job(w: RunnerWorld) {
  const { rows } = await sql<{ id: string; attempts: number; locked: boolean; last_error: string | null }>`
    SELECT id::text AS id, attempts, locked_at IS NOT NULL AS locked, last_error FROM graphile_worker._private_jobs
  `.execute(w.api.database.db);
  return rows[0];
}

const messagesOf = (w: RunnerWorld, botId: string) =>
  w.api.database.db.selectFrom('messages').select(['role', 'content', 'error']).where('bot_id', '=', botId).orderBy('id').execute();

/** The fan's message kept unanswered, with why. */
const givenUp = (text: string) => [
  { role: 'user', content: text, error: null },
  { role: 'assistant', content: '', error: GIVEN_UP_REASON },
];

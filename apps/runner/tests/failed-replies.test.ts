import { sql } from 'kysely';
import { invoicePayload, PER_MESSAGE_BUNDLE } from '@fanline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyBotChange } from '@fanline/services';
import { BOT_CACHE_MS } from '../src/bot-cache';
import { eventually, newFan, withoutDisclosure } from './runner-world';
import {
  balanceOf,
  closeWorld,
  fanTurnsOf,
  FLOOD,
  firstTryFailed,
  keptUnanswered,
  givenUpVoiceNote,
  job,
  messagesOf,
  replyPrompt,
  retryGivenUp,
  runLastTry,
  runNextTry,
  startWorld,
} from './given-up-events';

afterEach(closeWorld);

describe('a reply that cannot be sent', () => {
  it('moves a polled update to the inbound queue, which sends the reply once, on one credit', async () => {
    const w = await startWorld('polling');
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
    expect(await messagesOf(w, bot.botId)).toEqual(keptUnanswered('hello?'));
  });

  // The cause was fixed (here: Telegram takes replies again) and an administrator retries the given-up event.
  it("answers an administrator's retry of a given-up event once, on one credit, without storing the fan's message again", async () => {
    const { w, bot } = await firstTryFailed('hello?', 100, { is_admin: true });
    await runLastTry(w);
    await retryGivenUp(w, bot);
    const replies = () => w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code);
    await eventually(async () => replies().length === 1 && (await messagesOf(w, bot.botId)).length === 3, 20_000, 'the retry answered');

    expect(await messagesOf(w, bot.botId)).toEqual([...keptUnanswered('hello?'), { role: 'assistant', content: 'A reply Telegram will not take', error: null }]);
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
    // Kept as given up before it was heard, the fan's message reads as what they said once it is answered.
    const fanRows = () => w.api.database.db.selectFrom('messages').select(['content', 'media']).where('bot_id', '=', bot.botId).where('role', '=', 'user').execute();
    await eventually(async () => (await job(w)) === undefined, 10_000, 'the retry done');
    expect(await fanRows()).toEqual([{ content: 'can you hear me?', media: 'voice' }]);
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
    await eventually(async () => (await job(w)) === undefined, 10_000, 'the retry done');
    expect(await w.api.database.db.selectFrom('crisis_referrals').select('source').where('bot_id', '=', bot.botId).execute()).toEqual([{ source: 'fan' }]);
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
    expect(await messagesOf(w, bot.botId)).toEqual(keptUnanswered('still there?'));
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
    expect(await messagesOf(w, bot.botId)).toEqual(keptUnanswered('anyone?'));
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

// The fan paid, then the creator took the bot off Telegram before the runner handled the payment.
describe('a payment whose bot left the channel before it was handled', () => {
  it('is recorded, and what it bought granted, with no thank-you', async () => {
    const w = await startWorld();
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

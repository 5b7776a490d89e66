import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { invoicePayload, type InboundEvent } from '@fanline/core';
import { debitMessageCredit, fanConversation, journalPolledEvents, recordExchange } from '@fanline/services';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

let world: RunnerWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

/** A fan's text as the Telegram adapter stores it in the journal. */
function textEvent(botId: string, updateId: number, fan: ReturnType<typeof newFan>, text: string): InboundEvent {
  return {
    botId,
    eventId: String(updateId),
    fan: { channel: 'telegram', externalUserId: String(fan.id), username: fan.username, firstName: fan.first_name, languageCode: null },
    sentAt: new Date().toISOString(),
    kind: 'text',
    text,
  };
}

/** A fan's successful payment (a message bundle) as the Telegram adapter stores it. */
function paymentEvent(botId: string, updateId: number, fan: ReturnType<typeof newFan>): InboundEvent {
  const { kind: _text, text: _words, ...base } = textEvent(botId, updateId, fan, 'paid') as InboundEvent & { kind: 'text' };
  const payment = { chargeId: `charge-${updateId}`, providerChargeId: null, currency: 'XTR', totalAmount: 250, invoicePayload: invoicePayload('per_message', 4.99) };
  return { ...base, kind: 'payment', payment };
}

describe("the journal a dead poller left", () => {
  it('is answered before the bot polls again, on the credit already taken; what is older than a day is given up, refunded unless answered', async () => {
    world = await startRunnerWorld();
    const w = world;
    const db = w.api.database.db;
    w.openai.reply((req) => `Answer: ${req.messages.at(-1)?.content}`);
    const bot = await w.deployBot();
    const [recent, old, waiting, answered, payer] = [newFan(), newFan(), newFan(), newFan(), newFan()];

    // A runner died holding three updates: one charged before the model answered, one from two days ago
    // (charged too), and one not reached yet. Telegram had them confirmed already.
    // A fourth, answered two days ago, whose row was only late to go: its credit stays taken.
    const answeredEvent = textEvent(bot.botId, 1000, answered, 'answered long ago');
    if (answeredEvent.kind !== 'text') throw new Error('a text event');
    const { fan, conversationId } = await fanConversation(db, bot.botId, answeredEvent.fan);
    await debitMessageCredit(db, { userId: bot.userId, botId: bot.botId, source: 'telegram', messageId: '1000' });
    const reply = { text: 'Answer: answered long ago', promptTokens: 1, completionTokens: 1, latencyMs: 1, costUsd: 0, isVoice: false };
    await recordExchange(db, { conversationId, botId: bot.botId, fanId: fan.id, messageId: '1000', fanText: answeredEvent.text, reply });
    await journalPolledEvents(db, bot.botId, [
      { updateId: 1000, event: answeredEvent },
      { updateId: 1001, event: textEvent(bot.botId, 1001, old, 'from long ago') },
      { updateId: 1002, event: textEvent(bot.botId, 1002, recent, 'still there?') },
      { updateId: 1003, event: textEvent(bot.botId, 1003, waiting, 'me too') },
      { updateId: 1004, event: paymentEvent(bot.botId, 1004, payer) },
    ]);
    // The payment too is two days old: the fan paid, so it is recorded however late, without a thank-you.
    await db.updateTable('polled_updates').set({ received_at: sql`now() - interval '2 days'` }).where('update_id', 'in', ['1000', '1001', '1004']).execute();
    for (const messageId of ['1001', '1002']) await debitMessageCredit(db, { userId: bot.userId, botId: bot.botId, source: 'telegram', messageId });

    const runner = await w.startRunner('runner-a');
    const sentTo = (fan: ReturnType<typeof newFan>) =>
      w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code && Number(c.params.chat_id) === fan.id).map((c) => withoutDisclosure(c.params.text));
    await eventually(() => sentTo(recent).length > 0 && sentTo(waiting).length > 0, 20_000, 'the left updates answered');
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 20_000, 'polling after the recovery');

    expect(sentTo(recent)).toEqual(['Answer: still there?']);
    expect(sentTo(waiting)).toEqual(['Answer: me too']);
    expect(sentTo(old)).toEqual([]);
    const firstPoll = Math.min(...w.telegram.calls(bot.tg.token, 'getUpdates').map((c) => c.at));
    const lastReply = Math.max(...w.telegram.calls(bot.tg.token, 'sendMessage').map((c) => c.at));
    expect(firstPoll).toBeGreaterThanOrEqual(lastReply);
    expect(runner.output()).toContain('Gave up polled updates older than Telegram keeps them');
    expect(sentTo(answered)).toEqual([]);
    expect(sentTo(payer)).toEqual([]);
    const payments = await db.selectFrom('fan_payments').innerJoin('fans', 'fans.id', 'fan_payments.fan_id').select(['fans.external_user_id', 'kind', 'external_charge_id']).where('fan_payments.bot_id', '=', bot.botId).execute();
    expect(payments).toEqual([{ external_user_id: String(payer.id), kind: 'per_message', external_charge_id: 'charge-1004' }]);
    // 1000 and 1002 kept their credits, 1003 took one, 1001's came back.
    const debits = await db.selectFrom('usage_debits').select('external_message_id').where('bot_id', '=', bot.botId).orderBy('external_message_id').execute();
    expect(debits.map((d) => d.external_message_id)).toEqual(['1000', '1002', '1003']);
    const user = await db.selectFrom('users').select('messages_remaining').where('id', '=', bot.userId).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(4997);
    expect(await db.selectFrom('polled_updates').selectAll().execute()).toEqual([]);
  });
});

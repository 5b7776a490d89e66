import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboundEvent } from '@fanline/core';
import { debitMessageCredit, journalPolledEvents } from '@fanline/services';
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

describe("the journal a dead poller left", () => {
  it('is answered before the bot polls again, on the credit already taken; what is older than a day is given up and refunded', async () => {
    world = await startRunnerWorld();
    const w = world;
    const db = w.api.database.db;
    w.openai.reply((req) => `Answer: ${req.messages.at(-1)?.content}`);
    const bot = await w.deployBot();
    const [recent, old, waiting] = [newFan(), newFan(), newFan()];

    // A runner died holding three updates: one charged before the model answered, one from two days ago
    // (charged too), and one not reached yet. Telegram had them confirmed already.
    await journalPolledEvents(db, bot.botId, [
      { updateId: 1001, event: textEvent(bot.botId, 1001, old, 'from long ago') },
      { updateId: 1002, event: textEvent(bot.botId, 1002, recent, 'still there?') },
      { updateId: 1003, event: textEvent(bot.botId, 1003, waiting, 'me too') },
    ]);
    await db.updateTable('polled_updates').set({ received_at: sql`now() - interval '2 days'` }).where('update_id', '=', '1001').execute();
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
    // 1002 kept its credit, 1003 took one, 1001's came back.
    const debits = await db.selectFrom('usage_debits').select('external_message_id').where('bot_id', '=', bot.botId).orderBy('external_message_id').execute();
    expect(debits.map((d) => d.external_message_id)).toEqual(['1002', '1003']);
    const user = await db.selectFrom('users').select('messages_remaining').where('id', '=', bot.userId).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(4998);
    expect(await db.selectFrom('polled_updates').selectAll().execute()).toEqual([]);
  });
});

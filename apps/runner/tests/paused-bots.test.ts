import { describe, expect, it, afterEach } from 'vitest';
import { BOT_NOT_ANSWERING } from '@fanline/services';
import { balanceOf, closeWorld, FLOOD, job, messagesOf, pausedBotFan } from './given-up-events';
import { eventually } from './runner-world';

afterEach(closeWorld);

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
    // graphile-worker counts the attempt when it takes the job, before the runner has read the bot and said why it waits.
    await eventually(async () => (await job(w))?.attempts === 1 && runner.output().includes(BOT_NOT_ANSWERING), 20_000, 'the next message waiting for the bot');
    expect(sent()).toHaveLength(1);
  });
});

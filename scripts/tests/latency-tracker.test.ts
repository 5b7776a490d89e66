import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '@fanline/testing';
import { createLatencyTracker } from '../src/bench/latency-tracker';

// The bench's clock for each fan text: which of the bot's calls stop it. A
// streamed reply that finished before its first draft was due goes whole, as
// a message, and was left counted as unanswered (1,853 of 2,000 on a busy
// machine, 2026-12-02) though the fan had it.

let telegram: FakeTelegram;
beforeAll(async () => {
  telegram = await startFakeTelegram();
});
afterAll(() => telegram.close());

const fan = { id: 900_001, first_name: 'Fan 1', username: 'bench_fan_1' };

/** The marker of each fan text the bot has waiting, in order, read as the bot reads them. */
async function fanMarkers(api: Api): Promise<string[]> {
  const updates = await api.getUpdates({ timeout: 0 });
  return updates.map((update) => /#\d+#/.exec(update.message?.text ?? '')?.[0] ?? '');
}

describe('the bench latency tracker', () => {
  it('times a streamed text to its first draft, or to its message when no draft came, once each', async () => {
    const bot = telegram.addBot();
    const api = new Api(bot.token, { apiRoot: telegram.url });
    const tracker = createLatencyTracker(telegram, 'sendMessageDraft');
    for (let i = 0; i < 3; i++) tracker.sendFanText(bot.token, fan);
    const [drafted, whole, unanswered] = await fanMarkers(api);

    await api.sendMessageDraft(fan.id, 1, `Echo ${drafted}`);
    await api.sendMessage(fan.id, `Echo ${drafted} and the rest`);
    await api.sendMessage(fan.id, `Echo ${whole}`);
    expect(unanswered).toBeDefined();

    const summary = tracker.summary();
    expect(summary.sent).toBe(3);
    expect(summary.answered).toBe(2);
    expect(tracker.pending()).toBe(1);
  });

  it('times a whole reply to its message only: a draft does not answer it', async () => {
    const bot = telegram.addBot();
    const api = new Api(bot.token, { apiRoot: telegram.url });
    const tracker = createLatencyTracker(telegram);
    tracker.sendFanText(bot.token, fan);
    const [marker] = await fanMarkers(api);

    await api.sendMessageDraft(fan.id, 1, `Echo ${marker}`);
    expect(tracker.pending()).toBe(1);
    await api.sendMessage(fan.id, `Echo ${marker}`);
    expect(tracker.pending()).toBe(0);
    expect(tracker.summary().answered).toBe(1);
  });
});

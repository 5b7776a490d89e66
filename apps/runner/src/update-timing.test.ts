import { Api, Context } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import { describe, expect, it } from 'vitest';
import type { Llm } from '@fanline/services';
import { timedLlm, updateTimingMiddleware, type TimedContext } from './update-timing';

const me = { id: 1, is_bot: true, first_name: 'Bot', username: 'bot' } as UserFromGetMe;
const update = { update_id: 42, message: { message_id: 1, date: 0, chat: { id: 7, type: 'private', first_name: 'Fan' }, text: 'hi' } } as Update;

/** A context whose Bot API calls are answered in memory, and the methods called. */
function offlineContext(): { ctx: TimedContext; methods: string[] } {
  const api = new Api('1:token');
  const methods: string[] = [];
  api.config.use(async (_prev, method) => {
    methods.push(method);
    return { ok: true, result: true as never };
  });
  return { ctx: new Context(update, api, me) as TimedContext, methods };
}

describe('updateTimingMiddleware', () => {
  it('records the first reply request once, with the model wait taken out of the own time', async () => {
    const records: Record<string, unknown>[] = [];
    const { ctx, methods } = offlineContext();
    const slowModel: Llm = {
      isConfigured: () => true,
      complete: () => new Promise((resolve) => setTimeout(() => resolve({ text: 'ok', promptTokens: 1, completionTokens: 1, latencyMs: 30 }), 30)),
    };
    await updateTimingMiddleware('bot-1', { record: (fields) => records.push(fields), flush: () => {} })(ctx, async () => {
      await ctx.api.sendChatAction(7, 'typing');
      await timedLlm(slowModel, ctx.timing!).complete({ provider: 'openai', model: 'm', messages: [], temperature: 1, maxTokens: 10 });
      await ctx.api.sendMessage(7, 'first');
      await ctx.api.sendMessage(7, 'second');
    });

    expect(methods).toEqual(['sendChatAction', 'sendMessage', 'sendMessage']);
    expect(records).toHaveLength(1);
    const [record] = records as { bot_id: string; update_id: number; method: string; total_ms: number; llm_ms: number; own_ms: number }[];
    expect(record).toMatchObject({ bot_id: 'bot-1', update_id: 42, method: 'sendMessage' });
    expect(record!.llm_ms).toBeGreaterThanOrEqual(25);
    expect(record!.own_ms).toBeCloseTo(record!.total_ms - record!.llm_ms, 2);
    expect(record!.own_ms).toBeLessThan(record!.total_ms);
  });

  it('records nothing for an update that is not answered', async () => {
    const records: unknown[] = [];
    const { ctx } = offlineContext();
    await updateTimingMiddleware('bot-1', { record: (fields) => records.push(fields), flush: () => {} })(ctx, async () => {});
    expect(records).toEqual([]);
  });
});

import { autoRetry } from '@grammyjs/auto-retry';
import { sequentialize } from '@grammyjs/runner';
import { Bot } from 'grammy';
import { answerPreCheckout, createTelegramSender, handleFanEvent, permanentDeliveryFailure, recordUndeliveredReply, telegramInboundEvent } from '@fanline/services';
import { fanEventDeps } from './fan-event-deps';
import type { RunnerDeps } from './runner-deps';
import { updateTimingMiddleware, type TimedContext } from './update-timing';

export interface CreatedBot {
  bot: Bot<TimedContext>;
  /** The highest update id fully handled, to confirm the offset on a graceful stop. */
  lastHandledUpdateId(): number | undefined;
  /** Resolves once no update is being handled (the runner's stop() does not wait for them). */
  idle(): Promise<void>;
}

/**
 * One grammY bot for one Fanline bot in polling mode: an error boundary,
 * pre-checkout answers outside the per-chat queue, then, one at a time per
 * chat, each update made a channel-neutral event by the Telegram adapter and
 * handed straight to the fan pipeline. Polled updates skip the inbound queue:
 * they arrive in order from one poller per bot already, and the queue's extra
 * round trips would only add latency (docs/benchmarks.md has the figures).
 */
export function createBot(botId: string, token: string, deps: RunnerDeps): CreatedBot {
  const bot = new Bot<TimedContext>(token, {
    // grammY's fetch opens a new connection per call unless given a keep-alive agent.
    client: { apiRoot: deps.telegramApiRoot, baseFetchConfig: { agent: deps.telegramAgent, compress: true } },
  });
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30 }));
  let lastHandled: number | undefined;
  let inFlight = 0;
  const wakeIdle: (() => void)[] = [];

  if (deps.timings) bot.use(updateTimingMiddleware(botId, deps.timings));
  // Counts in-flight updates (the runner's stop() does not wait for them) and the last one handled.
  bot.use(async (ctx, next) => {
    inFlight += 1;
    try {
      await next();
    } finally {
      lastHandled = Math.max(lastHandled ?? 0, ctx.update.update_id);
      inFlight -= 1;
      if (inFlight === 0) for (const wake of wakeIdle.splice(0)) wake();
    }
  });
  bot.on('pre_checkout_query', (ctx) => answerPreCheckout(deps.db, ctx.api, botId, ctx.preCheckoutQuery));
  bot.use(sequentialize((ctx: TimedContext) => ctx.chat?.id.toString() ?? ctx.from?.id.toString()));
  bot.use(async (ctx) => {
    const event = telegramInboundEvent(botId, ctx.update);
    if (!event) return;
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => {});
    try {
      await handleFanEvent(fanEventDeps(deps, ctx.timing), createTelegramSender(ctx.api, deps.secrets), event);
    } catch (error) {
      const failure = permanentDeliveryFailure(error);
      if (!failure) throw error;
      await recordUndeliveredReply(deps.db, event, failure);
    }
  });

  bot.catch((error) => {
    deps.log.error('Bot update failed', { bot_id: botId, update_id: error.ctx.update.update_id, error: String(error.error) });
  });
  return {
    bot,
    lastHandledUpdateId: () => lastHandled,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => wakeIdle.push(resolve))),
  };
}

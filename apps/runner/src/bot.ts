import { autoRetry } from '@grammyjs/auto-retry';
import { sequentialize, type run } from '@grammyjs/runner';
import { Bot, type BotError } from 'grammy';
import type { Update } from 'grammy/types';
import { answerPreCheckout, createTelegramSender } from '@fanline/services';
import { answerPolledEvent } from './answer-polled';
import { createPollJournal, type PollJournal } from './poll-journal';
import type { RunnerDeps } from './runner-deps';
import { updateTimingMiddleware, type TimedContext } from './update-timing';

/** What @grammyjs/runner's run() polls: the bot, with getUpdates going through the journal. */
export type PolledBot = Parameters<typeof run<Update, BotError<TimedContext>>>[0];

export interface CreatedBot {
  bot: Bot<TimedContext>;
  /** What to hand to run(): every fetched batch is stored before the next fetch confirms it. */
  polled: PolledBot;
  journal: PollJournal;
  /** The highest update id fully handled, to confirm the offset on a graceful stop. */
  lastHandledUpdateId(): number | undefined;
  /** Resolves once no update is being handled (the runner's stop() does not wait for them). */
  idle(): Promise<void>;
}

/**
 * One grammY bot for one Fanline bot in polling mode: an error boundary,
 * pre-checkout answers outside the per-chat queue, then, one at a time per
 * chat, each update's channel-neutral event (made by the Telegram adapter
 * when the batch was stored) handed to the fan pipeline. Polled updates skip
 * the inbound queue while all goes well: they arrive in order from one poller
 * per bot already, and the journal keeps them durable in about one statement
 * per batch (decision 024).
 */
export function createBot(botId: string, token: string, deps: RunnerDeps): CreatedBot {
  const bot = new Bot<TimedContext>(token, {
    // grammY's fetch opens a new connection per call unless given a keep-alive agent.
    client: { apiRoot: deps.telegramApiRoot, baseFetchConfig: { agent: deps.telegramAgent, compress: true } },
  });
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30 }));
  const journal = createPollJournal(botId, deps);
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
    const polled = journal.take(ctx.update.update_id);
    if (!polled) return;
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => {});
    await answerPolledEvent(deps, createTelegramSender(ctx.api, deps.secrets), polled, ctx.timing);
    journal.finished(polled.updateId);
  });

  bot.catch((error) => {
    deps.log.error('Bot update failed', { bot_id: botId, update_id: error.ctx.update.update_id, error: String(error.error) });
  });
  return {
    bot,
    polled: {
      init: () => bot.init(),
      handleUpdate: (update) => bot.handleUpdate(update),
      errorHandler: (error) => bot.errorHandler(error),
      api: { getUpdates: (args, signal) => journal.fetch(() => bot.api.getUpdates(args, signal)) },
    },
    journal,
    lastHandledUpdateId: () => lastHandled,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => wakeIdle.push(resolve))),
  };
}

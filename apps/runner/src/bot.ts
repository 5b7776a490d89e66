import { autoRetry } from '@grammyjs/auto-retry';
import { sequentialize } from '@grammyjs/runner';
import { Bot } from 'grammy';
import { isAnswering } from '@fanline/services';
import type { FanlineContext } from './bot-context';
import { ageGateFeature } from './features/age-gate';
import { commandsFeature } from './features/commands';
import { conversationFeature } from './features/conversation';
import { preCheckoutFeature, successfulPaymentFeature, tipButtonsFeature } from './features/payments';
import type { RunnerDeps } from './runner-deps';
import { updateTimingMiddleware } from './update-timing';

export interface CreatedBot {
  bot: Bot<FanlineContext>;
  /** The highest update id fully handled, to confirm the offset on a graceful stop. */
  lastHandledUpdateId(): number | undefined;
  /** Resolves once no update is being handled (the runner's stop() does not wait for them). */
  idle(): Promise<void>;
}

/**
 * One grammY bot for one Fanline bot: an error boundary, pre-checkout answers
 * outside the per-chat queue, then sequential handling per chat. Payments are
 * recorded whatever the bot's state; everything else needs the bot and owner
 * (read through a 2 s cache) to be answering.
 */
export function createBot(botId: string, token: string, deps: RunnerDeps): CreatedBot {
  const bot = new Bot<FanlineContext>(token, {
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
  bot.use(preCheckoutFeature(botId, deps));
  bot.use(sequentialize((ctx: FanlineContext) => ctx.chat?.id.toString()));
  bot.use(successfulPaymentFeature(botId, deps));
  // Everything else happens only while the bot is deployed and active and its owner is active.
  bot.use(async (ctx, next) => {
    const loaded = await deps.bots.get(botId);
    if (!loaded || !isAnswering(loaded)) return;
    ctx.fanline = loaded;
    await next();
  });
  bot.use(ageGateFeature(deps));
  bot.use(tipButtonsFeature(deps));
  bot.use(commandsFeature(deps));
  bot.use(conversationFeature(deps));

  bot.catch((error) => {
    deps.log.error('Bot update failed', { bot_id: botId, update_id: error.ctx.update.update_id, error: String(error.error) });
  });
  return {
    bot,
    lastHandledUpdateId: () => lastHandled,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => wakeIdle.push(resolve))),
  };
}

import { Composer, InlineKeyboard, InputFile } from 'grammy';
import { paywallPrice, splitForTelegram } from '@fanline/core';
import { answerFanMessage, fanConversation } from '@fanline/services';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';
import { timedLlm } from '../update-timing';
import { sendFanInvoice } from './invoices';

const APOLOGY = "Sorry, I can't answer right now. Please try again in a moment.";
const OUT_OF_CREDITS = "I'm taking a short break right now. Please check back a little later. 💫";
const PAYWALL = {
  subscription: 'Chats with me are for subscribers. Unlock 30 days below and let’s keep talking! 💖',
  per_message: 'You’re out of messages. Grab a bundle below and let’s keep talking! 💬',
} as const;
const TYPING_AFTER_MS = 300;
const TYPING_EVERY_MS = 4_000;

/**
 * Shows "typing…" until the reply is ready (Telegram clears the action after
 * about 5 s). It starts only once the reply takes longer than a blink, so a
 * fast answer costs no extra Bot API call.
 */
function keepTyping(ctx: FanlineContext): () => void {
  const send = () => void ctx.replyWithChatAction('typing').catch(() => {});
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    send();
    interval = setInterval(send, TYPING_EVERY_MS);
  }, TYPING_AFTER_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}

/** A fan's text message: paid access, metering, memory, the model, then text or a voice note. */
export function conversationFeature(deps: RunnerDeps) {
  const feature = new Composer<FanlineContext>();
  const privateChats = feature.chatType('private');

  privateChats.on('message:text', async (ctx) => {
    if (ctx.message.text.startsWith('/')) return;
    const { bot, owner } = ctx.fanline;
    const updateId = ctx.update.update_id;
    // Without monetization no paywall applies, so the credit is taken in the same round trip as the fan's read.
    const charge = bot.monetization_enabled ? undefined : { userId: owner.id, botId: bot.id, source: 'telegram' as const, telegramUpdateId: updateId };
    const { fan, conversationId, history, debit } = await fanConversation(deps.db, bot.id, ctx.from, ctx.chat.id, charge);
    if (fan.opted_out) return;

    const stopTyping = keepTyping(ctx);
    let outcome;
    try {
      // Only with RUNNER_TIMINGS on: the model's wait is taken out of the runner's own time.
      const replyDeps = ctx.timing ? { ...deps, llm: timedLlm(deps.llm, ctx.timing) } : deps;
      outcome = await answerFanMessage(deps.db, replyDeps, { bot, owner, fan, conversationId, history, debit, updateId, text: ctx.message.text });
    } finally {
      stopTyping();
    }

    switch (outcome.kind) {
      case 'reply':
        if (outcome.voice) await ctx.replyWithVoice(new InputFile(outcome.voice, 'reply.mp3'));
        else for (const part of splitForTelegram(outcome.texts)) await ctx.reply(part);
        if (outcome.promptTip) {
          const keyboard = new InlineKeyboard();
          for (const amount of bot.tip_amounts) keyboard.text(`$${amount}`, `tip:${amount}`);
          await ctx.reply(bot.tip_message, { reply_markup: keyboard });
        }
        return;
      case 'paywall':
        await ctx.reply(PAYWALL[outcome.needs]);
        await sendFanInvoice(ctx, deps, outcome.needs, paywallPrice(bot, outcome.needs));
        return;
      case 'no_credits':
        if (outcome.notifyFan) await ctx.reply(OUT_OF_CREDITS);
        return;
      case 'failed':
        await ctx.reply(APOLOGY);
        return;
      case 'duplicate':
        return;
    }
  });

  return feature;
}

import { InlineKeyboard, InputFile } from 'grammy';
import { fitText, paywallPrice, splitForTelegram, TELEGRAM_MESSAGE_LIMIT } from '@fanline/core';
import { acknowledgeNotices, AGE_GATE_ANSWERS, type FanNotices, type FanTurnOutcome } from '@fanline/services';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';
import { sendFanInvoice } from './invoices';

// The fan-facing words of each outcome; the platform's safety wording comes from core.
const APOLOGY = "Sorry, I can't answer right now. Please try again in a moment.";
const OUT_OF_CREDITS = "I'm taking a short break right now. Please check back a little later. 💫";
const PAYWALL = {
  subscription: 'Chats with me are for subscribers. Unlock 30 days below and let’s keep talking! 💖',
  per_message: 'You’re out of messages. Grab a bundle below and let’s keep talking! 💬',
} as const;

/** The AI disclosure leads the first message a fan gets; the pieces are split to Telegram's 4,096 characters. */
export function withDisclosure(disclosure: string | null, text: string): string {
  return disclosure ? `${disclosure}\n\n${text}` : text;
}

/** The age gate's two buttons. */
export function ageGateKeyboard(gate: { adult: string; minor: string }): InlineKeyboard {
  return new InlineKeyboard().text(gate.adult, AGE_GATE_ANSWERS.adult).row().text(gate.minor, AGE_GATE_ANSWERS.minor);
}

/**
 * Sends one outcome on Telegram. Returns whether anything reached the fan, so
 * the disclosure counts as given only once a message carried it.
 */
async function sendOutcome(ctx: FanlineContext, deps: RunnerDeps, outcome: FanTurnOutcome, disclosure: string | null): Promise<boolean> {
  const { bot } = ctx.fanline;
  const text = (body: string) => splitForTelegram(withDisclosure(disclosure, body));
  switch (outcome.kind) {
    case 'reply':
      if (outcome.voice) {
        if (disclosure) await ctx.reply(disclosure);
        await ctx.replyWithVoice(new InputFile(outcome.voice, 'reply.mp3'));
      } else {
        for (const part of text(outcome.texts)) await ctx.reply(part);
      }
      if (outcome.promptTip) {
        const keyboard = new InlineKeyboard();
        for (const amount of bot.tip_amounts) keyboard.text(`$${amount}`, `tip:${amount}`);
        await ctx.reply(fitText(bot.tip_message, TELEGRAM_MESSAGE_LIMIT), { reply_markup: keyboard });
      }
      return true;
    case 'crisis':
    case 'adults_only':
      for (const part of text(outcome.text)) await ctx.reply(part);
      return true;
    case 'age_gate':
      await ctx.reply(withDisclosure(disclosure, outcome.question), { reply_markup: ageGateKeyboard(outcome) });
      return true;
    case 'paywall':
      await ctx.reply(withDisclosure(disclosure, PAYWALL[outcome.needs]));
      await sendFanInvoice(ctx, deps, outcome.needs, paywallPrice(bot, outcome.needs));
      return true;
    case 'no_credits':
      if (!outcome.notifyFan) return false;
      await ctx.reply(withDisclosure(disclosure, OUT_OF_CREDITS));
      return true;
    case 'failed':
      await ctx.reply(withDisclosure(disclosure, APOLOGY));
      return true;
    case 'duplicate':
    case 'opted_out':
      return false;
  }
}

/** Sends the outcome, then a due minor reminder, and notes which notices the fan got. */
export async function deliverFanTurn(ctx: FanlineContext, deps: RunnerDeps, turn: { fanId: string; outcome: FanTurnOutcome; notices: FanNotices }): Promise<void> {
  const sent = await sendOutcome(ctx, deps, turn.outcome, turn.notices.disclosure);
  if (sent && turn.notices.reminder) await ctx.reply(turn.notices.reminder);
  await acknowledgeNotices(deps.db, turn.fanId, { disclosure: sent && turn.notices.disclosure !== null, reminder: sent && turn.notices.reminder !== null });
}

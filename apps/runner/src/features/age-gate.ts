import { Composer } from 'grammy';
import { acknowledgeNotices, AGE_GATE_ANSWERS, answerAgeGate } from '@fanline/services';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';

/**
 * The 18+ gate's buttons. The answer is recorded, the buttons are taken off
 * the question so it cannot be answered twice by mistake, and the fan is
 * greeted or politely refused.
 */
export function ageGateFeature(deps: RunnerDeps) {
  const feature = new Composer<FanlineContext>();

  feature.callbackQuery([AGE_GATE_ANSWERS.adult, AGE_GATE_ANSWERS.minor], async (ctx) => {
    const answer = ctx.callbackQuery.data === AGE_GATE_ANSWERS.adult ? 'adult' : 'minor';
    await ctx.answerCallbackQuery();
    const { fanId, outcome } = await answerAgeGate(deps.db, ctx.fanline.bot, ctx.from, answer);
    if (ctx.callbackQuery.message) await ctx.editMessageReplyMarkup({ reply_markup: undefined }).catch(() => {});
    await ctx.reply(outcome.text);
    await acknowledgeNotices(deps.db, fanId, { disclosure: true, reminder: false });
  });

  return feature;
}

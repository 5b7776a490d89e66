import { Composer } from 'grammy';
import { receiveFanText } from '@fanline/services';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';
import { timedLlm } from '../update-timing';
import { deliverFanTurn } from './fan-delivery';

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

/** A fan's text message: the crisis screen, the 18+ gate, paid access, metering, memory, the model, then text or a voice note. */
export function conversationFeature(deps: RunnerDeps) {
  const feature = new Composer<FanlineContext>();
  const privateChats = feature.chatType('private');

  privateChats.on('message:text', async (ctx) => {
    if (ctx.message.text.startsWith('/')) return;
    const { bot, owner } = ctx.fanline;
    const stopTyping = keepTyping(ctx);
    let turn;
    try {
      // Only with RUNNER_TIMINGS on: the model's wait is taken out of the runner's own time.
      const turnDeps = ctx.timing ? { ...deps, llm: timedLlm(deps.llm, ctx.timing) } : deps;
      turn = await receiveFanText(deps.db, turnDeps, { bot, owner, from: ctx.from, chatId: ctx.chat.id, updateId: ctx.update.update_id, text: ctx.message.text });
    } finally {
      stopTyping();
    }
    await deliverFanTurn(ctx, deps, turn);
  });

  return feature;
}

import { buildChatMessages, type ChatTurn } from '@fanline/core';
import type { BotRow, Db } from '@fanline/db';
import { refundMessageCredit, requireMessageCredit } from '../metering';
import type { BotDeps } from './bot-deps';

export interface BotReply {
  response: string;
  latency_ms: number;
  prompt_tokens: number;
  completion_tokens: number;
}

/**
 * The reply pipeline: take one message credit (402 when none are left), ask
 * the bot's model with its personality, and give the credit back if the model
 * fails, so nothing is charged for a reply nobody got.
 */
export async function generateBotReply(
  db: Db,
  deps: Pick<BotDeps, 'llm'>,
  bot: BotRow,
  text: string,
  history: readonly ChatTurn[] = [],
): Promise<BotReply> {
  const debitId = await requireMessageCredit(db, { userId: bot.user_id, botId: bot.id, source: 'test' });
  try {
    const owner = await db.selectFrom('users').select('name').where('id', '=', bot.user_id).executeTakeFirstOrThrow();
    const result = await deps.llm.complete({
      provider: bot.llm_provider,
      model: bot.llm_model,
      messages: buildChatMessages(bot, { creatorName: owner.name }, history, text),
      temperature: bot.temperature,
      maxTokens: bot.max_tokens,
    });
    return {
      response: result.text,
      latency_ms: result.latencyMs,
      prompt_tokens: result.promptTokens,
      completion_tokens: result.completionTokens,
    };
  } catch (error) {
    await refundMessageCredit(db, debitId);
    throw error;
  }
}

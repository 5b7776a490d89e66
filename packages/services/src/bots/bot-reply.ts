import type { ChatTurn } from '@fanline/core';
import type { BotRow, Db } from '@fanline/db';
import { AppError } from '../errors';
import { NO_MESSAGES_LEFT } from '../metering';
import { searchKnowledge, type KnowledgeMatch } from '../knowledge/knowledge-search';
import { replyWithModel } from '../replies/model-reply';
import type { BotDeps } from './bot-deps';

export interface BotReply {
  response: string;
  /** The creator's knowledge the reply was given (the chat test shows it). */
  knowledge: KnowledgeMatch[];
  latency_ms: number;
  prompt_tokens: number;
  completion_tokens: number;
}

/**
 * The creator's own test of a bot (dashboard chat, Telegram test): the fans'
 * reply pipeline with no fan, no paywall and no usage key. No credit left is a
 * 402; a model failure gives the credit back and answers the provider's error.
 */
export async function generateBotReply(
  db: Db,
  deps: Pick<BotDeps, 'llm' | 'knowledgeVectors'>,
  bot: BotRow,
  text: string,
  history: readonly ChatTurn[] = [],
  onText?: (textSoFar: string) => void,
): Promise<BotReply> {
  const owner = await db.selectFrom('users').select('name').where('id', '=', bot.user_id).executeTakeFirstOrThrow();
  const charge = { userId: bot.user_id, botId: bot.id, source: 'test' } as const;
  // Only a bot with knowledge pays for the search.
  const findKnowledge = bot.knowledge_chunks > 0 ? () => searchKnowledge(db, bot.id, text, deps.knowledgeVectors) : undefined;
  const result = await replyWithModel(db, deps.llm, { bot, creatorName: owner.name, charge, history, text, ...(findKnowledge ? { findKnowledge } : {}), ...(onText ? { onText } : {}) });
  switch (result.kind) {
    case 'exhausted':
      throw new AppError('PAYMENT_REQUIRED', NO_MESSAGES_LEFT);
    case 'duplicate':
      // A test message has no usage key, so it is never a redelivery.
      throw new AppError('CONFLICT', 'This message was already answered');
    case 'failed':
      throw result.error;
    case 'answered':
      return {
        response: result.completion.text,
        knowledge: result.knowledge,
        latency_ms: result.completion.latencyMs,
        prompt_tokens: result.completion.promptTokens,
        completion_tokens: result.completion.completionTokens,
      };
  }
}

import { buildChatMessages, trimHistoryToBudget, type ChatTurn } from '@fanline/core';
import type { BotRow, Db } from '@fanline/db';
import type { KnowledgeMatch } from '../knowledge/knowledge-search';
import type { ChatMessage, CompletionResult, Llm } from '../llm';
import { debitMessageCredit, refundMessageCredit, type DebitOutcome, type DebitRequest } from '../metering';

export interface ModelTurn {
  bot: BotRow;
  /** The creator the bot is an AI version of. */
  creatorName: string;
  /** A fan known to be under 18: the prompt forbids sexual content. */
  fanIsMinor?: boolean;
  /** The fan's language code, for the crisis rule's resources (the chat test has none: the US lines). */
  fanLanguage?: string | null;
  /** The crisis screen's concern about the fan's message (PromptContext.crisisConcern). */
  crisisConcern?: boolean;
  /** The bot's notes about this fan (PromptContext.fanMemory); the chat test has none. */
  fanMemory?: string;
  /**
   * Finds the creator's knowledge that matches the message
   * (PromptContext.creatorKnowledge). Called once the credit is settled, so a
   * fan who will not be answered costs no search and no embedding.
   */
  findKnowledge?: () => Promise<KnowledgeMatch[]>;
  /** Who pays, and the usage key that makes a second charge for the same message impossible. */
  charge: DebitRequest;
  /** The credit, when the caller already took it in its own read; otherwise it is taken here. */
  debit?: DebitOutcome;
  /**
   * When this usage key was charged before: whether that charge was answered
   * too (a plain redelivery). If not, the runner died in between and the
   * message is answered now without a second charge. Left out: never answered.
   */
  wasAnswered?: () => Promise<boolean>;
  history: readonly ChatTurn[];
  text: string;
  /** A fan's photo, as a data URL, for a model that sees images: it goes with `text` as the message's image part. */
  image?: string;
  /** Stores a model failure (a fan's conversation keeps it; the chat test has none). */
  recordFailure?: (reason: string) => Promise<void>;
  /** Given, the reply streams, and this receives its whole text so far as it grows (Llm's onText). */
  onText?: (textSoFar: string) => void;
  /** Ends a streamed reply early (Llm's signal). */
  signal?: AbortSignal;
}

export type ModelTurnResult =
  | { kind: 'answered'; completion: CompletionResult; debitId: number | null; knowledge: KnowledgeMatch[] }
  | { kind: 'exhausted' }
  | { kind: 'duplicate' }
  | { kind: 'failed'; error: unknown };

/**
 * The one reply pipeline of a fan's message and of the dashboard's chat test:
 * one message credit, the bot's model with its personality, the platform's
 * rules and the conversation trimmed to its token budget, and the credit given
 * back if the model fails, so nothing is charged for a reply nobody got. The
 * differences (a fan's usage key and memory, where failures are stored) are
 * the turn's fields. A streamed reply keeps the order: a stream that fails
 * before its first piece of text is a failed call, and refunded; one cut after
 * text answers with what came (CompletionResult.cut).
 */
export async function replyWithModel(db: Db, llm: Llm, turn: ModelTurn): Promise<ModelTurnResult> {
  const debit = turn.debit ?? (await debitMessageCredit(db, turn.charge));
  if (debit.status === 'exhausted') return { kind: 'exhausted' };
  if (debit.status === 'duplicate' && (!turn.wasAnswered || (await turn.wasAnswered()))) return { kind: 'duplicate' };
  const debitId = debit.status === 'debited' ? debit.debitId : null;
  const { bot } = turn;
  try {
    const knowledge = turn.findKnowledge ? await turn.findKnowledge() : [];
    const messages: ChatMessage[] = buildChatMessages(
      bot,
      {
        creatorName: turn.creatorName,
        fanIsMinor: turn.fanIsMinor,
        fanLanguage: turn.fanLanguage,
        crisisConcern: turn.crisisConcern,
        fanMemory: turn.fanMemory,
        creatorKnowledge: knowledge,
      },
      trimHistoryToBudget(turn.history),
      turn.text,
    );
    if (turn.image) messages[messages.length - 1] = withImage(turn.text, turn.image);
    const completion = await llm.complete({
      provider: bot.llm_provider,
      model: bot.llm_model,
      messages,
      temperature: bot.temperature,
      maxTokens: bot.max_tokens,
      ...(turn.onText ? { onText: turn.onText } : {}),
      ...(turn.signal ? { signal: turn.signal } : {}),
    });
    return { kind: 'answered', completion, debitId, knowledge };
  } catch (error) {
    if (debitId !== null) await refundMessageCredit(db, debitId);
    await turn.recordFailure?.(error instanceof Error ? error.message : String(error));
    return { kind: 'failed', error };
  }
}

/** The fan's last message with their photo: the caption (or a word that a photo came) and the image part. */
function withImage(text: string, image: string): ChatMessage {
  return { role: 'user', content: [{ type: 'text', text: text || 'The fan sent you a photo.' }, { type: 'image_url', image_url: { url: image } }] };
}

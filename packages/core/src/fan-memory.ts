import { z } from 'zod';
import { estimateTokens } from './conversation-memory';
import { textField } from './input-fields';

/**
 * A fan's memory: the bot's short notes about one fan (facts, preferences,
 * open threads), kept across conversations beyond the turns the history
 * budget holds. This budget keeps them a small, steady part of every prompt.
 */
export const FAN_MEMORY_TOKEN_BUDGET = 300;
/** The budget in characters, at the estimate's four per token: what the creator's edit may hold. */
export const FAN_MEMORY_MAX_CHARS = FAN_MEMORY_TOKEN_BUDGET * 4;

/** MEMORY_EVERY_TURNS: the memory is brought up to date after this many fan messages. */
export const MEMORY_EVERY_TURNS_DEFAULT = 10;

export const memoryEveryTurnsSchema = z.coerce.number().int().min(1).max(1000).default(MEMORY_EVERY_TURNS_DEFAULT);

/** PUT /api/conversations/{id}/memory: {memory}. */
export const fanMemoryInputSchema = z.object({
  memory: textField('Memory').max(FAN_MEMORY_MAX_CHARS, `Memory must be at most ${FAN_MEMORY_MAX_CHARS.toLocaleString('en-US')} characters`),
});

export interface MemoryProgress {
  /** Messages (both sides) the conversation has had since the memory was last written. */
  messagesSinceUpdate: number;
  /** Turns of the history that fit the prompt's budget after this exchange. */
  keptTurns: number;
  everyTurns: number;
}

/**
 * Whether to update the memory after a reply: every `everyTurns` fan
 * messages (a fan message and its reply are two messages), or sooner once
 * more has happened since the last update than the history budget still
 * carries, so nothing said falls out of the prompt unremembered.
 */
export function memoryUpdateDue({ messagesSinceUpdate, keptTurns, everyTurns }: MemoryProgress): boolean {
  return messagesSinceUpdate >= 2 * everyTurns || messagesSinceUpdate > keptTurns;
}

/** Notes cut to the budget at a line's end (a model may overrun it), trimmed. */
export function fitMemory(notes: string): string {
  const text = notes.trim();
  if (text.length <= FAN_MEMORY_MAX_CHARS) return text;
  const cut = text.slice(0, FAN_MEMORY_MAX_CHARS);
  const lineEnd = cut.lastIndexOf('\n');
  return (lineEnd > FAN_MEMORY_MAX_CHARS / 2 ? cut.slice(0, lineEnd) : cut).trim();
}

/** What the summarising call is told: the notes' purpose, shape and budget, and what never goes in them. */
export function memoryInstructions(botName: string): string {
  const words = Math.floor((FAN_MEMORY_TOKEN_BUDGET * 3) / 4);
  return [
    `You keep the private notes of "${botName}", a companion chatbot, about one fan, so the bot remembers them in later chats.`,
    'Rewrite the notes from the current notes and the new conversation: facts about the fan (name, life, people, plans), their preferences (topics, tone, what they enjoy), and open threads to follow up (an exam on Friday, a promise the bot made).',
    'Keep what still matters, update what changed, drop what no longer matters. Write short lines starting with "- ", in English, about the fan in the third person.',
    `Use at most ${words} words. Never note payment details, passwords, addresses or phone numbers. Answer with the notes only.`,
  ].join('\n');
}

/** The conversation the summarising call reads, oldest first; capped to a budget, newest kept. */
export function memoryTranscript(turns: readonly { role: 'user' | 'assistant'; content: string }[], budgetTokens = 3_000): string {
  const lines: string[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    const line = `${turn.role === 'user' ? 'Fan' : 'Bot'}: ${turn.content}`;
    used += estimateTokens(line);
    if (used > budgetTokens) break;
    lines.unshift(line);
  }
  return lines.join('\n');
}

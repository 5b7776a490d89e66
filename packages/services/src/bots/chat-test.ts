import type { ChatTestEvent } from '@fanline/core';
import type { BotRow, Db } from '@fanline/db';
import type { BotDeps } from './bot-deps';
import { generateBotReply } from './bot-reply';
import { findOwnedBot } from './bot-store';

/** POST /api/chat/{botId}: the creator talks to their own bot from the dashboard. */
export async function runChatTest(db: Db, deps: Pick<BotDeps, 'llm' | 'knowledgeVectors'>, userId: string, botId: string, text: string): Promise<{ response: string }> {
  const bot = await findOwnedBot(db, userId, botId);
  const { response } = await generateBotReply(db, deps, bot, text);
  return { response };
}

/**
 * The dashboard's chat test, streamed as a fan's reply is: the reply so far
 * while the model writes it, then the whole reply; a failure is thrown as
 * runChatTest's is. A reader slower than the model gets the latest text, not
 * every piece. Honours the bot's "Stream replies" switch, as fans see it.
 */
export async function streamChatTest(db: Db, deps: Pick<BotDeps, 'llm' | 'knowledgeVectors'>, userId: string, botId: string, text: string): Promise<AsyncGenerator<ChatTestEvent>> {
  // Read before the answer starts, so another creator's id is a plain 404.
  const bot = await findOwnedBot(db, userId, botId);
  return chatTestEvents(db, deps, bot, text);
}

async function* chatTestEvents(db: Db, deps: Pick<BotDeps, 'llm' | 'knowledgeVectors'>, bot: BotRow, text: string): AsyncGenerator<ChatTestEvent> {
  let latest: string | null = null;
  let finished = false;
  let wake: (() => void) | null = null;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  const onText = (textSoFar: string) => {
    latest = textSoFar;
    nudge();
  };
  const reply = generateBotReply(db, deps, bot, text, [], bot.stream_replies ? onText : undefined);
  // Settles the loop below either way; the outcome itself is read from `reply`.
  void reply.then(
    () => ((finished = true), nudge()),
    () => ((finished = true), nudge()),
  );
  while (!finished) {
    if (latest === null) {
      await new Promise<void>((resolve) => (wake = resolve));
      continue;
    }
    const draft: string = latest;
    latest = null;
    yield { type: 'draft', text: draft };
  }
  const { response, knowledge } = await reply;
  yield { type: 'reply', response, knowledge: knowledge.map(({ document_id, title, content }) => ({ document_id, title, excerpt: excerptOf(content) })) };
}

/** The start of a knowledge chunk, for the chat test's "answered from" list. */
function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

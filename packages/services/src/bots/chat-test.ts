import type { Db } from '@fanline/db';
import type { BotDeps } from './bot-deps';
import { generateBotReply } from './bot-reply';
import { findOwnedBot } from './bot-store';

/** POST /api/chat/{botId}: the creator talks to their own bot from the dashboard. */
export async function runChatTest(db: Db, deps: Pick<BotDeps, 'llm'>, userId: string, botId: string, text: string): Promise<{ response: string }> {
  const bot = await findOwnedBot(db, userId, botId);
  const { response } = await generateBotReply(db, deps, bot, text);
  return { response };
}

import { CONVERSATION_NOT_FOUND, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from '../errors';

export interface OwnedConversation {
  id: string;
  bot_id: string;
  bot_name: string;
  /** The bot is 18+: only fans who confirmed their age may be written to. */
  adult_only: boolean;
  fan_id: string;
  channel: Platform;
  taken_over_at: Date | null;
  creator_active_at: Date | null;
}

/**
 * A fan's conversation, when the creator owns its bot; otherwise 404, the
 * same answer as for an id that does not exist. The bots' test chats have no
 * fan and are not in the inbox.
 */
export async function ownedConversation(db: Db, userId: string, conversationId: string): Promise<OwnedConversation> {
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('bots as b', 'b.id', 'c.bot_id')
    .select(['c.id', 'c.bot_id', 'b.name as bot_name', 'b.adult_only', 'c.fan_id', 'c.channel', 'c.taken_over_at', 'c.creator_active_at'])
    .where('c.id', '=', conversationId)
    .where('b.user_id', '=', userId)
    .where('c.fan_id', 'is not', null)
    .where('c.channel', '<>', 'test')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return { ...row, fan_id: row.fan_id as string, channel: row.channel as Platform };
}

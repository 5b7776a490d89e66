import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { ownedConversation } from './conversation-access';

export interface FanMemoryView {
  memory: string;
  updated_at: string | null;
}

/** GET /api/conversations/{id}/memory: what the bot remembers of this fan (the creator's own conversations only). */
export async function readFanMemory(db: Db, userId: string, conversationId: string): Promise<FanMemoryView> {
  await ownedConversation(db, userId, conversationId);
  const row = await db.selectFrom('conversations').select(['memory', 'memory_updated_at']).where('id', '=', conversationId).executeTakeFirstOrThrow();
  return { memory: row.memory, updated_at: row.memory_updated_at?.toISOString() ?? null };
}

/**
 * PUT /api/conversations/{id}/memory (and DELETE, with ''): the creator's
 * notes replace the bot's, as of now. What was said until now counts as taken
 * in, so the next update builds on the creator's words and does not bring
 * back what they cleared.
 */
export async function writeFanMemory(db: Db, userId: string, conversationId: string, memory: string): Promise<FanMemoryView> {
  await ownedConversation(db, userId, conversationId);
  // A JS Date (milliseconds), which the update job compares with to the millisecond.
  const now = new Date();
  const row = await db
    .updateTable('conversations')
    .set({
      memory: memory.trim(),
      memory_updated_at: now,
      memory_through_id: sql<number>`(SELECT coalesce(max(id), 0) FROM messages WHERE conversation_id = ${conversationId})`,
      memory_count_at: sql<number>`message_count`,
    })
    .where('id', '=', conversationId)
    .returning(['memory', 'memory_updated_at'])
    .executeTakeFirstOrThrow();
  return { memory: row.memory, updated_at: row.memory_updated_at?.toISOString() ?? null };
}

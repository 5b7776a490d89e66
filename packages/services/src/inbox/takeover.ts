import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { ownedConversation } from './conversation-access';

export interface TakeoverState {
  taken_over: boolean;
}

/**
 * The creator takes a conversation over: the AI stops answering this fan (its
 * messages are still recorded, free of credit) until the creator hands it
 * back or goes TAKEOVER_IDLE_HOURS without writing.
 */
export async function takeOverConversation(db: Db, userId: string, conversationId: string): Promise<TakeoverState> {
  await ownedConversation(db, userId, conversationId);
  // Taking over again keeps the first takeover's time but counts as activity, so a lapsed takeover the sweep has not yet handed back holds again.
  await db
    .updateTable('conversations')
    .set({ taken_over_at: sql`coalesce(taken_over_at, now())`, taken_over_by: userId, creator_active_at: sql`now()` })
    .where('id', '=', conversationId)
    .execute();
  return { taken_over: true };
}

/** Hands the conversation back to the AI, which reads the creator's turns as its own. */
export async function handBackConversation(db: Db, userId: string, conversationId: string): Promise<TakeoverState> {
  await ownedConversation(db, userId, conversationId);
  await db.updateTable('conversations').set({ taken_over_at: null, taken_over_by: null }).where('id', '=', conversationId).execute();
  return { taken_over: false };
}

/** The creator has read the conversation: no unread messages, and it no longer waits for a human. */
export async function markConversationRead(db: Db, userId: string, conversationId: string): Promise<{ unread: 0 }> {
  await ownedConversation(db, userId, conversationId);
  await db
    .updateTable('conversations')
    .set({ unread_count: 0, needs_human_at: null })
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('unread_count', '<>', 0), eb('needs_human_at', 'is not', null)]))
    .execute();
  return { unread: 0 };
}

/** The SQL test of a takeover gone idle: no creator message (or the takeover itself) for `idleHours`. */
export function takeoverIdleSince(idleHours: number) {
  // Multiplied in SQL, so the fan's read can compile it once with the hours as a placeholder.
  return sql<Date>`now() - make_interval(secs => ${idleHours}::float8 * 3600)`;
}

/**
 * Hands back every takeover idle for `idleHours` (or that one conversation's);
 * the API runs it every minute. The fan pipeline makes the same test itself,
 * so a fan is answered by the AI the moment the takeover lapses, not at the
 * next sweep, and hands that conversation back at once.
 */
export async function handBackIdleConversations(db: Db, idleHours: number, conversationId?: string): Promise<number> {
  const released = await db
    .updateTable('conversations')
    .$if(conversationId !== undefined, (q) => q.where('id', '=', conversationId!))
    .set({ taken_over_at: null, taken_over_by: null })
    .where('taken_over_at', 'is not', null)
    .where('creator_active_at', '<', takeoverIdleSince(idleHours))
    .returning('id')
    .execute();
  return released.length;
}

import type { Db } from '@fanline/db';

/**
 * How many of the creator's conversations have fan messages they have not
 * read: the Inbox tab's badge. A count of its own rather than a page of the
 * list, which the dashboard would otherwise fetch on every load just to count
 * (the partial index conversations_unread_idx keeps it cheap).
 */
export async function countUnreadConversations(db: Db, userId: string): Promise<{ conversations: number }> {
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('bots as b', 'b.id', 'c.bot_id')
    .where('b.user_id', '=', userId)
    .where('c.unread_count', '>', 0)
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .executeTakeFirstOrThrow();
  return { conversations: Number(row.unread) };
}

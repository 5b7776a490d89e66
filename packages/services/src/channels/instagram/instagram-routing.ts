import type { Db } from '@fanline/db';

/**
 * The bot that answers DMs to this Instagram account: its creator's
 * Instagram bot that is deployed (one account serves one bot at a time).
 * None for an account Fanline does not know; while its token is refused the
 * DMs are queued and wait for the creator to reconnect (isAnswering).
 */
export async function instagramBotFor(db: Db, igUserId: string): Promise<string | null> {
  const row = await db
    .selectFrom('instagram_accounts as a')
    .innerJoin('bots as b', 'b.user_id', 'a.user_id')
    .select('b.id')
    .where('a.ig_user_id', '=', igUserId)
    .where('b.platform', '=', 'instagram')
    .where('b.is_deployed', '=', true)
    .orderBy('b.deployed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

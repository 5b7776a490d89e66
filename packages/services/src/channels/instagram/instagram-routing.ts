import type { Db } from '@fanline/db';

/**
 * The bot that answers DMs to this Instagram account: its creator's
 * Instagram bot that is live (one account serves one bot at a time). None
 * for an account Fanline does not know or whose token failed.
 */
export async function instagramBotFor(db: Db, igUserId: string): Promise<string | null> {
  const row = await db
    .selectFrom('instagram_accounts as a')
    .innerJoin('bots as b', 'b.user_id', 'a.user_id')
    .select('b.id')
    .where('a.ig_user_id', '=', igUserId)
    .where('a.token_error', 'is', null)
    .where('b.platform', '=', 'instagram')
    .where('b.is_deployed', '=', true)
    .orderBy('b.deployed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The sealed token of the account behind an Instagram bot, for the runner's sender. */
export async function instagramAccountOfBot(db: Db, botId: string): Promise<{ igUserId: string; tokenEnc: string; tokenError: string | null } | null> {
  const row = await db
    .selectFrom('bots as b')
    .innerJoin('instagram_accounts as a', 'a.user_id', 'b.user_id')
    .select(['a.ig_user_id', 'a.token_enc', 'a.token_error'])
    .where('b.id', '=', botId)
    .executeTakeFirst();
  return row ? { igUserId: row.ig_user_id, tokenEnc: row.token_enc, tokenError: row.token_error } : null;
}

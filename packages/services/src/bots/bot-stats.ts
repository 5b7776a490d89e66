import type { Db, UserRow } from '@fanline/db';

export interface CreatorStats {
  total_bots: number;
  active_bots: number;
  deployed_bots: number;
  messages_today: number;
  messages_remaining: number;
  bots_limit: number;
}

/** The creator's headline counts; "today" is the current UTC day. */
export async function creatorStats(db: Db, user: UserRow, now = new Date()): Promise<CreatorStats> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const bots = await db
    .selectFrom('bots')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('is_active', '=', true).as('active'),
      eb.fn.count<number>('id').filterWhere('is_deployed', '=', true).as('deployed'),
    ])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const usage = await db
    .selectFrom('usage_debits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('kind', '=', 'message')
    .where('created_at', '>=', today)
    .executeTakeFirstOrThrow();
  return {
    total_bots: Number(bots.total),
    active_bots: Number(bots.active),
    deployed_bots: Number(bots.deployed),
    messages_today: Number(usage.n),
    messages_remaining: user.messages_remaining,
    bots_limit: user.bots_limit,
  };
}

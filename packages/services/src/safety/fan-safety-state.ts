import { sql } from 'kysely';
import type { FanIdentity } from '@fanline/core';
import { durableTransaction, type Db } from '@fanline/db';

/** A fan as the platform knows them across bots: the channel and its user id. */
export type ChannelUser = Pick<FanIdentity, 'channel' | 'externalUserId'>;

/**
 * A fan who said they are under 18 becomes known as a minor to every bot of
 * the platform: the flag is keyed by channel and user id, not by fan, so it
 * also outlives /delete_my_data.
 */
export async function markKnownMinor(db: Db, user: ChannelUser): Promise<void> {
  await durableTransaction(db, (trx) =>
    trx.insertInto('protected_minors').values({ channel: user.channel, channel_user_id: user.externalUserId }).onConflict((oc) => oc.doNothing()).execute(),
  );
}

/** The same test in SQL, for a fans row under `alias` in the caller's query. */
export function isKnownMinorFan(alias: string) {
  return sql<boolean>`EXISTS (SELECT 1 FROM protected_minors pm WHERE pm.channel = ${sql.ref(`${alias}.channel`)} AND pm.channel_user_id = ${sql.ref(`${alias}.external_user_id`)})`;
}

export async function isKnownMinor(db: Db, user: ChannelUser): Promise<boolean> {
  const row = await db
    .selectFrom('protected_minors')
    .select('flagged_at')
    .where('channel', '=', user.channel)
    .where('channel_user_id', '=', user.externalUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The fan confirmed being 18 or older on this 18+ bot. */
export async function confirmAdult(db: Db, fanId: string): Promise<void> {
  await db.updateTable('fans').set({ age_confirmed_at: new Date() }).where('id', '=', fanId).where('age_confirmed_at', 'is', null).execute();
}

/**
 * Notes the notices a fan was actually sent (the channel calls this after the
 * send succeeds, so a failed send leaves the notice due): the AI disclosure,
 * and a known minor's 3-hour reminder.
 */
export async function acknowledgeNotices(db: Db, fanId: string, sent: { disclosure: boolean; reminder: boolean }): Promise<void> {
  if (!sent.disclosure && !sent.reminder) return;
  const now = new Date();
  await db
    .updateTable('fans')
    .set({ ...(sent.disclosure ? { disclosed_at: sql<Date>`coalesce(disclosed_at, ${now})` } : {}), ...(sent.reminder ? { minor_reminder_at: now } : {}) })
    .where('id', '=', fanId)
    .execute();
}

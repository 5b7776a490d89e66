import { sql } from 'kysely';
import type { FanIdentity } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { DeliveryFailure } from '../channels/delivery-failure';

/**
 * Whom the refused send was for: the fan's row id, or, where only the inbound
 * event is at hand (a reply), the bot and the fan's identity on the channel.
 */
export type UndeliveredFan = string | { botId: string; fan: Pick<FanIdentity, 'channel' | 'externalUserId'> };

async function markFanBlocked(db: Db, fan: UndeliveredFan): Promise<void> {
  const update = db.updateTable('fans').set({ blocked_at: sql`now()` });
  if (typeof fan === 'string') {
    await update.where('id', '=', fan).execute();
    return;
  }
  await update.where('bot_id', '=', fan.botId).where('channel', '=', fan.fan.channel).where('external_user_id', '=', fan.fan.externalUserId).execute();
}

/**
 * A send the channel refused for good (permanentDeliveryFailure): a fan who
 * blocked the bot or is gone is marked blocked, so the inbox and broadcasts
 * say so, and then `recordReason`, when given, writes the reason where that
 * send is shown (the creator's message, the broadcast recipient); a bot's reply
 * was recorded with its reason when it was refused, so it passes none. The two
 * writes are separate statements on `db`, in no transaction of their own,
 * marking first so the reason's inbox notification finds the fan marked.
 */
export async function recordDeliveryFailure(
  db: Db,
  fan: UndeliveredFan,
  failure: DeliveryFailure,
  recordReason?: (reason: string) => Promise<unknown>,
): Promise<void> {
  if (failure.blocked) await markFanBlocked(db, fan);
  await recordReason?.(failure.reason);
}

import { sql } from 'kysely';
import type { BroadcastAudienceId, Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { isPayingFan } from '../fans/paying-fans';
import { isKnownMinorFan } from '../safety/fan-safety-state';

type AudienceBot = { id: string; platform: Platform; adult_only: boolean };

/** Days since the fan's last message for the "active" audiences. */
const ACTIVE_DAYS: Partial<Record<BroadcastAudienceId, number>> = { active_7d: 7, active_30d: 30 };

/**
 * The one definition of a broadcast's audience: the bot's fans on its channel
 * who have not opted out (/stop), narrowed to those who wrote within 7 or 30
 * days, or who have a paid payment (subscription, messages or tip) that was
 * not refunded. An 18+ bot reaches only fans who confirmed their age and are
 * not known minors, as its AI does. Fans who blocked the bot are in it: they
 * may have unblocked it, and the channel says so when the message is sent. The preview counts
 * this query and a new broadcast inserts its rows, so the two never differ.
 */
export function audienceQuery(db: Db, bot: AudienceBot, audience: BroadcastAudienceId) {
  let query = db
    .selectFrom('fans as f')
    .select('f.id')
    .where('f.bot_id', '=', bot.id)
    .where('f.channel', '=', bot.platform)
    .where('f.opted_out', '=', false);
  const days = ACTIVE_DAYS[audience];
  if (days !== undefined) query = query.where('f.last_message_at', '>', sql<Date>`now() - make_interval(days => ${days})`);
  if (audience === 'paying') query = query.where(isPayingFan('f.id'));
  if (bot.adult_only) query = query.where('f.age_confirmed_at', 'is not', null).where(sql<boolean>`NOT ${isKnownMinorFan('f')}`);
  return query;
}

/** How many fans the audience reaches right now. */
export async function countAudience(db: Db, bot: AudienceBot, audience: BroadcastAudienceId): Promise<number> {
  const row = await db
    .selectFrom(audienceQuery(db, bot, audience).as('audience'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

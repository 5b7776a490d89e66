import { sql } from 'kysely';

/**
 * The one definition of a paying fan: one with a paid payment (a subscription,
 * messages or a tip) that was not refunded. `fanId` names the fan's id column
 * in the caller's query ('f.id'); the fan_payments (fan_id, created_at) index
 * answers it.
 */
export function isPayingFan(fanId: string) {
  return sql<boolean>`EXISTS (SELECT 1 FROM fan_payments p WHERE p.fan_id = ${sql.ref(fanId)} AND p.status = 'paid')`;
}

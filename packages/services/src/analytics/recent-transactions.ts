import { sql, type RawBuilder } from 'kysely';
import { relativeTime, type Platform, type RecentTransaction } from '@fanline/core';
import type { OwnedBot } from './rollup-queries';

export interface PaymentRow {
  bot_id: string;
  kind: RecentTransaction['type'];
  amount_usd: number;
  /** A Date from a plain query, an ISO string from inside a JSON result. */
  created_at: Date | string;
}

/**
 * The latest paid fan payments of `bots`, a FROM item `b` with an `id` column.
 * Each bot's newest come off its (bot_id, created_at) index, so this stays
 * fast however many payments exist.
 */
export function latestPaymentsQuery(bots: RawBuilder<unknown>, limit: number): RawBuilder<PaymentRow> {
  return sql<PaymentRow>`
    SELECT p.bot_id, p.kind, p.amount_usd, p.created_at
    FROM ${bots}
    CROSS JOIN LATERAL (
      SELECT bot_id, kind, amount_usd, created_at FROM fan_payments
      WHERE bot_id = b.id AND status = 'paid'
      ORDER BY created_at DESC LIMIT ${limit}
    ) p
    ORDER BY p.created_at DESC LIMIT ${limit}
  `;
}

/** The creator's latest payments, newest first, as the dashboard lists them. */
export function recentTransactions(rows: readonly PaymentRow[], bots: readonly OwnedBot[], now: Date): RecentTransaction[] {
  const byId = new Map(bots.map((b) => [b.id, b]));
  return rows.map((row) => {
    const bot = byId.get(row.bot_id);
    const createdAt = new Date(row.created_at);
    return {
      bot_name: bot?.name ?? 'Deleted bot',
      platform: (bot?.platform ?? 'telegram') as Platform,
      time_ago: relativeTime(createdAt, now),
      created_at: createdAt.toISOString(),
      amount: Number(row.amount_usd),
      type: row.kind,
    };
  });
}

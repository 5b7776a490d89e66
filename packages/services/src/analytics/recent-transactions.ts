import { sql } from 'kysely';
import type { Platform, RecentTransaction } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { OwnedBot } from './rollup-queries';

/** SPEC §2 relative times: Never, Now, minutes, hours under 24, days under 7, then weeks. */
export function timeAgo(at: Date | null, now: Date): string {
  if (!at) return 'Never';
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'Now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return `${Math.floor(days / 7)}w ago`;
}

/**
 * The creator's latest paid fan payments. Each bot's newest come off its
 * (bot_id, created_at) index, so this stays fast however many payments exist.
 */
export async function recentTransactions(db: Db, bots: readonly OwnedBot[], limit: number, now: Date): Promise<RecentTransaction[]> {
  if (!bots.length) return [];
  const { rows } = await sql<{ bot_id: string; kind: RecentTransaction['type']; amount_usd: number; created_at: Date }>`
    SELECT p.bot_id, p.kind, p.amount_usd, p.created_at
    FROM unnest(${sql.val(bots.map((b) => b.id))}::uuid[]) AS b(id)
    CROSS JOIN LATERAL (
      SELECT bot_id, kind, amount_usd, created_at FROM fan_payments
      WHERE bot_id = b.id AND status = 'paid'
      ORDER BY created_at DESC LIMIT ${limit}
    ) p
    ORDER BY p.created_at DESC LIMIT ${limit}
  `.execute(db);
  const byId = new Map(bots.map((b) => [b.id, b]));
  return rows.map((row) => {
    const bot = byId.get(row.bot_id);
    return {
      bot_name: bot?.name ?? 'Deleted bot',
      platform: (bot?.platform ?? 'telegram') as Platform,
      time_ago: timeAgo(row.created_at, now),
      created_at: row.created_at.toISOString(),
      amount: Number(row.amount_usd),
      type: row.kind,
    };
  });
}

import { loadBotWithOwner, type BotWithOwner } from '@fanline/services';
import type { Db } from '@fanline/db';

/** How long a bot and its owner are reused between fan updates without a change notice. */
export const BOT_CACHE_MS = 2_000;

export interface BotCache {
  get(botId: string): Promise<BotWithOwner | null>;
  /** A NOTIFY said this bot changed: read it fresh next time. */
  forget(botId: string): void;
}

/**
 * Reads each bot with its owner at most once per 2 s, instead of on every fan
 * update. Bot edits arrive as change notices and drop the entry at once;
 * owner changes (plan, deactivation) show within 2 s.
 */
export function createBotCache(db: Db, ttlMs = BOT_CACHE_MS): BotCache {
  const entries = new Map<string, { value: Promise<BotWithOwner | null>; until: number }>();
  return {
    get(botId) {
      const hit = entries.get(botId);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = loadBotWithOwner(db, botId);
      entries.set(botId, { value, until: Date.now() + ttlMs });
      value.catch(() => entries.delete(botId));
      return value;
    },
    forget: (botId) => void entries.delete(botId),
  };
}

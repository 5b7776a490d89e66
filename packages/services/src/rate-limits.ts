import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMITS, type RateLimitName, type RateLimitRules } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from './errors';

/** The API's request budgets (core's RATE_LIMITS), counted in PostgreSQL so every API process shares them. */
export interface RateLimits {
  /** Counts one request for `key` under the rule; throws AppError 429 with retryAfterSeconds once over it. */
  consume(name: RateLimitName, key: string): Promise<void>;
}

/**
 * The pg client the library calls (`query({ text, values })` and rows back),
 * run on the app's own Kysely pool so the limits open no connections of their own.
 */
function pgClientOver(db: Db) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

/**
 * Builds the limiters over the `rate_limits` table (migration 20261126040000).
 * `rules` replaces some of RATE_LIMITS; only tests pass it, to make a limit
 * small enough to reach or large enough never to be in the way.
 */
export function createRateLimits(db: Db, rules: Partial<RateLimitRules> = {}): RateLimits {
  const storeClient = pgClientOver(db);
  const all: RateLimitRules = { ...RATE_LIMITS, ...rules };
  const limiters = new Map<RateLimitName, RateLimiterPostgres>();
  for (const [index, [name, rule]] of (Object.entries(all) as [RateLimitName, RateLimitRules[RateLimitName]][]).entries()) {
    limiters.set(
      name,
      new RateLimiterPostgres({
        storeClient,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        // Each limiter would sweep the whole table every five minutes; one sweep is enough.
        clearExpiredByTimeout: index === 0,
        keyPrefix: name,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
    );
  }
  return {
    async consume(name, key) {
      const rule = all[name];
      try {
        await limiters.get(name)!.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw new AppError('TOO_MANY_REQUESTS', rule.message, [], retryAfterSeconds);
      }
    },
  };
}

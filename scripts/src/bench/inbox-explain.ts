import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { createPool, type Database } from '@fanline/db';
import { callService, type InboxRequest } from './inbox-cases';

/** One statement a read made, with the plan PostgreSQL ran it by. */
export interface ExplainedQuery {
  ms: number;
  sql: string;
  plan: string;
}

/**
 * Runs the read once on a client that records its statements, then each
 * statement again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters;
 * slowest first.
 */
export async function explainRequest(url: string, userId: string, request: InboxRequest): Promise<ExplainedQuery[]> {
  const seen: { query: CompiledQuery; ms: number }[] = [];
  const pool = createPool({ connectionString: url, maxConnections: 2, applicationName: 'fanline-bench-explain' });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void (event.level === 'query' && seen.push({ query: event.query, ms: event.queryDurationMillis })),
  });
  try {
    await callService(db, userId, request);
    const explained: ExplainedQuery[] = [];
    for (const { query, ms } of seen) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]);
      explained.push({ ms, sql: query.sql, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return explained.sort((a, b) => b.ms - a.ms);
  } finally {
    await db.destroy();
  }
}

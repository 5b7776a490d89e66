import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A condition, always true, that tells PostgreSQL how few rows a statement's
 * JSON input holds. The fan's read and the exchange's record take their rows
 * through json_to_recordset, which is planned as 100 rows whatever it holds;
 * paced, it holds one. With that estimate the planner hashed the input and
 * scanned the fans and conversations tables (for the read, every fan of the
 * bot) for the one row each needed, about 0.5 ms of PostgreSQL's CPU per
 * message in the runner bench (docs/benchmarks.md, "The input's row
 * estimate"). PostgreSQL has no statistics on a function's output, so it
 * keeps 0.5 % of the rows through a range: one row, found by its key. The
 * bound goes as a value, so the statement keeps one text and its generic plan.
 * scripts/tests/fan-statement-plans.test.ts fails if either statement's
 * generic plan scans the fans or conversations tables again.
 */
export function inputRowsBound(ordinal: Expression<unknown>, lastOrdinal: unknown): RawBuilder<boolean> {
  return sql<boolean>`${ordinal} BETWEEN 0 AND ${lastOrdinal}`;
}

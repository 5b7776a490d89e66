// The audit trail: admin actions and sign-ins from a new IP. Append-only (the database refuses UPDATE and DELETE).
import type { ColumnType, Generated } from 'kysely';
import type { TimestampDefault } from './column-types';

/** What changed, as JSON: field names with before/after for edits, ids for bulk actions; never a password or token. */
export type AuditDetails = { [key: string]: unknown };

export interface AuditLogTable {
  id: Generated<number>;
  /** Null once the acting user is deleted; actor_email keeps who it was. */
  actor_id: string | null;
  actor_email: string | null;
  subject_user_id: string | null;
  subject_email: string | null;
  action: string;
  details: ColumnType<AuditDetails, string | undefined, never>;
  ip: string | null;
  user_agent: string | null;
  created_at: TimestampDefault;
}

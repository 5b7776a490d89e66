import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { recordAudit, type AuditActor } from '../admin/audit-log';
import { FAN_EVENT_TASK } from './inbound-queue';

export interface FailedInboundEvent {
  id: string;
  bot_id: string | null;
  /** The bot's name, while the bot exists. */
  bot_name: string | null;
  channel: string | null;
  kind: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  failed_at: Date;
}

/**
 * Inbound events that used up their tries, newest first, with the last
 * error: graphile-worker keeps such a job (attempts = max_attempts, unlocked)
 * instead of deleting it. The payload's text is never shown, only its kind.
 */
export async function listFailedInboundEvents(db: Db, limit = 50): Promise<FailedInboundEvent[]> {
  const { rows } = await sql<FailedInboundEvent>`
    SELECT j.id::text AS id,
           j.payload->>'botId' AS bot_id,
           b.name AS bot_name,
           j.payload->'fan'->>'channel' AS channel,
           j.payload->>'kind' AS kind,
           j.attempts, j.last_error, j.created_at, j.updated_at AS failed_at
    FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    LEFT JOIN bots b ON b.id::text = j.payload->>'botId'
    WHERE t.identifier = ${FAN_EVENT_TASK} AND j.attempts >= j.max_attempts AND j.locked_at IS NULL
    ORDER BY j.updated_at DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}

/**
 * Tries a failed event again now, with a fresh set of attempts; false when it is not a failed inbound event.
 * The job row is locked while it is checked and rescheduled, so two admins retrying at once (or a worker
 * taking it) make one retry and one audit entry: the second finds it no longer failed.
 */
export async function retryFailedInboundEvent(db: Db, admin: AuditActor, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ bot_id: string | null; owner_id: string | null; owner_email: string | null }>`
      SELECT j.payload->>'botId' AS bot_id, u.id AS owner_id, u.email AS owner_email FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      LEFT JOIN bots b ON b.id::text = j.payload->>'botId'
      LEFT JOIN users u ON u.id = b.user_id
      WHERE j.id = ${id}::bigint AND t.identifier = ${FAN_EVENT_TASK} AND j.attempts >= j.max_attempts AND j.locked_at IS NULL
      FOR UPDATE OF j
    `.execute(trx);
    const [event] = rows;
    if (!event) return false;
    await sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${id}::bigint], run_at => now(), attempts => 0)`.execute(trx);
    // The trail names the bot's owner, so the event shows in their trail too.
    const subject = event.owner_id && event.owner_email ? { id: event.owner_id, email: event.owner_email } : null;
    await recordAudit(trx, admin, { action: 'failed_event.retry', subject, details: { event_id: id, bot_id: event.bot_id } });
    return true;
  });
}

import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';

/** graphile-worker's own tables live in this schema, beside Fanline's. */
export const JOB_QUEUE_SCHEMA = 'graphile_worker';

/**
 * Installs or upgrades the job queue's schema (graphile-worker's migrations,
 * which it owns and versions). Several processes may start at once: on an
 * empty database its CREATE SCHEMA can race, so one advisory lock lets one
 * process install while the others wait and then find it done.
 */
export async function installJobQueue(connectionString: string): Promise<void> {
  const pool = new pg.Pool({ connectionString, max: 2, application_name: 'fanline-job-queue-setup' });
  // A dropped connection must not crash the process (graphile-worker warns about a pool without these).
  pool.on('error', logClientError);
  pool.on('connect', (client) => client.on('error', logClientError));
  const lock = await pool.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('fanline_job_queue_install'))`);
    await runMigrations({ pgPool: pool, schema: JOB_QUEUE_SCHEMA, logger: quietLogger });
  } finally {
    await lock.query(`SELECT pg_advisory_unlock(hashtext('fanline_job_queue_install'))`).catch(() => {});
    lock.release();
    await pool.end();
  }
}

function logClientError(error: Error): void {
  console.error(JSON.stringify({ level: 'error', source: 'job-queue', message: `PostgreSQL client error: ${error.message}` }));
}

/** graphile-worker's logger, keeping only its warnings and errors (it logs every job otherwise). */
export const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(JSON.stringify({ level, source: 'job-queue', message }));
});

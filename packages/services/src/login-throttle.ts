import type { Db } from '@fanline/db';
import { AppError } from './errors';

/** At most this many failed sign-ins per email, and per IP, in one window. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Refuses a sign-in (429) when the email or the IP already has
 * LOGIN_FAILURE_LIMIT failures inside the window. The count lives in
 * PostgreSQL so that every API process sees the same numbers.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('login_failures')
        .select((f) => f.fn.countAll<number>().as('n'))
        .where('email', '=', email)
        .where('created_at', '>', since)
        .as('by_email'),
      eb
        .selectFrom('login_failures')
        .select((f) => f.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .as('by_ip'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(row.by_email) >= LOGIN_FAILURE_LIMIT || Number(row.by_ip) >= LOGIN_FAILURE_LIMIT) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY, [], Math.ceil(LOGIN_WINDOW_MS / 1000));
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  await db.insertInto('login_failures').values({ email, ip, created_at: now }).execute();
  // Old rows are useless; trimming here keeps the table small without a cron job.
  await db.deleteFrom('login_failures').where('created_at', '<', new Date(now.getTime() - LOGIN_WINDOW_MS)).execute();
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

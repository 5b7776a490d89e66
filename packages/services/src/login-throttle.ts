import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { AppError } from './errors';

/** At most this many failed sign-ins per email, and per IP, in one window. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

// Advisory-lock namespaces (the first key of pg_advisory_xact_lock(int, int)),
// so an email and an IP never share a lock.
const EMAIL_LOCK_SPACE = 7301;
const IP_LOCK_SPACE = 7302;

/** A password guess that has been counted; release it once the guess proves right. */
export interface LoginAttempt {
  id: number;
}

/**
 * Counts a password guess before it is checked, and refuses it (429) when the
 * email or the IP already has LOGIN_FAILURE_LIMIT attempts inside the window.
 *
 * The count and the new row are one step under per-email and per-IP advisory
 * locks, so however many requests run at once, at most LOGIN_FAILURE_LIMIT
 * guesses per window ever reach the password check. Guesses still being
 * checked count as failures until released. The rows live in PostgreSQL so
 * that every API process sees the same numbers.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now = new Date()): Promise<LoginAttempt> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return db.transaction().execute(async (trx) => {
    // Always the email's lock first, then the IP's: no two requests can wait on each other in a cycle.
    await sql`SELECT pg_advisory_xact_lock(${EMAIL_LOCK_SPACE}, hashtext(${email}))`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${IP_LOCK_SPACE}, hashtext(${ip}))`.execute(trx);
    const row = await trx
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
    const attempt = await trx.insertInto('login_failures').values({ email, ip, created_at: now }).returning('id').executeTakeFirstOrThrow();
    return { id: attempt.id };
  });
}

/** The guess proved right, so it does not count as a failure. */
export async function releaseLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', attempt.id).execute();
}

/** A successful sign-in forgets the email's failures, its own attempt included. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Failures older than the window count for nothing; the API's hourly sweep deletes them. */
export async function deleteOldLoginFailures(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('login_failures').where('created_at', '<=', new Date(now.getTime() - LOGIN_WINDOW_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

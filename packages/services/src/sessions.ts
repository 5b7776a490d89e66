import { createHash } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { Db, SessionRow, UserRow } from '@fanline/db';
import { findSessionWithUser } from './session-lookup';

// Lucia's session design (lucia-auth.com/sessions/basic): the token is
// "<id>.<secret>", the database keeps the id and the SHA-256 of the secret, and
// the secret is compared in constant time. Each part carries 120 random bits.
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The sliding expiry is written at most this often, so busy clients do not write on every request. */
export const SESSION_EXTEND_INTERVAL_MS = 60 * 60 * 1000;

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RANDOM_STRING_LENGTH = 24;
/**
 * What each half of a token we issued looks like. Anything else is refused
 * before the database sees it: a NUL, say, would make PostgreSQL refuse the
 * statement that looks up every session asked for in the same turn.
 */
const TOKEN_PART = new RegExp(`^[${ALPHABET}]{${RANDOM_STRING_LENGTH}}$`);

export function generateSecureRandomString(): string {
  const bytes = new Uint8Array(RANDOM_STRING_LENGTH);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte >> 3];
  return out;
}

/** SHA-256 of the secret's UTF-8 bytes; Node's native hash, as every authenticated request pays for it. */
function hashSecret(secret: string): Uint8Array {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export interface IssuedSession {
  token: string;
  session: SessionRow;
}

export async function createSession(db: Db, userId: string, meta: SessionMeta = {}, now = new Date()): Promise<IssuedSession> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const session = await db
    .insertInto('sessions')
    .values({
      id,
      secret_hash: Buffer.from(hashSecret(secret)),
      user_id: userId,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token: `${id}.${secret}`, session };
}

export interface ValidSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * Returns the session and its user, or null when the token is malformed,
 * unknown, expired, or belongs to a deactivated user. Extends the expiry
 * (sliding 30 days) at most once an hour.
 */
export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || !TOKEN_PART.test(id) || !TOKEN_PART.test(secret)) return null;

  const row = await findSessionWithUser(db, id);
  if (!row) return null;
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secret_hash))) return null;

  if (row.expires_at.getTime() <= now.getTime()) {
    await invalidateSession(db, id);
    return null;
  }
  if (!row.is_active) {
    await invalidateUserSessions(db, row.id);
    return null;
  }

  const { session_id, secret_hash, ip, user_agent, session_created_at, expires_at, ...user } = row;
  const session: SessionRow = {
    id: session_id,
    secret_hash,
    user_id: user.id,
    ip,
    user_agent,
    created_at: session_created_at,
    expires_at,
  };

  const lastExtendedAt = expires_at.getTime() - SESSION_LIFETIME_MS;
  if (now.getTime() - lastExtendedAt >= SESSION_EXTEND_INTERVAL_MS) {
    session.expires_at = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.updateTable('sessions').set({ expires_at: session.expires_at }).where('id', '=', id).execute();
  }
  return { session, user };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, optionally keeping the one making the request. */
export async function invalidateUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import type { LoginInput, PublicUser, RegisterInput } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from './errors';
import { clearLoginFailures, releaseLoginAttempt, reserveLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { recordSignInFromNewIp } from './admin/audit-log';
import { createSession, invalidateSession, type SessionMeta } from './sessions';
import { findReferrerId, findUserByEmail, insertUser, toPublicUser } from './users';

export interface AuthResult {
  message: string;
  token: string;
  user: PublicUser;
}

// A fixed hash to verify against when the email is unknown, so a miss takes as
// long as a wrong password and does not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;
function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('fanline-decoy-password');
  return decoyHash;
}

export async function registerAccount(db: Db, input: RegisterInput, meta: SessionMeta = {}): Promise<AuthResult> {
  const passwordHash = await hashPassword(input.password);
  const referredBy = await findReferrerId(db, input.ref);
  const user = await insertUser(db, { name: input.name, email: input.email, passwordHash, referredBy });
  if (!user) throw new AppError('CONFLICT', 'An account with this email already exists');
  const { token } = await createSession(db, user.id, meta);
  return { message: 'Account created successfully', token, user: toPublicUser(user) };
}

export async function signIn(db: Db, input: LoginInput, meta: SessionMeta = {}): Promise<AuthResult> {
  // The guess is counted before it is checked, so parallel requests cannot all slip under the limit.
  const attempt = await reserveLoginAttempt(db, input.email, meta.ip ?? 'unknown');

  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await getDecoyHash()), input.password);
  if (!user || !user.password_hash || !passwordOk) throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  if (!user.is_active) {
    await releaseLoginAttempt(db, attempt);
    throw new AppError('FORBIDDEN', 'This account has been deactivated. Contact support.');
  }

  await clearLoginFailures(db, input.email);
  await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', user.id).execute();
  await recordSignInFromNewIp(db, user, meta, 'password');
  const { token } = await createSession(db, user.id, meta);
  return { message: 'Login successful', token, user: toPublicUser(user) };
}

export async function signOut(db: Db, sessionId: string): Promise<{ message: string }> {
  await invalidateSession(db, sessionId);
  return { message: 'Signed out' };
}

import type { ChangePasswordInput } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from './errors';
import { releaseLoginAttempt, reserveLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { invalidateUserSessions, type SessionMeta, type ValidSession } from './sessions';

/**
 * Sets a new password after checking the current one, then ends every other
 * session of the user: whoever knew the old password is signed out.
 * Guesses at the current password count against the sign-in throttle (the
 * user's email and the IP), so a stolen session cannot try passwords freely.
 */
export async function changePassword(
  db: Db,
  auth: ValidSession,
  input: ChangePasswordInput,
  meta: SessionMeta = {},
): Promise<{ message: string }> {
  const { user, session } = auth;
  if (user.password_hash) {
    const current = input.current_password ?? '';
    if (!current) throw currentPasswordIncorrect();
    const attempt = await reserveLoginAttempt(db, user.email, meta.ip ?? 'unknown');
    if (!(await verifyPassword(user.password_hash, current))) throw currentPasswordIncorrect();
    await releaseLoginAttempt(db, attempt);
    if (current === input.new_password) {
      throw new AppError('BAD_REQUEST', 'Choose a password different from the current one', [
        { field: 'new_password', message: 'Choose a password different from the current one' },
      ]);
    }
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', user.id).execute();
    await invalidateUserSessions(trx, user.id, session.id);
  });
  return { message: 'Password updated' };
}

function currentPasswordIncorrect(): AppError {
  return new AppError('BAD_REQUEST', 'Current password is incorrect', [{ field: 'current_password', message: 'Current password is incorrect' }]);
}

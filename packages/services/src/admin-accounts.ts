import { UNLIMITED, type PublicUser } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from './errors';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, toPublicUser } from './users';

export interface AdminAccountInput {
  email: string;
  password: string;
  name: string;
}

/**
 * Creates an administrator, or promotes the existing account with that email
 * (its password is then replaced). Admins hold unlimited allowances (docs/product.md §8).
 */
export async function createOrPromoteAdmin(db: Db, input: AdminAccountInput): Promise<{ user: PublicUser; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const created = !existing;
  const user = existing ?? (await insertUser(db, { name: input.name, email: input.email, passwordHash, referredBy: null }));
  if (!user) throw new AppError('CONFLICT', 'An account with this email already exists');
  const admin = await db
    .updateTable('users')
    .set({
      is_admin: true,
      is_active: true,
      password_hash: passwordHash,
      bots_limit: UNLIMITED,
      messages_remaining: UNLIMITED,
      voice_messages_remaining: UNLIMITED,
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: toPublicUser(admin), created };
}

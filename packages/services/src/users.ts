import { sql } from 'kysely';
import { newAccountAllowance, type PublicUser } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { generateSecureRandomString } from './sessions';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    plan: row.plan,
    is_admin: row.is_admin,
    is_active: row.is_active,
    bots_limit: row.bots_limit,
    messages_remaining: row.messages_remaining,
    voice_messages_remaining: row.voice_messages_remaining,
    has_voice_upgrade: row.has_voice_upgrade,
    referral_code: row.referral_code,
    has_password: row.password_hash !== null,
    created_at: row.created_at.toISOString(),
  };
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A short, unambiguous code for `?ref=` links. */
export function generateReferralCode(): string {
  return generateSecureRandomString().slice(0, 10);
}

export async function findReferrerId(db: Db, code: string | undefined | null): Promise<string | null> {
  if (!code) return null;
  const row = await db.selectFrom('users').select('id').where('referral_code', '=', code.toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string | null;
  referredBy: string | null;
}

/** Inserts a spark user; returns undefined when the email is already taken. */
export async function insertUser(db: Db, account: NewAccount): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      name: account.name,
      email: account.email,
      password_hash: account.passwordHash,
      referral_code: generateReferralCode(),
      referred_by: account.referredBy,
      ...newAccountAllowance(),
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The user row, locked FOR UPDATE until the transaction ends: every change to a
 * user's plan, limits or balances takes it first, so concurrent ones serialize.
 */
export function lockUser(trx: Db, userId: string): Promise<UserRow | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
}

import { everyColumn, type UserRow } from '@fanline/db';

/**
 * Every column of a user, named: the session lookup is a prepared statement, which PostgreSQL
 * refuses to run as `users.*` once a migration adds a column, and a bot's read renames each to sit
 * beside the bot's own in one row.
 */
export const USER_COLUMNS = everyColumn<UserRow>()([
  'id',
  'name',
  'email',
  'password_hash',
  'plan',
  'is_admin',
  'is_active',
  'bots_limit',
  'messages_remaining',
  'voice_messages_remaining',
  'has_voice_upgrade',
  'pack_messages',
  'pack_voice_messages',
  'plan_period_end',
  'stripe_customer_id',
  'referral_code',
  'referred_by',
  'last_login_at',
  'created_at',
  'updated_at',
]);

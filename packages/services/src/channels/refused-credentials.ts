import type { Db } from '@fanline/db';
import { failuresOf } from './channel-adapters';

/**
 * Whether the channel refused the bot's own credentials rather than the fan
 * (Telegram's revoked token, Instagram's expired one): nothing sent by the
 * bot can succeed until the creator fixes it.
 */
export function credentialsRefused(error: unknown): boolean {
  return failuresOf(error)?.credentialsRefused(error) ?? false;
}

/**
 * Marks the bot for its creator when the channel refused its credentials, as
 * a poller does on a 401; the adapter knows what to mark. Either way the bot
 * stops answering, so queued work waits for it. True when it was such a
 * refusal. In webhook mode nothing polls, so a send is where it shows.
 */
export async function markRefusedCredentials(db: Db, botId: string, error: unknown): Promise<boolean> {
  const failures = failuresOf(error);
  if (!failures?.credentialsRefused(error)) return false;
  await failures.markCredentialsRefused(db, botId, error);
  return true;
}

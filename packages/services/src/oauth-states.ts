import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Db } from '@fanline/db';

/** An OAuth flow's state lives 10 minutes and is used once, whatever the provider. */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;

/** The SHA-256 of a state, base64url: what a cookie or the database holds instead of the state. */
export function hashState(state: string): string {
  return encodeBase64urlNoPadding(sha256(new TextEncoder().encode(state)));
}

export async function deleteExpiredOAuthStates(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('oauth_states').where('created_at', '<', new Date(now.getTime() - STATE_LIFETIME_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

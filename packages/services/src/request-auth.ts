import type { Db } from '@fanline/db';
import { validateSessionToken, type ValidSession } from './sessions';

/** Reads "Authorization: Bearer <token>" and returns the live session, or null. */
export async function authenticateBearer(db: Db, authorization: string | null | undefined): Promise<ValidSession | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  return validateSessionToken(db, match[1]);
}

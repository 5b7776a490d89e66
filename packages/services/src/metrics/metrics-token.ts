import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries METRICS_TOKEN as a bearer token.
 * Both sides are hashed first, so the comparison takes the same time whatever
 * the header's length and wherever it first differs.
 */
export function metricsTokenMatches(token: string, authorization: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(token), digest(given)) && given.length > 0;
}

import type { MiddlewareHandler } from 'hono';
import { planAllows, VOICE_CLONE_NEEDS_PLAN } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError, authenticateBearer, type Logger } from '@fanline/services';
import { sendError } from './http-errors';

/**
 * Before the voice clone route reads up to 100 MB: the caller must be signed
 * in and on a plan that clones, or they are refused without the body being
 * read. Otherwise anyone could make the API hold 100 MB a request. The session
 * found is handed on to the route's context (requestInfoOf), which then does
 * not look it up again.
 */
export function guardVoiceCloneUpload(db: Db, log: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const auth = await authenticateBearer(db, c.req.header('authorization'));
    if (!auth) return sendError(c, new AppError('UNAUTHORIZED', 'Please sign in to continue'), log);
    if (!planAllows(auth.user, 'voiceClone')) return sendError(c, new AppError('FORBIDDEN', VOICE_CLONE_NEEDS_PLAN), log);
    c.set('session', auth);
    return next();
  };
}

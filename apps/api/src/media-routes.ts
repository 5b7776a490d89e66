import { Hono } from 'hono';
import { readVoiceClip } from '@fanline/services';
import type { RestDeps } from './rest/mount-rest-routes';

const CLIP_FILE = /^([0-9a-f-]{36})\.(wav|mp3)$/;

/**
 * GET /api/media/voice/{id}.wav?expires&signature: a voice note Instagram
 * fetches by URL. Only a signed, unexpired link answers; anything else is 404,
 * so a clip cannot be found by guessing.
 */
export function mediaRoutes(deps: RestDeps) {
  const app = new Hono();
  app.get('/voice/:file', async (c) => {
    const id = CLIP_FILE.exec(c.req.param('file'))?.[1];
    const clip = id ? await readVoiceClip(deps.db, deps.bots.secrets, { id, expires: c.req.query('expires'), signature: c.req.query('signature') }) : null;
    if (!clip) return c.json({ detail: 'Not found' }, 404);
    return c.body(new Uint8Array(clip.content), 200, { 'Content-Type': clip.contentType, 'Cache-Control': 'private, max-age=3600' });
  });
  return app;
}

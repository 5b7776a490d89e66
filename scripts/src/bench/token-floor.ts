import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type pg from 'pg';

interface SessionLookup {
  user_id: string;
  secret_hash: Buffer;
  expires_at: Date;
}

/**
 * The floor `GET /api/auth/me` is compared with: the least an authenticated
 * request can do. It parses the bearer token as the API does ("<id>.<secret>"),
 * hashes the secret (SHA-256), reads the session by its primary key in one
 * statement and compares the hash in constant time; nothing else (no
 * middleware, no user row, no tRPC).
 */
export function createTokenFloorApp(pool: pg.Pool): Hono {
  const app = new Hono();
  app.get('/floor/me', async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const [id, secret] = token.split('.');
    if (!id || !secret) return c.json({ detail: 'Please sign in to continue' }, 401);
    const hash = createHash('sha256').update(secret).digest();
    const { rows } = await pool.query<SessionLookup>('SELECT user_id, secret_hash, expires_at FROM sessions WHERE id = $1', [id]);
    const row = rows[0];
    const valid = row !== undefined && row.secret_hash.length === hash.length && timingSafeEqual(row.secret_hash, hash) && row.expires_at.getTime() > Date.now();
    if (!valid) return c.json({ detail: 'Please sign in to continue' }, 401);
    return c.json({ id: row.user_id });
  });
  return app;
}

import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RequestInfo } from '@fanline/api';

/** Who is asking: bearer header, client IP (X-Forwarded-For only behind a trusted proxy) and user agent. */
export function requestInfoOf(c: Context, trustProxy: boolean): RequestInfo {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  let ip = forwarded;
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined;
    }
  }
  return { authorization: c.req.header('authorization'), ip: ip ?? 'unknown', userAgent: c.req.header('user-agent') };
}

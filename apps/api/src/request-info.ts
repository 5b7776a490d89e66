import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RequestInfo } from '@fanline/api';
import type { ValidSession } from '@fanline/services';

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller's session, set by a guard that had to look it up before the route (guardVoiceCloneUpload). */
    session?: ValidSession;
  }
}

/**
 * Who is asking: bearer header, client IP and user agent. Behind a trusted
 * proxy the IP is the rightmost X-Forwarded-For entry, the one our proxy
 * appended; entries to its left come from the client and prove nothing.
 */
export function requestInfoOf(c: Context, trustProxy: boolean): RequestInfo {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  let ip = forwarded;
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined;
    }
  }
  return { authorization: c.req.header('authorization'), ip: ip ?? 'unknown', userAgent: c.req.header('user-agent'), session: c.get('session') };
}

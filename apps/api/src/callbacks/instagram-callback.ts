import { Hono } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { z } from 'zod';
import { completeInstagramConnect, parseInput, type Logger } from '@fanline/services';
import { escapeMarkup } from '../escape-markup';
import type { RestDeps } from '../rest/mount-rest-routes';
import { securityHeadersWithNonce } from '../security-headers';

const callbackQuerySchema = z.object({ code: z.string().min(1), state: z.string().min(1) });

/**
 * The pop-up's last page: it says what happened and closes itself; the
 * dashboard, polling the status, sees the account once it is connected. Its
 * one inline script carries the response's CSP nonce (security-headers.ts):
 * the one route that asks for a nonce.
 */
function popupPage(title: string, detail: string, nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0b12;color:#e4e4e7;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:22rem;padding:2rem;text-align:center}h1{font-size:1.25rem;color:#fff}p{color:#a1a1aa}</style>
</head><body><main><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(detail)}</p></main>
<script nonce="${nonce}">setTimeout(function(){window.close()},1500)</script></body></html>`;
}

/**
 * GET /api/instagram/oauth/callback?code&state: Meta's redirect after business
 * login, in the pop-up. A browser navigation, so it answers with a page, never
 * JSON; a refused login (error=access_denied) or a bad, old or reused state
 * connects nothing.
 */
export function instagramCallbackRoutes(deps: RestDeps, log: Logger) {
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  app.get('/oauth/callback', securityHeadersWithNonce(() => deps.bots.appUrl), async (c) => {
    const page = (title: string, detail: string) => popupPage(title, detail, c.get('secureHeadersNonce') ?? '');
    if (c.req.query('error')) {
      return c.html(page('Instagram not connected', c.req.query('error_description') ?? 'The connection was cancelled.'), 400);
    }
    try {
      const params = parseInput(callbackQuerySchema, c.req.query());
      const { username } = await completeInstagramConnect(deps.db, deps.instagram, deps.bots.secrets, params);
      return c.html(page('Instagram connected', `@${username} is connected to Fanline. You can close this window.`));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.info('Instagram connection failed', { reason });
      return c.html(page('Failed to connect Instagram account', reason), 400);
    }
  });
  return app;
}

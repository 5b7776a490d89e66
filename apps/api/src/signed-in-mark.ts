import { createHash } from 'node:crypto';
import { TOKEN_STORAGE_KEY } from '@fanline/core';

/**
 * Landing and pricing arrive prerendered as a guest sees them (decision 019).
 * A visitor who holds a session gets their own page from the app instead, and
 * must not see the guest's flash by first: this script, run before the first
 * paint, marks <html data-signed-in>, and the web app's stylesheet hides the
 * prerendered root under that mark until the app has drawn.
 */
const SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}))document.documentElement.setAttribute('data-signed-in','')}catch(e){}`;

/** The script's CSP source: a hash, so it needs no per-answer nonce (security-headers.ts). */
export const SIGNED_IN_MARK_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** A prerendered page (its root marked data-prerendered by the build) with the script at the start of its <head>. */
export function withSignedInMark(html: string): string {
  if (!html.includes('data-prerendered')) return html;
  return html.replace(/<head>/i, `<head>\n    <script>${SCRIPT}</script>`);
}

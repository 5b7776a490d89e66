import { createHash } from 'node:crypto';
import { EARLY_CLICK_GLOBAL, TOKEN_STORAGE_KEY } from '@fanline/core';

/**
 * Landing and pricing arrive prerendered as a guest sees them (decision 019).
 * A visitor who holds a session gets their own page from the app instead, and
 * must not see the guest's flash by first: this part, run before the first
 * paint, marks <html data-signed-in>, and the web app's stylesheet hides the
 * prerendered root under that mark until the app has drawn.
 */
const SIGNED_IN_MARK = `try{if(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}))document.documentElement.setAttribute('data-signed-in','')}catch(e){}`;

/**
 * A guest on a slow connection sees the page's buttons before the app's script has arrived, and a
 * click then reached nothing. This part keeps the last button clicked inside the prerendered root
 * until the app takes it over; main.tsx clicks it again once React listens (hydration keeps the
 * same element), so "Choose Flow" clicked early still opens "Join Fanline".
 */
const EARLY_CLICK = `document.addEventListener('click',function(e){var r=document.getElementById('root'),t=e.target,b=r&&r.hasAttribute('data-prerendered')&&t instanceof Element&&t.closest('button');if(b&&r.contains(b))window[${JSON.stringify(EARLY_CLICK_GLOBAL)}]=b},true);`;

const SCRIPT = `${SIGNED_IN_MARK}${EARLY_CLICK}`;

/** The script's CSP source: a hash, so it needs no per-answer nonce (security-headers.ts). */
export const PRERENDERED_HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** A prerendered page (its root marked data-prerendered by the build) with the script at the start of its <head>. */
export function withPrerenderedHeadScript(html: string): string {
  if (!html.includes('data-prerendered')) return html;
  return html.replace(/<head>/i, `<head>\n    <script>${SCRIPT}</script>`);
}

import type { BrowserContext, Page } from 'playwright-core';

/** Where the fake SDK opens its pop-up, as Meta's does: the product's origin check sees this page's origin. */
const FACEBOOK = 'https://www.facebook.com';
/** The fake SDK's own pop-up → page message, standing in for the real SDK's internal channel. */
const AUTH_RESPONSE = 'FAKE_FB_AUTH_RESPONSE';

/**
 * Meta's JavaScript SDK as Embedded Signup uses it: FB.init, and FB.login,
 * which records its options in `window.__fakeFacebook` and opens the signup
 * dialog on www.facebook.com in a pop-up. The dialog's AUTH_RESPONSE message
 * (heard from www.facebook.com only) becomes FB.login's callback. Plain
 * JavaScript, served as the script's body: the page runs it as it would Meta's.
 */
const FAKE_SDK = `(() => {
  const facebook = ${JSON.stringify(FACEBOOK)};
  const recorded = (window.__fakeFacebook = { inits: [], logins: [] });
  let settings = null;
  let answer = null;
  window.addEventListener('message', (event) => {
    if (event.origin !== facebook || typeof event.data !== 'string' || !answer) return;
    let body = null;
    try { body = JSON.parse(event.data); } catch { return; }
    if (!body || body.type !== ${JSON.stringify(AUTH_RESPONSE)}) return;
    const callback = answer;
    answer = null;
    callback(body.code ? { authResponse: { code: body.code }, status: 'connected' } : { authResponse: null, status: 'unknown' });
  });
  window.FB = {
    init(params) {
      settings = params;
      recorded.inits.push(params);
    },
    login(callback, options) {
      recorded.logins.push(options);
      answer = callback;
      const query = new URLSearchParams({ client_id: settings.appId, config_id: options.config_id, response_type: options.response_type, extras: JSON.stringify(options.extras) });
      const popup = window.open(facebook + '/' + settings.version + '/dialog/oauth?' + query, 'fb-embedded-signup', 'popup=yes,width=600,height=700');
      if (!popup) {
        answer = null;
        callback({ authResponse: null, status: 'unknown' });
      }
    },
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();`;

/** What the signup dialog on www.facebook.com does once it opens. */
export type FacebookDialogScenario =
  /** The creator finished: the WA_EMBEDDED_SIGNUP FINISH message with the ids, then the code. */
  | { finish: { code: string; wabaId: string; phoneNumberId: string } }
  /** The creator closed the flow at `step`: CANCEL, then FB.login's empty answer. */
  | { cancel: { step: string } }
  /** Nothing yet: the test drives the pop-up itself (see answerLogin). */
  | 'hold';

const signupMessage = (event: string, data: object) => JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event, data });
const authResponse = (code: string | null) => JSON.stringify({ type: AUTH_RESPONSE, code });

function messagesOf(scenario: Exclude<FacebookDialogScenario, 'hold'>): string[] {
  if ('finish' in scenario) {
    const { code, wabaId, phoneNumberId } = scenario.finish;
    return [signupMessage('FINISH', { phone_number_id: phoneNumberId, waba_id: wabaId }), authResponse(code)];
  }
  return [signupMessage('CANCEL', { current_step: scenario.cancel.step }), authResponse(null)];
}

/** The dialog page: posts the scenario's messages to the page that opened it, then closes, as Meta's does. */
function dialogPage(scenario: FacebookDialogScenario): string {
  const messages = scenario === 'hold' ? [] : messagesOf(scenario);
  // Escaped so no message can end the script element early.
  const script = `const messages = ${JSON.stringify(messages).replace(/</g, '\\u003c')};
    if (messages.length > 0) {
      for (const message of messages) window.opener.postMessage(message, '*');
      setTimeout(() => window.close(), 50);
    }`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Facebook</title></head><body><h1>WhatsApp Business signup</h1><script>${script}</script></body></html>`;
}

/**
 * Serves Meta's SDK and signup dialog to every page and pop-up of the context,
 * so nothing reaches the internet. `scenario` runs (Node side) once per pop-up,
 * so a finish can take a fresh code from the fake WhatsApp each time. Returns
 * the dialog URLs the pop-ups asked for, in order.
 */
export async function fakeFacebook(context: BrowserContext, scenario: () => FacebookDialogScenario): Promise<URL[]> {
  const dialogs: URL[] = [];
  await context.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_SDK }));
  await context.route(`${FACEBOOK}/**`, (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.endsWith('/dialog/oauth')) return route.fulfill({ status: 404, body: 'Not Found' });
    dialogs.push(url);
    return route.fulfill({ contentType: 'text/html', body: dialogPage(scenario()) });
  });
  return dialogs;
}

/** In a held pop-up: FB.login's answer alone (no FINISH message), from www.facebook.com, then the pop-up closes. */
export async function answerLogin(popup: Page, code: string | null): Promise<void> {
  await popup.evaluate(
    ({ message }) => {
      window.opener.postMessage(message, '*');
      setTimeout(() => window.close(), 50);
    },
    { message: authResponse(code) },
  );
}

/** What the page's FB.init and FB.login were called with. */
export function facebookCalls(page: Page): Promise<{ inits: unknown[]; logins: Record<string, unknown>[] }> {
  return page.evaluate(() => (window as unknown as { __fakeFacebook?: { inits: unknown[]; logins: Record<string, unknown>[] } }).__fakeFacebook ?? { inits: [], logins: [] });
}

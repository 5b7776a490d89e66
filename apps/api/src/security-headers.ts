import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { PRERENDERED_HEAD_SCRIPT_SOURCE } from './prerendered-head-script';

/** HSTS for a year, subdomains included, once the app is served over https (issue #21). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers on every response (issue #21; the MDN HTTP Observatory's checks).
 * The session token lives in local storage, so the Content Security Policy is
 * the guard against injected script:
 * - scripts only from this origin, and an inline script only with the
 *   response's nonce (the Instagram pop-up's "close me") or by its hash (the
 *   script every prerendered page's head carries, prerendered-head-script.ts); no eval;
 * - styles from this origin, and inline style attributes, which Radix sets
 *   for positioning (style cannot run script);
 * - no plugins, no <base>, never framed (clickjacking), forms post here only.
 * Google sign-in, Instagram's business login and Stripe Checkout are page
 * navigations (a redirect or a pop-up), which the policy does not restrict.
 * The pop-ups keep their opener (same-origin-allow-popups): the bot form
 * watches the Instagram pop-up close.
 * - Where the server offers WhatsApp's Embedded Signup, Meta's JavaScript SDK
 *   runs the pop-up: its script, the frames and pixels it sets on
 *   facebook.com, and its calls there are allowed, and nothing more.
 *
 * This set is computed once and carries no nonce (script-src 'self' and the head script's hash): a fresh
 * nonce and policy per answer cost about 30 µs, and only a page with an
 * inline script needs one. It fills in only the headers an answer lacks, so
 * such a page's own policy (securityHeadersWithNonce) stands.
 */
export function securityHeaders(appUrl: () => string, opts: { facebookSdk?: boolean } = {}): MiddlewareHandler {
  return byScheme(appUrl, (https) => headersFor(https, false, opts.facebookSdk === true));
}

/** The same headers with a fresh nonce in script-src, for a page whose inline script reads c.get('secureHeadersNonce'). */
export function securityHeadersWithNonce(appUrl: () => string): MiddlewareHandler {
  return byScheme(appUrl, (https) => headersFor(https, true, false));
}

function byScheme(appUrl: () => string, build: (https: boolean) => MiddlewareHandler): MiddlewareHandler {
  // APP_URL is read per request: a test server learns its own address only once it listens.
  const overHttps = build(true);
  const overHttp = build(false);
  return (c, next) => (appUrl().startsWith('https://') ? overHttps : overHttp)(c, next);
}

/** Meta's JavaScript SDK (connect.facebook.net) and the facebook.com origins it frames and calls, for Embedded Signup. */
const FACEBOOK_SDK = {
  script: ['https://connect.facebook.net'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com', 'https://graph.facebook.com'],
  img: ['https://www.facebook.com'],
};

function headersFor(https: boolean, nonce: boolean, facebookSdk: boolean): MiddlewareHandler {
  const facebook = (sources: string[]) => (facebookSdk ? sources : []);
  return secureHeaders({
    // The nonce variant runs nearer the handler: its policy is set first and must win.
    overwrite: nonce,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The signed-in mark is the one inline script every prerendered page carries: allowed by its hash.
      scriptSrc: nonce ? ["'self'", PRERENDERED_HEAD_SCRIPT_SOURCE, NONCE] : ["'self'", PRERENDERED_HEAD_SCRIPT_SOURCE, ...facebook(FACEBOOK_SDK.script)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...facebook(FACEBOOK_SDK.img)],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...facebook(FACEBOOK_SDK.connect)],
      ...(facebookSdk ? { frameSrc: FACEBOOK_SDK.frame } : {}),
      // Voice samples play through the Web Audio API, which media-src does not govern.
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? HSTS : false,
    permissionsPolicy: {
      camera: [],
      // "Your voice" records the creator's samples in the page (MediaRecorder); only this origin may ask.
      microphone: ['self'],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      browsingTopics: [],
    },
  });
}

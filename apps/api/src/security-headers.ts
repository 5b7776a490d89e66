import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** HSTS for a year, subdomains included, once the app is served over https (issue #21). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers on every response (issue #21; the MDN HTTP Observatory's checks).
 * The session token lives in local storage, so the Content Security Policy is
 * the guard against injected script:
 * - scripts only from this origin, and a page's own inline script only with
 *   the response's nonce (the Instagram pop-up's "close me"); no eval;
 * - styles from this origin, and inline style attributes, which Radix sets
 *   for positioning (style cannot run script);
 * - no plugins, no <base>, never framed (clickjacking), forms post here only.
 * Google sign-in, Instagram's business login and Stripe Checkout are page
 * navigations (a redirect or a pop-up), which the policy does not restrict.
 * The pop-ups keep their opener (same-origin-allow-popups): the bot form
 * watches the Instagram pop-up close.
 */
export function securityHeaders(appUrl: () => string): MiddlewareHandler {
  // APP_URL is read per request: a test server learns its own address only once it listens.
  const overHttps = headersFor(true);
  const overHttp = headersFor(false);
  return (c, next) => (appUrl().startsWith('https://') ? overHttps : overHttp)(c, next);
}

function headersFor(https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
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
      microphone: [],
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

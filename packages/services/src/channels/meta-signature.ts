import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook delivery, Instagram's and WhatsApp's alike: `X-Hub-Signature-256: sha256=` and the hex
 * HMAC-SHA256 of the raw body under the app secret. Compared in constant time.
 */
export function metaSignatureValid(appSecret: string, rawBody: string, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

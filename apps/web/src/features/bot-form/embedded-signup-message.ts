/** What Embedded Signup's pop-up told the page, from its WA_EMBEDDED_SIGNUP message. */
export type EmbeddedSignupMessage =
  | { event: 'finish'; waba_id: string; phone_number_id: string }
  | { event: 'cancel'; step: string | null }
  | { event: 'error'; message: string };

/** True only for https://facebook.com and its subdomains: any other window could post a forged FINISH. */
export function isFacebookOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && (url.hostname === 'facebook.com' || url.hostname.endsWith('.facebook.com'));
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    // The SDK's own cross-window messages are not JSON; they are not ours to read.
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const idOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? value : null);

/**
 * Reads a window `message` event as Meta's session-info message (sessionInfoVersion 3):
 * `{type: 'WA_EMBEDDED_SIGNUP', event, data}` posted by the pop-up on facebook.com.
 * Any FINISH variant must name the number; a FINISH without one (a business
 * account alone) cannot be connected, so it reads as an error. Anything else,
 * or from any other origin, is null.
 */
export function readEmbeddedSignupMessage(message: Pick<MessageEvent, 'origin' | 'data'>): EmbeddedSignupMessage | null {
  if (!isFacebookOrigin(message.origin)) return null;
  const body = parseJson(message.data);
  if (!isRecord(body) || body.type !== 'WA_EMBEDDED_SIGNUP' || typeof body.event !== 'string') return null;
  const data = isRecord(body.data) ? body.data : {};
  if (body.event.startsWith('FINISH')) {
    const waba_id = idOf(data.waba_id);
    const phone_number_id = idOf(data.phone_number_id);
    if (waba_id && phone_number_id) return { event: 'finish', waba_id, phone_number_id };
    return { event: 'error', message: 'Facebook finished without a phone number. Start again and pick or add the number for your bots.' };
  }
  // Meta reports a flow error as ERROR, or as a CANCEL carrying error_message after the creator reports it.
  const error = textOf(data.error_message);
  if (body.event === 'ERROR' || (body.event === 'CANCEL' && error)) return { event: 'error', message: error ?? 'Facebook stopped the signup.' };
  if (body.event === 'CANCEL') return { event: 'cancel', step: textOf(data.current_step) };
  return null;
}

import { invalidParam, whatsappError } from './fake-whatsapp-errors';
import { newToken, type FakeWhatsAppNumber, type WhatsAppState } from './fake-whatsapp-state';

/**
 * Embedded Signup's exchangeable code, as the pop-up returns it to the page: Meta's implementation guide gives it
 * a time-to-live of 30 seconds, and an OAuth code serves once.
 */
export const SIGNUP_CODE_TTL_MS = 30_000;

/** A code the pop-up returned for a number: exchanging it yields a business token for the number's WABA. */
export function issueSignupCode(state: WhatsAppState, number: FakeWhatsAppNumber): string {
  const code = `AQ${newToken().slice(3, 120)}`;
  state.signupCodes.set(code, { phoneNumberId: number.phoneNumberId, issuedAt: state.now(), used: false });
  return code;
}

/** Graph's OAuth refusals: `code` 1 for a wrong secret, 101 for an unknown app, 100 (with a subcode) for the code itself. */
const oauthError = (code: number, message: string, subcode?: number) => whatsappError({ code, message, ...(subcode === undefined ? {} : { subcode }) });

/**
 * GET /oauth/access_token?client_id&client_secret&code: the business integration system user token for the WABA the
 * signup shared, `{access_token, token_type}`. Every number of that WABA takes the new token, as issueToken does.
 */
export function exchangeSignupCode(state: WhatsAppState, params: Record<string, unknown>): object {
  if (params.client_id !== state.app.id) throw oauthError(101, 'Error validating application. Invalid application ID.');
  if (params.client_secret !== state.app.secret) throw oauthError(1, 'Error validating client secret.');
  const code = typeof params.code === 'string' ? state.signupCodes.get(params.code) : undefined;
  if (!code) throw oauthError(100, 'Invalid verification code format.');
  if (code.used) throw oauthError(100, 'This authorization code has been used.', 36009);
  if (state.now() - code.issuedAt > SIGNUP_CODE_TTL_MS) throw oauthError(100, 'This authorization code has expired.', 36007);
  code.used = true;
  const number = state.numbers.get(code.phoneNumberId);
  if (!number) throw oauthError(100, 'Invalid verification code format.');
  const token = newToken();
  state.tokens.set(token, { wabaId: number.wabaId, revoked: false });
  for (const other of state.numbers.values()) if (other.wabaId === number.wabaId) other.token = token;
  return { access_token: token, token_type: 'bearer' };
}

/**
 * POST /{phone_number_id}/register {messaging_product: whatsapp, pin}: "Register a business phone number". The PIN
 * is six digits; a number with two-step verification keeps its PIN and refuses another (133005), one without takes it.
 */
export function registerNumber(number: FakeWhatsAppNumber, params: Record<string, unknown>): object {
  if (params.messaging_product !== 'whatsapp') throw invalidParam('messaging_product is required and must be whatsapp');
  const pin = typeof params.pin === 'string' ? params.pin : '';
  if (!/^\d{6}$/.test(pin)) throw invalidParam('The parameter pin is required and must be 6 digits');
  if (number.pin !== undefined && number.pin !== pin) throw whatsappError({ code: 133005 });
  number.pin = pin;
  number.registered = true;
  return { success: true };
}

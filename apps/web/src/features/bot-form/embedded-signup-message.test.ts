import { describe, expect, it } from 'vitest';
import { isFacebookOrigin, readEmbeddedSignupMessage } from './embedded-signup-message';

const FROM_FACEBOOK = 'https://www.facebook.com';
const signupMessage = (event: string, data: object, origin = FROM_FACEBOOK) => ({ origin, data: JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event, data }) });

describe('isFacebookOrigin', () => {
  it('takes facebook.com and its subdomains over https only', () => {
    expect(isFacebookOrigin('https://facebook.com')).toBe(true);
    expect(isFacebookOrigin('https://www.facebook.com')).toBe(true);
    expect(isFacebookOrigin('https://business.facebook.com')).toBe(true);
    expect(isFacebookOrigin('http://www.facebook.com')).toBe(false);
    expect(isFacebookOrigin('https://evilfacebook.com')).toBe(false);
    expect(isFacebookOrigin('https://www.facebook.com.evil.example')).toBe(false);
    expect(isFacebookOrigin('http://127.0.0.1:5173')).toBe(false);
    expect(isFacebookOrigin('null')).toBe(false);
    expect(isFacebookOrigin('')).toBe(false);
  });
});

describe('readEmbeddedSignupMessage', () => {
  it('reads the ids from FINISH and its variants', () => {
    const ids = { phone_number_id: '106540352242922', waba_id: '102290129340398' };
    expect(readEmbeddedSignupMessage(signupMessage('FINISH', ids))).toEqual({ event: 'finish', ...ids });
    expect(readEmbeddedSignupMessage(signupMessage('FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', ids))).toEqual({ event: 'finish', ...ids });
  });

  it('reads a FINISH without a number as an error, since nothing can be connected', () => {
    expect(readEmbeddedSignupMessage(signupMessage('FINISH_ONLY_WABA', { waba_id: '102290129340398' }))).toMatchObject({ event: 'error' });
  });

  it("reads CANCEL with its step, and Meta's errors with their message", () => {
    expect(readEmbeddedSignupMessage(signupMessage('CANCEL', { current_step: 'PHONE_NUMBER_SETUP' }))).toEqual({ event: 'cancel', step: 'PHONE_NUMBER_SETUP' });
    expect(readEmbeddedSignupMessage(signupMessage('ERROR', { error_message: 'Something went wrong' }))).toEqual({ event: 'error', message: 'Something went wrong' });
    expect(readEmbeddedSignupMessage(signupMessage('CANCEL', { error_message: 'Number already in use', error_id: '524126' }))).toEqual({
      event: 'error',
      message: 'Number already in use',
    });
  });

  it('ignores other origins, other messages and anything not JSON', () => {
    const forged = signupMessage('FINISH', { phone_number_id: '1', waba_id: '2' }, 'http://127.0.0.1:5173');
    expect(readEmbeddedSignupMessage(forged)).toBeNull();
    expect(readEmbeddedSignupMessage({ origin: FROM_FACEBOOK, data: 'cb=f1a2&domain=example.com' })).toBeNull();
    expect(readEmbeddedSignupMessage({ origin: FROM_FACEBOOK, data: { type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH' } })).toBeNull();
    expect(readEmbeddedSignupMessage({ origin: FROM_FACEBOOK, data: JSON.stringify({ type: 'OTHER', event: 'FINISH' }) })).toBeNull();
    expect(readEmbeddedSignupMessage(signupMessage('STARTED', {}))).toBeNull();
  });
});

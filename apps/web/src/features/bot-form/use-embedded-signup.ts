import { whatsappSignupSchema } from '@fanline/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { withoutKeys, type FieldErrors } from './bot-view';
import { readEmbeddedSignupMessage } from './embedded-signup-message';
import { loadedFacebookSdk, loadFacebookSdk, type FacebookLoginResponse } from './facebook-sdk';
import type { EmbeddedSignupSettings, WhatsAppConnection } from './use-whatsapp-connection';

const SIGNUP_CLOSED_EARLY = 'Signup was closed before it finished. You can start again.';
const NO_NUMBER_NAMED = 'Facebook did not say which number you picked. Please start again.';
/** Meta's code lives 30 s; if its FINISH message has not come this long after the code, it is not coming. */
const IDS_GRACE_MS = 10_000;

/** A calm word in the dialog: the creator closed the pop-up (muted), or Meta stopped the flow (warn). */
export interface SignupNote {
  tone: 'muted' | 'warn';
  title?: string;
  text: string;
}

/** One pop-up's worth: the PIN it was launched with, and the code and ids as they arrive, in either order. */
interface Attempt {
  pin: string;
  code?: string;
  ids?: { waba_id: string; phone_number_id: string };
  sent: boolean;
  timer?: number;
}

export interface EmbeddedSignupOptions {
  settings: EmbeddedSignupSettings | null;
  /** The dialog is open: Meta's messages are heard only then. */
  open: boolean;
  /** The signup view is chosen: Meta's SDK is loaded (once per page) only then, and not again after it failed until retryLoad. */
  showing: boolean;
  connection: WhatsAppConnection;
  onConnected(): void;
  /** The PIN field has an error to read: give it focus. */
  focusPin(): void;
  /** The SDK could not load: the dialog turns to the paste form. */
  onSdkFailed(): void;
}

export interface EmbeddedSignup {
  sdk: 'loading' | 'ready' | 'failed';
  /** The pop-up is open, or its code and ids are with the server. */
  step: 'idle' | 'popup' | 'connecting';
  pin: string;
  setPin(value: string): void;
  /** The server's refusals (and the PIN check): `pin` and `code`. */
  errors: FieldErrors;
  note: SignupNote | null;
  /** Opens Meta's pop-up; must run inside the click (or Enter) that asked for it, or the browser blocks the pop-up. */
  launch(): void;
  /** Before the signup view shows again after a failed load: the next showing loads afresh. */
  retryLoad(): void;
  /** Drops the PIN, the notes and any pop-up still open (its answer is then ignored). */
  forget(): void;
}

/**
 * WhatsApp's Embedded Signup in the page: Meta's SDK opens its pop-up with
 * FB.login; its callback hands over the code, and the pop-up's
 * WA_EMBEDDED_SIGNUP message names the WABA and number. Once both are in, with
 * the PIN chosen beforehand, the server exchanges, registers and connects.
 */
export function useEmbeddedSignup(options: EmbeddedSignupOptions): EmbeddedSignup {
  const { settings, open, showing, connection } = options;
  const [sdk, setSdk] = useState<EmbeddedSignup['sdk']>(() => (loadedFacebookSdk() ? 'ready' : 'loading'));
  const [step, setStep] = useState<EmbeddedSignup['step']>('idle');
  const [pin, setPinValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState<SignupNote | null>(null);
  const attemptRef = useRef<Attempt | null>(null);

  const sdkFailed = useEffectEvent(() => {
    setSdk('failed');
    options.onSdkFailed();
  });
  // By value: the settings object is rebuilt on every render of the connection.
  const appId = settings?.appId;
  const graphVersion = settings?.graphVersion;
  const wanted = showing && sdk !== 'failed';
  useEffect(() => {
    if (!wanted || !appId || !graphVersion) return;
    let current = true;
    loadFacebookSdk({ appId, graphVersion }).then(
      () => current && setSdk('ready'),
      () => current && sdkFailed(),
    );
    return () => {
      current = false;
    };
  }, [wanted, appId, graphVersion]);

  function end(attempt: Attempt, ending: SignupNote | null) {
    window.clearTimeout(attempt.timer);
    if (attemptRef.current !== attempt) return;
    attemptRef.current = null;
    setStep('idle');
    setNote(ending);
  }

  async function complete(attempt: Attempt) {
    const { code, ids } = attempt;
    if (!code || attempt.sent) return;
    if (!ids) {
      attempt.timer = window.setTimeout(() => end(attempt, { tone: 'warn', text: NO_NUMBER_NAMED }), IDS_GRACE_MS);
      return;
    }
    window.clearTimeout(attempt.timer);
    attempt.sent = true;
    setStep('connecting');
    const outcome = await connection.signup({ code, ...ids, pin: attempt.pin });
    end(attempt, null);
    if (outcome.connected) {
      options.onConnected();
      return;
    }
    setErrors(outcome.errors);
    if (outcome.errors.pin) options.focusPin();
  }

  function answerLogin(attempt: Attempt, response: FacebookLoginResponse) {
    if (attemptRef.current !== attempt) return;
    const code = response.authResponse?.code;
    if (!code) return end(attempt, { tone: 'muted', text: SIGNUP_CLOSED_EARLY });
    attempt.code = code;
    void complete(attempt);
  }

  const hearMessage = useEffectEvent((event: MessageEvent) => {
    const message = readEmbeddedSignupMessage(event);
    const attempt = attemptRef.current;
    if (!message || !attempt || attempt.sent) return;
    if (message.event === 'cancel') return end(attempt, { tone: 'muted', text: SIGNUP_CLOSED_EARLY });
    if (message.event === 'error') return end(attempt, { tone: 'warn', title: 'Facebook stopped the signup', text: message.message });
    attempt.ids = { waba_id: message.waba_id, phone_number_id: message.phone_number_id };
    void complete(attempt);
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: MessageEvent) => hearMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [open]);

  function launch() {
    const facebook = loadedFacebookSdk();
    if (!settings || !facebook || attemptRef.current) return;
    // The shared schema's rule and words, before a pop-up whose code would be wasted on a PIN the server refuses.
    const checked = whatsappSignupSchema.shape.pin.safeParse(pin);
    if (!checked.success) {
      setErrors({ pin: checked.error.issues[0]?.message ?? 'PIN must be 6 digits' });
      options.focusPin();
      return;
    }
    const attempt: Attempt = { pin: checked.data, sent: false };
    attemptRef.current = attempt;
    setErrors({});
    setNote(null);
    setStep('popup');
    try {
      // No await before this: the browser allows the pop-up only inside the creator's click.
      facebook.login((response) => answerLogin(attempt, response), {
        config_id: settings.configId,
        response_type: 'code',
        override_default_response_type: true,
        extras: { setup: {}, featureType: '', sessionInfoVersion: '3' },
      });
    } catch {
      // Without a pop-up no answer will come; the button must not wait for one.
      end(attempt, { tone: 'warn', title: 'Facebook stopped the signup', text: "Facebook's sign-in could not open. Please start again." });
    }
  }

  function forget() {
    if (attemptRef.current) window.clearTimeout(attemptRef.current.timer);
    attemptRef.current = null;
    setStep('idle');
    setPinValue('');
    setErrors({});
    setNote(null);
  }

  return {
    sdk,
    step,
    pin,
    setPin(value) {
      setPinValue(value);
      setErrors((current) => withoutKeys(current, ['pin']));
    },
    errors,
    note,
    launch,
    retryLoad: () => setSdk((current) => (current === 'failed' ? 'loading' : current)),
    forget,
  };
}

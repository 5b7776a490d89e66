import type { WhatsAppConnectInput } from '@fanline/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { Spinner } from '../../ui/spinner';
import { WhatsAppIcon } from '../../ui/whatsapp-icon';
import { withoutKeys, type FieldErrors } from './bot-view';
import { FieldNote } from './form-section';
import { useEmbeddedSignup, type EmbeddedSignup } from './use-embedded-signup';
import type { WhatsAppConnection, WhatsAppField } from './use-whatsapp-connection';
import { WhatsAppPasteForm } from './whatsapp-paste-form';
import { FlowSwitch, WhatsAppSignupForm } from './whatsapp-signup-form';

const EMPTY: WhatsAppConnectInput = { waba_id: '', phone_number_id: '', access_token: '' };

const DESCRIPTIONS = {
  signup: "Connect your WhatsApp Business number through Facebook, with nothing to copy or paste.",
  paste: 'Paste three values from Meta for your WhatsApp Business number. Fanline checks them with WhatsApp before saving.',
} as const;

const SDK_BLOCKED = "Facebook's sign-in could not load in this browser (an ad blocker or the network may be stopping it). Paste the values from Meta instead, or try again later.";

interface WhatsAppConnectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  connection: WhatsAppConnection;
  /** Where focus goes once connected: the control that opened the dialog is gone by then. */
  onConnectedFocus(): void;
}

/** The signup view's main button says what it is waiting for. */
function signupLabel(signup: EmbeddedSignup): string {
  if (signup.step === 'connecting') return 'Connecting your number…';
  if (signup.step === 'popup') return 'Waiting for Facebook…';
  return signup.sdk === 'loading' ? 'Loading Facebook…' : 'Continue with Facebook';
}

/**
 * Connecting the creator's WhatsApp number. Where the server offers Meta's
 * Embedded Signup, the dialog opens on it (a pop-up, and a PIN chosen here),
 * with the paste flow one click away; elsewhere, or when Meta's SDK cannot
 * load, it is the paste flow alone. Fanline checks everything with Meta
 * before storing anything, so a refusal shows under its field.
 */
export function WhatsAppConnectDialog({ open, onOpenChange, connection, onConnectedFocus }: WhatsAppConnectDialogProps) {
  const [values, setValues] = useState<WhatsAppConnectInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pasteChosen, setPasteChosen] = useState(false);
  const connected = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A control to focus once the render that shows it is done (a field with an error, the other view's first field).
  const pendingFocus = useRef<string | null>(null);
  const formId = useId();
  const settings = connection.embeddedSignup;
  const saving = connection.connecting || connection.signingUp;

  const requestFocus = (selector: string) => {
    pendingFocus.current = selector;
  };
  useEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    pendingFocus.current = null;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const signup = useEmbeddedSignup({
    settings,
    open,
    showing: open && !pasteChosen,
    connection,
    onConnected: finish,
    focusPin: () => requestFocus('input[name="pin"]'),
    onSdkFailed: () => requestFocus('input'),
  });
  const view = settings && !pasteChosen && signup.sdk !== 'failed' ? 'signup' : 'paste';

  function update(field: WhatsAppField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutKeys(current, [field]));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the bot form but React still bubbles its submit there; the bot must not be saved.
    event.stopPropagation();
    if (saving) return;
    const outcome = await connection.connect(values);
    if (outcome.connected) return finish();
    setErrors(outcome.errors);
    requestFocus('[aria-invalid="true"]');
  }

  function finish() {
    connected.current = true;
    forgetTyped();
    onOpenChange(false);
  }

  // Closing forgets what was typed: the token and PIN are secrets, and the next attempt starts clean.
  function forgetTyped() {
    setErrors({});
    setValues(EMPTY);
    setPasteChosen(false);
    signup.forget();
  }

  function changeOpen(next: boolean) {
    if (saving) return;
    if (!next) forgetTyped();
    onOpenChange(next);
  }

  function chooseView(paste: boolean) {
    setPasteChosen(paste);
    if (!paste) signup.retryLoad();
    requestFocus('input');
  }

  const signupBusy = signup.step !== 'idle' || signup.sdk !== 'ready';
  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      size="sm"
      title={
        <span className="flex items-center gap-2.5">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-xl bg-[linear-gradient(135deg,#25d366_0%,#128c7e_100%)] text-white shadow-md shadow-emerald-900/40">
            <WhatsAppIcon className="size-[18px]" />
          </span>
          Connect WhatsApp
        </span>
      }
      description={DESCRIPTIONS[view]}
      // Straight to the first value to type, not the close button the frame would pick.
      onOpenAutoFocus={(event) => {
        const first = formRef.current?.querySelector('input');
        if (!first) return;
        event.preventDefault();
        first.focus();
      }}
      onCloseAutoFocus={(event) => {
        if (!connected.current) return;
        connected.current = false;
        event.preventDefault();
        onConnectedFocus();
      }}
      footer={
        <>
          {/* On a phone the signup view's long label takes a row of its own, above Cancel. */}
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={saving} className={view === 'signup' ? 'w-full sm:w-auto' : undefined}>
            Cancel
          </Button>
          {view === 'signup' ? (
            <Button type="submit" form={formId} busy={signupBusy} className="order-first w-full sm:order-none sm:w-auto sm:min-w-48">
              {signupBusy && <Spinner />}
              {signupLabel(signup)}
            </Button>
          ) : (
            <Button type="submit" form={formId} busy={connection.connecting} className="min-w-32">
              {connection.connecting && <Spinner />}
              {connection.connecting ? 'Checking with WhatsApp…' : 'Connect'}
            </Button>
          )}
        </>
      }
    >
      {view === 'signup' ? (
        <WhatsAppSignupForm formId={formId} formRef={formRef} signup={signup} busy={signup.step !== 'idle'} onPasteInstead={() => chooseView(true)} />
      ) : (
        <WhatsAppPasteForm
          formId={formId}
          formRef={formRef}
          values={values}
          errors={errors}
          busy={connection.connecting}
          onChange={update}
          onSubmit={(event) => void submit(event)}
          notice={
            signup.sdk === 'failed' && (
              <FieldNote tone="warn">
                <span role="alert">{SDK_BLOCKED}</span>
              </FieldNote>
            )
          }
        >
          {settings && <FlowSwitch onClick={() => chooseView(false)}>Use Facebook sign-in</FlowSwitch>}
        </WhatsAppPasteForm>
      )}
    </DialogShell>
  );
}

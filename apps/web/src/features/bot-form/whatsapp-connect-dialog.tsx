import type { WhatsAppConnectInput } from '@fanline/core';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { WhatsAppIcon } from '../../ui/whatsapp-icon';
import { withoutKeys, type FieldErrors } from './bot-view';
import type { WhatsAppConnection, WhatsAppField } from './use-whatsapp-connection';

const EMPTY: WhatsAppConnectInput = { waba_id: '', phone_number_id: '', access_token: '' };

interface WhatsAppConnectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  connection: WhatsAppConnection;
  /** Where focus goes once connected: the control that opened the dialog is gone by then. */
  onConnectedFocus(): void;
}

/**
 * The paste flow: the two ids and the permanent token from Meta's WhatsApp
 * Manager and Business Settings, each with where to find it. Fanline checks
 * them with Meta before storing anything, so a refusal shows under its field.
 */
export function WhatsAppConnectDialog({ open, onOpenChange, connection, onConnectedFocus }: WhatsAppConnectDialogProps) {
  const [values, setValues] = useState<WhatsAppConnectInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const connected = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const busy = connection.connecting;

  function update(field: WhatsAppField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutKeys(current, [field]));
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the bot form but React still bubbles its submit there; the bot must not be saved.
    event.stopPropagation();
    if (busy) return;
    const outcome = await connection.connect(values);
    if (outcome.connected) {
      connected.current = true;
      forgetTyped();
      onOpenChange(false);
      return;
    }
    setErrors(outcome.errors);
    focusFirstError();
  }

  // Closing forgets what was typed: the token is a secret, and the next attempt starts clean.
  function forgetTyped() {
    setErrors({});
    setValues(EMPTY);
  }

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) forgetTyped();
    onOpenChange(next);
  }

  const field = (name: WhatsAppField) => ({
    name,
    value: values[name],
    error: errors[name],
    autoComplete: 'off',
    spellCheck: false,
    // Read-only rather than disabled while Meta is asked: a disabled field would drop the keyboard's focus.
    readOnly: busy,
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

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
      description="Paste three values from Meta for your WhatsApp Business number. Fanline checks them with WhatsApp before saving."
      // Straight to the first value to paste, not the close button the frame would pick.
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
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} className="min-w-32">
            {busy && <Spinner />}
            {busy ? 'Checking with WhatsApp…' : 'Connect'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label="WhatsApp Business Account ID"
          inputMode="numeric"
          placeholder="102290129340398"
          hint="Business Settings → Accounts → WhatsApp accounts: the ID under your account's name."
          {...field('waba_id')}
        />
        <TextField
          label="Phone number ID"
          inputMode="numeric"
          placeholder="106540352242922"
          hint="WhatsApp Manager → Account tools → Phone numbers: open the number; its Phone number ID is listed there."
          {...field('phone_number_id')}
        />
        <TextField
          label="Permanent access token"
          type="password"
          placeholder="EAAG…"
          hint="Business Settings → Users → System users → Generate new token, with whatsapp_business_messaging and whatsapp_business_management."
          {...field('access_token')}
        />
        <p className="flex items-start gap-2 text-xs leading-relaxed text-zinc-500">
          <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-emerald-400/80" />
          The token is stored encrypted and used only to send your bots' replies. A temporary token from the API Setup page expires within a day; use a system user's.
        </p>
      </form>
    </DialogShell>
  );
}

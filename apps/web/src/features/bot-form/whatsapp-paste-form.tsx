import type { WhatsAppConnectInput } from '@fanline/core';
import { ShieldCheck } from 'lucide-react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { TextField } from '../../ui/text-field';
import type { FieldErrors } from './bot-view';
import type { WhatsAppField } from './use-whatsapp-connection';

interface WhatsAppPasteFormProps {
  formId: string;
  formRef: Ref<HTMLFormElement>;
  values: WhatsAppConnectInput;
  errors: FieldErrors;
  busy: boolean;
  onChange(field: WhatsAppField, value: string): void;
  onSubmit(event: FormEvent): void;
  /** Above the fields: why the dialog came here, when Meta's SDK could not load. */
  notice?: ReactNode;
  /** Below them: the way back to Facebook's sign-in, where the server offers it. */
  children?: ReactNode;
}

/**
 * The paste flow's fields: the two ids and the permanent token from Meta's
 * WhatsApp Manager and Business Settings, each with where to find it.
 */
export function WhatsAppPasteForm({ formId, formRef, values, errors, busy, onChange, onSubmit, notice, children }: WhatsAppPasteFormProps) {
  const field = (name: WhatsAppField) => ({
    name,
    value: values[name],
    error: errors[name],
    autoComplete: 'off',
    spellCheck: false,
    // Read-only rather than disabled while Meta is asked: a disabled field would drop the keyboard's focus.
    readOnly: busy,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {notice}
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
      {children}
    </form>
  );
}

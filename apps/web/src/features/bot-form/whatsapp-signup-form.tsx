import { RotateCcw, ShieldCheck } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { FieldNote } from './form-section';
import type { EmbeddedSignup } from './use-embedded-signup';

/** What happens once the creator continues, so the pop-up holds no surprises. */
const STEPS = [
  'Sign in to Facebook and choose your business.',
  'Add or pick your WhatsApp number and verify it by text or call.',
  'Fanline registers the number with your PIN and connects it.',
];

/** The quiet text button that swaps the dialog between Facebook's sign-in and pasting the values. */
export function FlowSwitch({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded text-sm font-semibold text-brand-300 underline-offset-4 transition hover:text-brand-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      {children}
    </button>
  );
}

interface WhatsAppSignupFormProps {
  formId: string;
  formRef: Ref<HTMLFormElement>;
  signup: EmbeddedSignup;
  busy: boolean;
  onPasteInstead(): void;
}

/**
 * Embedded Signup's view of the dialog: what the pop-up will ask, the
 * two-step verification PIN the number is registered with (chosen here, since
 * Meta's flow does not ask for it), and what came of the last pop-up.
 * Submitting opens the pop-up, so it must stay synchronous.
 */
export function WhatsAppSignupForm({ formId, formRef, signup, busy, onPasteInstead }: WhatsAppSignupFormProps) {
  const { errors, note } = signup;
  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Portalled out of the bot form, but React still bubbles the submit there; the bot must not be saved.
        event.stopPropagation();
        if (!busy) signup.launch();
      }}
      className="space-y-5"
    >
      <ol className="space-y-2.5">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-sm leading-relaxed text-zinc-300">
            <span aria-hidden="true" className="mt-px grid size-5 shrink-0 place-items-center rounded-full bg-emerald-400/10 text-[11px] font-bold text-emerald-300 ring-1 ring-inset ring-emerald-400/25">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <div>
        <TextField
          label="Two-step verification PIN"
          name="pin"
          inputMode="numeric"
          // Not one-time-code: the phone would offer Meta's SMS code, which is not this PIN.
          autoComplete="off"
          spellCheck={false}
          maxLength={6}
          placeholder="6 digits"
          className="max-w-44 font-mono tracking-[0.3em] tabular-nums placeholder:font-sans placeholder:tracking-normal"
          hint="Choose a 6-digit PIN for your number. If it already has two-step verification, enter that PIN."
          value={signup.pin}
          error={errors.pin}
          readOnly={busy}
          // Digits only: a PIN pasted with spaces still reads as its six digits.
          onChange={(event) => signup.setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {errors.code && (
          <div className="mt-4">
            <FieldNote tone="danger">
              <span role="alert" className="block">
                {errors.code}
              </span>
              <Button variant="secondary" size="sm" className="mt-2.5" onClick={signup.launch} busy={busy}>
                <RotateCcw aria-hidden="true" />
                Start again
              </Button>
            </FieldNote>
          </div>
        )}
        {/* In the page before a note arrives, so a screen reader announces it; empty, it takes no room. */}
        <div role="status">
          {note && (
            <div className="mt-4">
              <FieldNote tone={note.tone}>
                {note.title && <span className="block font-medium text-orange-100">{note.title}</span>}
                {note.text}
              </FieldNote>
            </div>
          )}
        </div>
      </div>
      <p className="flex items-start gap-2 text-xs leading-relaxed text-zinc-500">
        <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-emerald-400/80" />
        Fanline keeps the number's access token encrypted and uses it only to send your bots' replies.
      </p>
      <FlowSwitch onClick={onPasteInstead}>Paste IDs and token instead</FlowSwitch>
    </form>
  );
}

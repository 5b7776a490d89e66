import { TriangleAlert } from 'lucide-react';
import { useId, type Ref } from 'react';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { PaymentMethod } from './bot-view';
import type { PaymentValue } from './payment-values';
import { TelegramPaymentsGuide } from './setup-guides';

const METHOD_OPTIONS: { value: PaymentMethod; label: string; note?: string }[] = [
  { value: 'stars', label: 'Telegram Stars ⭐', note: 'No token needed' },
  { value: 'provider_token', label: 'Payment provider token' },
];

interface PaymentFieldsProps {
  value: PaymentValue;
  onChange(patch: Partial<PaymentValue>): void;
  /** The masked stored payment token on edit, or null when none is stored. */
  storedTokenMask: string | null;
  /** The §5 message from paymentTokenProblem, or null. */
  problem: string | null;
  warningRef?: Ref<HTMLDivElement>;
  error?: string;
}

/** Payment method, the provider token it may need, and the docs/product.md §5 warning panel while it is missing. */
export function PaymentFields({ value, onChange, storedTokenMask, problem, warningRef, error }: PaymentFieldsProps) {
  const warningId = useId();
  const stored = storedTokenMask !== null;
  const removing = stored && value.clear_stored_token;

  function tokenHint() {
    if (removing) return 'The stored token will be removed when you save.';
    if (stored) return 'Leave blank to keep the stored token.';
    return 'From @BotFather → /mybots → your bot → Payments.';
  }

  return (
    <div className="space-y-4">
      <SelectField
        label="Payment Method"
        value={value.payment_method}
        onValueChange={(method) => onChange({ payment_method: method as PaymentMethod })}
        options={METHOD_OPTIONS}
        hint={value.payment_method === 'stars' ? 'Default — fans pay with Telegram Stars, no token needed.' : 'Card payments through a Telegram payment provider.'}
      />
      {value.payment_method === 'provider_token' && (
        <div className="space-y-2">
          <TextField
            label="Payment Token"
            name="payment_token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={stored && !removing ? storedTokenMask : 'Paste your payment provider token'}
            value={value.payment_token}
            onChange={(e) => onChange({ payment_token: e.target.value })}
            error={error}
            hint={tokenHint()}
            aria-errormessage={problem ? warningId : undefined}
          />
          {stored && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs"
              onClick={() => onChange({ clear_stored_token: !value.clear_stored_token, payment_token: '' })}
            >
              {removing ? 'Keep stored token' : 'Remove stored token'}
            </Button>
          )}
        </div>
      )}
      {problem && (
        <div
          ref={warningRef}
          id={warningId}
          role="alert"
          tabIndex={-1}
          className="flex scroll-my-6 gap-3 rounded-xl bg-amber-400/10 p-3.5 text-sm text-amber-100 ring-1 ring-inset ring-amber-400/30 focus:outline-none"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
          <div className="space-y-1">
            <p className="font-semibold text-amber-200">Payment Token Required</p>
            <p className="leading-relaxed">{problem}</p>
            <p className="text-xs text-amber-200/70">Or switch the payment method to Telegram Stars ⭐, which needs no token.</p>
          </div>
        </div>
      )}
      <TelegramPaymentsGuide />
    </div>
  );
}

import { Coins, CreditCard, Gift } from 'lucide-react';
import type { Ref } from 'react';
import { InfoPopover } from '../../ui/info-popover';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { TextField } from '../../ui/text-field';
import { FormSection, UpgradeBadge } from './form-section';
import { PaymentFields } from './payment-fields';
import type { SectionProps } from './section-props';
import { StripeGuide } from './setup-guides';
import { TipSettingsFields } from './tip-settings-fields';

const UPGRADE_HINT = 'Available from the Ignite plan.';

/** Paid access and tips need in-chat payments, which only Telegram has (CHANNEL_CAPABILITIES). */
export const PAYMENTS_TELEGRAM_ONLY = 'Fan payments are on Telegram only for now';

interface GatedSectionProps extends SectionProps {
  canMonetize: boolean;
  /** The channel takes no payments in the chat; the switch stays off (a stored 'on' may still be switched off). */
  channelWithoutPayments: boolean;
}

function ChannelOnlyBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-white/[0.06] px-2 py-0.5 text-[11px] font-semibold text-zinc-300 ring-1 ring-inset ring-white/12">
      Telegram only
    </span>
  );
}

export function MonetizationSection({ values, update, errors, canMonetize, channelWithoutPayments }: GatedSectionProps) {
  const allowed = canMonetize && !channelWithoutPayments;
  return (
    <FormSection icon={Coins} title="Monetization" description="Charge fans for access to your bot.">
      <SwitchField
        label="Enable Monetization"
        checked={values.monetization_enabled}
        onCheckedChange={(monetization_enabled) => update({ monetization_enabled })}
        // A bot made on a higher plan may still switch it off after a downgrade.
        disabled={!allowed && !values.monetization_enabled}
        error={errors.monetization_enabled}
        description={channelWithoutPayments ? PAYMENTS_TELEGRAM_ONLY : canMonetize ? 'Fans pay a subscription or per message to keep chatting.' : UPGRADE_HINT}
        labelAddon={
          <>
            <InfoPopover topic="Monetization">
              <p>Turn your bot into income: fans pay inside Telegram before they chat.</p>
              <ul className="list-disc space-y-1 pl-4 text-zinc-400">
                <li>Subscription: a monthly price for unlimited chatting. Most creators charge $9.99–$29.99.</li>
                <li>Per message: fans pay for each reply. $0.50–$2.00 works well.</li>
              </ul>
              <p>Telegram Stars ⭐ need no setup; a payment provider token needs approval from Telegram.</p>
            </InfoPopover>
            {channelWithoutPayments ? <ChannelOnlyBadge /> : !canMonetize && <UpgradeBadge />}
          </>
        }
      />
      {values.monetization_enabled && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Pricing Model"
            value={values.pricing_model}
            onValueChange={(model) => update({ pricing_model: model as typeof values.pricing_model })}
            options={[
              { value: 'subscription', label: 'Subscription' },
              { value: 'per_message', label: 'Per message' },
            ]}
            error={errors.pricing_model}
          />
          {values.pricing_model === 'subscription' ? (
            <TextField
              label="Subscription Price"
              name="subscription_price"
              type="number"
              inputMode="decimal"
              min={1}
              max={99.99}
              step={0.01}
              value={values.subscription_price}
              onChange={(e) => update({ subscription_price: e.target.value })}
              error={errors.subscription_price}
              hint="USD per month, 1.00–99.99. Most creators charge 9.99–29.99."
            />
          ) : (
            <TextField
              label="Price per Message"
              name="price_per_message"
              type="number"
              inputMode="decimal"
              min={0.1}
              max={10}
              step={0.01}
              value={values.price_per_message}
              onChange={(e) => update({ price_per_message: e.target.value })}
              error={errors.price_per_message}
              hint="USD, 0.10–10.00. Recommended: 0.50–2.00."
            />
          )}
        </div>
      )}
    </FormSection>
  );
}

export function TipFlowSection({ values, update, errors, canMonetize, channelWithoutPayments }: GatedSectionProps) {
  const allowed = canMonetize && !channelWithoutPayments;
  return (
    <FormSection icon={Gift} title="Tip flow" description="Let the bot invite fans to leave a tip.">
      <SwitchField
        label="Enable Tip Flow"
        checked={values.tip_flow_enabled}
        onCheckedChange={(tip_flow_enabled) => update({ tip_flow_enabled })}
        disabled={!allowed && !values.tip_flow_enabled}
        error={errors.tip_flow_enabled}
        description={channelWithoutPayments ? PAYMENTS_TELEGRAM_ONLY : canMonetize ? 'A friendly tip request after a number of messages or minutes.' : UPGRADE_HINT}
        labelAddon={
          <>
            <InfoPopover topic="Tip flow">
              <p>After a set number of messages or minutes, the bot sends your tip message with the amounts you choose. Fans tap one to tip.</p>
              <p className="text-zinc-400">Ask once the chat is warm — 5 messages is a good start — and offer 1 to 3 amounts.</p>
            </InfoPopover>
            {channelWithoutPayments ? <ChannelOnlyBadge /> : !canMonetize && <UpgradeBadge />}
          </>
        }
      />
      {values.tip_flow_enabled && <TipSettingsFields value={values} onChange={update} errors={errors} />}
    </FormSection>
  );
}

interface PaymentsSectionProps extends SectionProps {
  storedTokenMask: string | null;
  problem: string | null;
  warningRef: Ref<HTMLDivElement>;
}

/** How fans pay; shown while monetization or tip flow is on. */
export function PaymentsSection({ values, update, errors, storedTokenMask, problem, warningRef }: PaymentsSectionProps) {
  return (
    <FormSection icon={CreditCard} title="Payments" description="How fans pay for access and tips.">
      <PaymentFields
        value={values}
        onChange={update}
        storedTokenMask={storedTokenMask}
        problem={problem}
        warningRef={warningRef}
        error={errors.payment_token ?? errors.payment_method}
      />
      {values.monetization_enabled && (
        <div className="space-y-2">
          <TextField
            label="Stripe Price ID"
            name="stripe_price_id"
            autoComplete="off"
            spellCheck={false}
            placeholder="price_…"
            value={values.stripe_price_id}
            onChange={(e) => update({ stripe_price_id: e.target.value })}
            error={errors.stripe_price_id}
            hint="Optional. For card payments through Stripe; starts with price_."
          />
          <StripeGuide />
        </div>
      )}
    </FormSection>
  );
}

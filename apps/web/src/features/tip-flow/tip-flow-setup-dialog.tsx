import { botUpdateSchema, paymentTokenProblem, TIP_AMOUNT_CHOICES, type BotUpdateInput } from '@fanline/core';
import { Gift, Lock } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { useSession } from '../auth/session-context';
import {
  canMonetize,
  initialPayment,
  initialTipSettings,
  PaymentFields,
  paymentSecretsPatch,
  TipSettingsFields,
  tipSettingsPatch,
  tipTimingProblem,
  usePaymentWarning,
  toFieldErrors,
  willHavePaymentToken,
  withoutKeys,
  type BotView,
  type FieldErrors,
  type PaymentValue,
  type TipSettingsValue,
} from '../bot-form';
import { useActivateTipFlow } from './use-activate-tip-flow';

export interface TipFlowSetupDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  bots: BotView[];
  initialBotId?: string;
}

/** docs/product.md §9 Tip Flow Setup, made real: pick a bot, tune its tip prompt and switch tip flow on. */
export function TipFlowSetupDialog(props: TipFlowSetupDialogProps) {
  if (!props.open) return null;
  return <OpenTipFlowSetup {...props} />;
}

/** docs/product.md §9: the setup offers every amount up to $25 by default. */
const SETUP_DEFAULT_AMOUNTS = TIP_AMOUNT_CHOICES.filter((amount) => amount <= 25);

/** A bot already tipping keeps its settings; otherwise its timing and message with the setup's default amounts. */
function settingsOf(bot: BotView | undefined): { tips: TipSettingsValue; payment: PaymentValue } {
  const tips = initialTipSettings(bot);
  if (!bot?.tip_flow_enabled) tips.tip_amounts = [...SETUP_DEFAULT_AMOUNTS];
  return { tips, payment: initialPayment(bot) };
}

function OpenTipFlowSetup({ onOpenChange, bots, initialBotId }: TipFlowSetupDialogProps) {
  const { user } = useSession();
  const allowed = canMonetize(user);
  const [botId, setBotId] = useState(() => (bots.some((b) => b.id === initialBotId) ? initialBotId : bots[0]?.id));
  const bot = bots.find((b) => b.id === botId);
  const [{ tips, payment }, setSettings] = useState(() => settingsOf(bot));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { warningRef, reportPaymentProblem } = usePaymentWarning();
  const formId = useId();

  const { activate, pending } = useActivateTipFlow({
    onActivated: () => onOpenChange(false),
    onFieldErrors: setErrors,
  });

  const problem = bot && allowed
    ? paymentTokenProblem({
        monetization_enabled: bot.monetization_enabled,
        tip_flow_enabled: true,
        payment_method: payment.payment_method,
        has_payment_token: willHavePaymentToken(payment, bot),
      })
    : null;

  function chooseBot(id: string) {
    setBotId(id);
    setSettings(settingsOf(bots.find((b) => b.id === id)));
    setErrors({});
  }

  function updateTips(patch: Partial<TipSettingsValue>) {
    setSettings((current) => ({ ...current, tips: { ...current.tips, ...patch } }));
    setErrors((current) => withoutKeys(current, Object.keys(patch)));
  }

  function updatePayment(patch: Partial<PaymentValue>) {
    setSettings((current) => ({ ...current, payment: { ...current.payment, ...patch } }));
    setErrors((current) => withoutKeys(current, [...Object.keys(patch), 'payment_method']));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!bot || !allowed || pending) return;
    if (problem) return reportPaymentProblem(problem);
    const data: BotUpdateInput = {
      tip_flow_enabled: true,
      ...tipSettingsPatch(tips),
      payment_method: payment.payment_method,
      ...paymentSecretsPatch(payment),
    };
    const parsed = botUpdateSchema.safeParse(data);
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'form'), message: i.message }));
    const timing = tipTimingProblem(tips);
    if (timing) issues.push({ field: 'tip_timing', message: timing });
    if (issues.length) {
      setErrors(toFieldErrors(issues));
      toast.error('Please fix the highlighted fields.');
      return;
    }
    activate(bot, data);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !problem || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    reportPaymentProblem(problem);
  }

  const storedMask = bot ? (bot.telegram_payment_token ?? bot.payment_token) : null;
  const disabled = !allowed || !bot;

  return (
    <DialogShell
      open
      onOpenChange={onOpenChange}
      title="Tip Flow Setup"
      description="Invite fans to tip at the right moment in the conversation."
      footer={
        <>
          <Button variant="secondary" className="px-4" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={disabled || pending || problem !== null} aria-busy={pending || undefined} className="min-w-0 flex-1 px-4 leading-tight whitespace-normal sm:min-w-32 sm:flex-none sm:whitespace-nowrap">
            {pending ? <Spinner /> : !allowed ? <Lock aria-hidden="true" /> : <Gift aria-hidden="true" />}
            {problem ? 'Payment Token Required' : 'Activate'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} onKeyDown={onKeyDown} className="space-y-5">
        {!allowed && (
          <div className="flex items-start gap-3 rounded-xl bg-amber-400/10 p-3.5 text-sm text-amber-100 ring-1 ring-inset ring-amber-400/30">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
            <p>
              <span className="font-semibold text-amber-200">Upgrade Required</span> — tip flow is available from the Ignite plan.
            </p>
          </div>
        )}
        {bots.length === 0 ? (
          <p className="rounded-xl bg-white/[0.03] p-4 text-sm text-zinc-400 ring-1 ring-inset ring-white/[0.07]">
            Create a bot first, then come back to set up tips.
          </p>
        ) : (
          <>
            <SelectField
              label="Bot"
              value={botId ?? ''}
              onValueChange={chooseBot}
              options={bots.map((b) => ({ value: b.id, label: b.name, note: b.tip_flow_enabled ? 'Tips on' : undefined }))}
              disabled={!allowed}
              hint={bot?.tip_flow_enabled ? 'Tip flow is already on for this bot; activating saves these settings.' : undefined}
            />
            <TipSettingsFields value={tips} onChange={updateTips} errors={errors} disabled={!allowed} />
            {allowed && (
              <PaymentFields
                value={payment}
                onChange={updatePayment}
                storedTokenMask={storedMask}
                problem={problem}
                warningRef={warningRef}
                error={errors.payment_token ?? errors.payment_method}
              />
            )}
          </>
        )}
      </form>
    </DialogShell>
  );
}

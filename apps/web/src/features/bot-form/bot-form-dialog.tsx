import { adultOnlyProblem, CHANNEL_CAPABILITIES, paymentTokenProblem, type BotTemplate } from '@fanline/core';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { usePaymentWarning } from './use-payment-warning';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { Spinner } from '../../ui/spinner';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session-context';
import { BrainSection } from './brain-section';
import { withoutKeys, type BotView, type FieldErrors } from './bot-view';
import { ChannelSection } from './channel-section';
import { botPayloadOf, initialForm, validateBotPayload, type BotFormMode, type BotFormValues } from './form-values';
import { IdentitySection } from './identity-section';
import { MonetizationSection, PaymentsSection, TipFlowSection } from './monetization-section';
import { willHavePaymentToken } from './payment-values';
import { allowedProviders, canMonetize, canUseVoice, channelUpgradePlan, instagramAccess } from './plan-access';
import { useInstagramConnection } from './use-instagram-connection';
import { useWhatsAppConnection } from './use-whatsapp-connection';
import { useSaveBot } from './use-save-bot';
import { VoiceSection } from './voice-section';

export interface BotFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: BotFormMode;
  /** The bot to edit (edit mode). */
  bot?: BotView;
  /** Prefills a new bot (create mode). */
  template?: BotTemplate;
  onSaved?(bot: BotView): void;
}

const COPY = {
  create: { title: 'Neural Bot Creation', submit: 'Deploy Bot', description: 'Give your bot an identity, a brain and a channel.' },
  edit: { title: 'Modify Neural Core', submit: 'Update Core', description: 'Changes apply to new messages right away.' },
} as const;

/** The create / edit bot dialog (docs/product.md §9 Dialogs, §5 Bot form). Its state starts fresh each time it opens. */
export function BotFormDialog(props: BotFormDialogProps) {
  if (!props.open) return null;
  return <OpenBotForm key={`${props.mode}:${props.bot?.id ?? props.template?.id ?? 'blank'}`} {...props} />;
}

function OpenBotForm({ onOpenChange, mode, bot, template, onSaved }: BotFormDialogProps) {
  const { user } = useSession();
  const [initial] = useState(() => initialForm(mode, user, bot, template));
  const [values, setValues] = useState<BotFormValues>(initial.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { warningRef, reportPaymentProblem } = usePaymentWarning();
  const formId = useId();
  const copy = COPY[mode];
  // docs/product.md §5: Instagram is a real choice once the server has a Meta app (auth.providers).
  const providers = trpc.auth.providers.useQuery(undefined, { staleTime: 5 * 60_000 });
  const instagram = instagramAccess(user, providers.data?.instagram);
  const connection = useInstagramConnection(user?.id, instagram === 'available' && values.platform === 'instagram');
  const access = { instagram, whatsappUpgrade: channelUpgradePlan(user, 'whatsapp') };
  const whatsapp = useWhatsAppConnection(access.whatsappUpgrade === null && values.platform === 'whatsapp');

  const { save, pending } = useSaveBot(mode, bot?.id, {
    onSaved(saved) {
      onSaved?.(saved);
      onOpenChange(false);
    },
    onFieldErrors(fieldErrors) {
      setErrors(fieldErrors);
      revealFirstError();
    },
  });

  const problem = paymentTokenProblem({
    monetization_enabled: values.monetization_enabled,
    tip_flow_enabled: values.tip_flow_enabled,
    payment_method: values.payment_method,
    has_payment_token: willHavePaymentToken(values, mode === 'edit' ? bot : undefined),
  });

  const adultProblem = adultOnlyProblem(values);

  function update(patch: Partial<BotFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutKeys(current, Object.keys(patch)));
  }

  function revealFirstError() {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      invalid?.focus({ preventScroll: true });
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (problem) return reportPaymentProblem(problem);
    const payload = botPayloadOf(values);
    const problems = validateBotPayload(mode, values, payload);
    if (Object.keys(problems).length) {
      setErrors(problems);
      toast.error('Please fix the highlighted fields.');
      return revealFirstError();
    }
    save(payload);
  }

  // With the submit button disabled the browser drops Enter silently; docs/product.md §5 still wants the toast and the scroll.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !problem || !(event.target instanceof HTMLInputElement)) return;
    if (event.target.type === 'checkbox' || event.target.type === 'radio') return;
    event.preventDefault();
    reportPaymentProblem(problem);
  }

  const monetize = canMonetize(user);
  const payments = CHANNEL_CAPABILITIES[values.platform].payments;
  const storedPaymentMask = mode === 'edit' && bot ? (bot.telegram_payment_token ?? bot.payment_token) : null;
  const section = { values, update, errors };

  return (
    <DialogShell
      open
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      size="lg"
      footer={
        <>
          <Button variant="secondary" className="px-4" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending || problem !== null} aria-busy={pending || undefined} className="min-w-0 flex-1 px-4 leading-tight whitespace-normal sm:min-w-36 sm:flex-none sm:whitespace-nowrap">
            {pending && <Spinner />}
            {problem ? 'Payment Token Required' : copy.submit}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} onKeyDown={onKeyDown} className="space-y-4">
        <IdentitySection {...section} adultProblem={adultProblem} />
        <BrainSection
          {...section}
          allowed={allowedProviders(user)}
          storedProvider={mode === 'edit' ? bot?.llm_provider : undefined}
          providerNote={initial.providerNote}
        />
        <ChannelSection
          {...section}
          access={access}
          connection={connection}
          whatsapp={whatsapp}
          storedTokenMask={mode === 'edit' ? (bot?.telegram_token ?? null) : null}
        />
        <VoiceSection {...section} hasAccess={canUseVoice(user)} />
        <MonetizationSection {...section} canMonetize={monetize} channelWithoutPayments={!payments} />
        <TipFlowSection {...section} canMonetize={monetize} channelWithoutPayments={!payments} />
        {(values.monetization_enabled || values.tip_flow_enabled) && (
          <PaymentsSection {...section} storedTokenMask={storedPaymentMask} problem={problem} warningRef={warningRef} />
        )}
      </form>
    </DialogShell>
  );
}

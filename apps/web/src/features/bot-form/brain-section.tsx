import { CHANNEL_CAPABILITIES, CHANNEL_NAMES, firstModelOf, modelAdvice, PROVIDER_CATALOGUE, PROVIDERS, TELEGRAM_MESSAGE_LIMIT, type Platform, type ProviderId } from '@fanline/core';
import { BrainCircuit } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { InfoPopover } from '../../ui/info-popover';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { FieldNote, FormSection } from './form-section';
import { RangeField } from './range-field';
import type { SectionProps } from './section-props';

const NOT_CONFIGURED = '(not configured on this server)';

interface BrainSectionProps extends SectionProps {
  allowed: readonly ProviderId[];
  /** The stored provider on edit: kept in the list even when the plan no longer includes it. */
  storedProvider?: ProviderId;
  providerNote: string | null;
}

function ModelAdviceNote({ provider, model }: { provider: ProviderId; model: string }) {
  const advice = modelAdvice(provider, model);
  if (!advice) return null;
  if (advice.kind === 'alternative') return <FieldNote tone="warn">{advice.text}</FieldNote>;
  if (advice.kind === 'avoid') {
    return (
      <FieldNote tone="danger">
        <span className="font-semibold text-rose-300">Warning:</span> {advice.text}
      </FieldNote>
    );
  }
  const best = PROVIDER_CATALOGUE[provider].models.find((m) => m.id === advice.model);
  return (
    <FieldNote tone="info">
      <span className="font-semibold">Most Reliable:</span> {best?.label ?? advice.model}
      {model === advice.model ? ' — a great pick for fan conversations.' : ' stays in character best for fan conversations.'}
    </FieldNote>
  );
}

export function BrainSection({ values, update, errors, allowed, storedProvider, providerNote }: BrainSectionProps) {
  const { data: catalogue } = trpc.catalogue.models.useQuery(undefined, { staleTime: 5 * 60_000 });
  const configured = new Map(catalogue?.providers.map((p) => [p.id, p.configured]));
  const isUnconfigured = (id: ProviderId) => configured.get(id) === false;

  const providers = PROVIDERS.filter((id) => allowed.includes(id) || id === storedProvider);
  const providerOptions = providers.map((id) => ({
    value: id,
    label: PROVIDER_CATALOGUE[id].label,
    note: isUnconfigured(id) ? NOT_CONFIGURED : undefined,
  }));
  const modelOptions = PROVIDER_CATALOGUE[values.llm_provider].models.map((m) => ({ value: m.id, label: m.label }));
  const approxChars = values.max_tokens * 4;

  return (
    <FormSection icon={BrainCircuit} title="AI brain" description="The model that writes your bot's replies.">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Provider"
          value={values.llm_provider}
          // docs/product.md §7: a provider change resets the model to that provider's first model.
          onValueChange={(id) => update({ llm_provider: id, llm_model: firstModelOf(id) })}
          options={providerOptions}
          error={errors.llm_provider}
          hint={
            isUnconfigured(values.llm_provider) ? <span className="text-zinc-500">{NOT_CONFIGURED}</span> : undefined
          }
        />
        <SelectField
          label="Model"
          value={values.llm_model}
          onValueChange={(id) => update({ llm_model: id })}
          options={modelOptions}
          error={errors.llm_model}
        />
      </div>
      {providerNote && <FieldNote tone="muted">{providerNote}</FieldNote>}
      <ModelAdviceNote provider={values.llm_provider} model={values.llm_model} />
      <div className="grid gap-5 sm:grid-cols-2">
        <RangeField
          label="Temperature"
          min={0}
          max={2}
          step={0.1}
          value={values.temperature}
          display={values.temperature.toFixed(1)}
          onChange={(temperature) => update({ temperature })}
          ends={['Focused', 'Creative']}
          error={errors.temperature}
        />
        <RangeField
          label="Max Tokens"
          min={100}
          max={1000}
          step={50}
          value={values.max_tokens}
          display={String(values.max_tokens)}
          onChange={(max_tokens) => update({ max_tokens })}
          error={errors.max_tokens}
          hint={`1 token ≈ 4 characters; ${messageLimitNote(values.platform)} This allows replies of up to ≈ ${approxChars.toLocaleString('en-US')} characters.`}
          labelAddon={
            <InfoPopover topic="token length" title="Token length">
              <p>Max Tokens caps how long one reply can be. One token is about 4 characters of English text.</p>
              <p>
                A Telegram message holds {TELEGRAM_MESSAGE_LIMIT.toLocaleString('en-US')} characters, so even 1,000 tokens (about 4,000 characters) fits in
                one message.
              </p>
              <p className="text-zinc-400">Chatty bots feel best at 300–500; shorter replies also cost less.</p>
            </InfoPopover>
          }
        />
      </div>
      <SwitchField
        label="Stream replies"
        checked={values.stream_replies}
        onCheckedChange={(stream_replies) => update({ stream_replies })}
        error={errors.stream_replies}
        description={streamingNote(values)}
      />
    </FormSection>
  );
}

/** How long one message on the channel may be; Instagram's short DMs split a long reply. */
function messageLimitNote(platform: Platform): string {
  const limit = CHANNEL_CAPABILITIES[platform].maxMessageLength.toLocaleString('en-US');
  if (platform === 'instagram') return `an Instagram DM holds ${limit} characters and longer replies arrive as several DMs.`;
  return `a ${CHANNEL_NAMES[platform]} message holds ${limit} characters.`;
}

/** What the switch does for this bot: a channel without drafts, or voice notes, get the finished reply whatever it says. */
function streamingNote(values: SectionProps['values']): string {
  if (!CHANNEL_CAPABILITIES[values.platform].drafts) return `${CHANNEL_NAMES[values.platform]} shows no drafts, so replies there arrive finished.`;
  if (values.voice_enabled) return 'Fans watch text replies appear as they are written; voice notes arrive finished.';
  return 'Fans watch each reply appear as it is written, instead of waiting for the whole message.';
}

import { VOICES } from '@fanline/core';
import { AudioLines } from 'lucide-react';
import { InfoPopover } from '../../ui/info-popover';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { FormSection, UpgradeBadge } from './form-section';
import type { SectionProps } from './section-props';

const VOICE_OPTIONS = VOICES.map((v) => ({ value: v.id, label: v.label }));

export function VoiceSection({ values, update, errors, hasAccess }: SectionProps & { hasAccess: boolean }) {
  return (
    <FormSection icon={AudioLines} title="Voice" description="Let your bot answer with spoken voice notes.">
      <SwitchField
        label="Voice Replies"
        checked={values.voice_enabled}
        onCheckedChange={(voice_enabled) => update({ voice_enabled })}
        disabled={!hasAccess}
        error={errors.voice_enabled}
        description={
          hasAccess
            ? 'Replies arrive as voice notes in the voice you pick.'
            : 'Voice replies need the Nexus plan with the Voice Chat Upgrade.'
        }
        labelAddon={
          <>
            <InfoPopover topic="Voice" title="Voice replies">
              <p>With voice replies on, the bot answers with a natural-sounding voice note instead of text. Fans love it for a personal touch.</p>
              <p>Each voice reply uses one voice message from your allowance. The Voice Chat Upgrade (Nexus, +$35/month) includes 20,000 voice messages and all 17 premium voices.</p>
            </InfoPopover>
            {!hasAccess && <UpgradeBadge />}
          </>
        }
      />
      <SelectField
        label="Voice"
        value={values.voice_id}
        onValueChange={(voice_id) => update({ voice_id })}
        options={VOICE_OPTIONS}
        disabled={!hasAccess || !values.voice_enabled}
        error={errors.voice_id}
        hint={hasAccess && !values.voice_enabled ? 'Turn on Voice Replies to choose a voice.' : undefined}
      />
    </FormSection>
  );
}

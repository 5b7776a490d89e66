import { ADULT_VOICE_NEEDS_18, adultOnlyProblem } from '@fanline/core';
import { AudioLines } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../ui/button';
import { InfoPopover } from '../../ui/info-popover';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { useSession } from '../auth';
import { canCloneVoice } from '../voice-clone';
import { FieldNote, FormSection, UpgradeBadge } from './form-section';
import { OwnVoiceEntry } from './own-voice-entry';
import type { SectionProps } from './section-props';
import { useVoiceOptions } from './voice-options';

/**
 * Beside the voice picker: the rule's message and a one-click fix while a Seductive voice
 * needs the 18+ mark, then a note that the mark is on. Focus stays on the note after the fix.
 */
function AdultVoiceNote({ values, update }: Pick<SectionProps, 'values' | 'update'>) {
  const noteRef = useRef<HTMLDivElement>(null);
  const voiceNeedsMark = adultOnlyProblem({ ...values, adult_only: false }) === ADULT_VOICE_NEEDS_18;
  if (!voiceNeedsMark) return null;

  function markAdult() {
    update({ adult_only: true });
    requestAnimationFrame(() => noteRef.current?.focus());
  }

  return (
    <div ref={noteRef} tabIndex={-1} className="rounded-xl focus:outline-none">
      {values.adult_only ? (
        <FieldNote tone="muted">Marked 18+: fans confirm they're 18 or older before they hear this voice.</FieldNote>
      ) : (
        <FieldNote tone="warn">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <p>{ADULT_VOICE_NEEDS_18}</p>
            <Button variant="secondary" size="sm" className="h-8 px-3 text-xs" onClick={markAdult}>
              Mark bot 18+
            </Button>
          </div>
        </FieldNote>
      )}
    </div>
  );
}

export function VoiceSection({ values, update, errors, hasAccess }: SectionProps & { hasAccess: boolean }) {
  const { user } = useSession();
  const voices = useVoiceOptions(user, hasAccess);
  const pickerId = useId();

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
        id={pickerId}
        label="Voice"
        value={values.voice_id}
        onValueChange={(voice_id) => update({ voice_id })}
        options={voices.options}
        disabled={!hasAccess || !values.voice_enabled}
        error={errors.voice_id}
        hint={hasAccess && !values.voice_enabled ? 'Turn on Voice Replies to choose a voice.' : undefined}
      />
      {/* A voice just cloned here is the one the creator came for: it is picked, and replies turn on. */}
      {hasAccess && canCloneVoice(user) && (
        <OwnVoiceEntry show={voices.loaded && !voices.hasOwnVoice} pickerId={pickerId} onCloned={(voice) => update({ voice_enabled: true, voice_id: voice.id })} />
      )}
      <AdultVoiceNote values={values} update={update} />
    </FormSection>
  );
}

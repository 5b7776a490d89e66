import { Shuffle, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../ui/button';
import { InfoPopover } from '../../ui/info-popover';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { AdultOnlyField } from './adult-only-field';
import { FormSection, OptionalMark } from './form-section';
import { randomSuggestion, type SuggestionKind } from './random-suggestions';
import type { SectionProps } from './section-props';

function RandomButton({ kind, onPick }: { kind: SuggestionKind; onPick(kind: SuggestionKind): void }) {
  return (
    <Button variant="ghost" size="sm" className="h-7 px-2 text-xs text-brand-200" title={`Fill in a random ${kind}`} onClick={() => onPick(kind)}>
      <Shuffle aria-hidden="true" />
      Random
    </Button>
  );
}

const TOASTS: Record<SuggestionKind, string> = {
  description: 'Random description generated!',
  personality: 'Random personality generated!',
  greeting: 'Random greeting generated!',
};

/** `adultProblem`: core `adultOnlyProblem`'s verdict, shown at the 18+ switch. */
export function IdentitySection({ values, update, errors, adultProblem }: SectionProps & { adultProblem: string | null }) {
  function pick(kind: SuggestionKind) {
    update({ [kind]: randomSuggestion(kind, values[kind]) });
    toast.success(TOASTS[kind]);
  }

  return (
    <FormSection icon={UserRound} title="Identity" description="Who your bot is, who it talks to and how it greets fans.">
      <TextField
        label="Name"
        name="name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Luna"
        value={values.name}
        onChange={(e) => update({ name: e.target.value })}
        error={errors.name}
      />
      <TextareaField
        label="Description"
        name="description"
        required
        maxLength={500}
        rows={2}
        placeholder="A one-line summary fans and you will recognise"
        value={values.description}
        onChange={(e) => update({ description: e.target.value })}
        error={errors.description}
        labelAddon={
          <InfoPopover topic="Description">
            <p>A short summary of the bot: who it is and what fans get from chatting with it. It shows on your bot card and helps you tell bots apart.</p>
            <p className="text-zinc-400">Up to 500 characters; one or two sentences work best.</p>
          </InfoPopover>
        }
        actions={<RandomButton kind="description" onPick={pick} />}
      />
      <TextareaField
        label="Personality"
        name="personality"
        required
        maxLength={4000}
        rows={5}
        placeholder="You are… (tone, boundaries, what to talk about, how long replies should be)"
        value={values.personality}
        onChange={(e) => update({ personality: e.target.value })}
        error={errors.personality}
        hint={`${values.personality.length.toLocaleString('en-US')} / 4,000 characters`}
        labelAddon={
          <InfoPopover topic="Personality">
            <p>The system prompt the AI follows in every chat. Write it to the bot in the second person (“You are…”).</p>
            <ul className="list-disc space-y-1 pl-4 text-zinc-400">
              <li>Tone and style: playful, calm, flirty, supportive.</li>
              <li>Reply length: short, text-message style keeps fans engaged.</li>
              <li>Boundaries: topics to avoid and how to handle them.</li>
              <li>Goals: e.g. mention your latest drop when it fits naturally.</li>
            </ul>
          </InfoPopover>
        }
        actions={<RandomButton kind="personality" onPick={pick} />}
      />
      <TextareaField
        label="Greeting"
        name="greeting"
        maxLength={1000}
        rows={2}
        placeholder="The first message a new fan receives"
        value={values.greeting}
        onChange={(e) => update({ greeting: e.target.value })}
        error={errors.greeting}
        labelAddon={
          <>
            <OptionalMark />
            <InfoPopover topic="Greeting">
              <p>The first message a fan sees when they start your bot. Make it warm and end with a question so the fan has an easy first reply.</p>
              <p className="text-zinc-400">Optional; keep it under a couple of sentences.</p>
            </InfoPopover>
          </>
        }
        actions={<RandomButton kind="greeting" onPick={pick} />}
      />
      <AdultOnlyField checked={values.adult_only} onCheckedChange={(adult_only) => update({ adult_only })} problem={adultProblem} />
    </FormSection>
  );
}

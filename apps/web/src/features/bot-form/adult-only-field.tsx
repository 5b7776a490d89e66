import { InfoPopover } from '../../ui/info-popover';
import { SwitchField } from '../../ui/switch-field';

interface AdultOnlyFieldProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** core `adultOnlyProblem`'s verdict for the form as it stands, or null. */
  problem: string | null;
}

export const ADULT_ONLY_HINT = "Fans confirm they're 18 or older before the first reply. Required for Seductive voices and adult templates.";

/** The 18+ switch; the rule's message replaces the hint while the bot cannot be saved as it is. */
export function AdultOnlyField({ checked, onCheckedChange, problem }: AdultOnlyFieldProps) {
  return (
    <div className="border-t border-white/[0.06] pt-4">
      <SwitchField
        label="Adults only (18+)"
        checked={checked}
        onCheckedChange={onCheckedChange}
        description={ADULT_ONLY_HINT}
        error={problem ?? undefined}
        labelAddon={
          <InfoPopover topic="18+ bots" title="Adults-only bots">
            <p>Each new fan is asked, with two buttons, whether they are 18 or older before the bot sends its first reply.</p>
            <p>Fans who say they are under 18 are politely refused and get no replies from this bot.</p>
            <p className="text-zinc-400">Seductive voices and adult templates such as Companion need this switch on.</p>
          </InfoPopover>
        }
      />
    </div>
  );
}

import { VOICE_CLONE_CONSENT } from '@fanline/core';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../ui/checkbox';

/** The three statements the server stores word for word, and the one tick that confirms them all. */
export function ConsentField({ checked, onCheckedChange, disabled }: { checked: boolean; onCheckedChange(checked: boolean): void; disabled?: boolean }) {
  const id = useId();
  return (
    <fieldset className="rounded-2xl bg-white/[0.02] p-4 ring-1 ring-inset ring-white/[0.08]">
      <legend className="sr-only">Your consent</legend>
      <p aria-hidden="true" className="flex items-center gap-2 text-sm font-semibold text-white">
        <ShieldCheck className="size-4 text-brand-300" />
        Your consent
      </p>
      <ol className="mt-3 space-y-2 text-sm leading-relaxed text-zinc-300">
        {VOICE_CLONE_CONSENT.map((statement, index) => (
          <li key={statement} className="flex gap-2.5">
            <span aria-hidden="true" className="grid size-5 shrink-0 translate-y-0.5 place-items-center rounded-full bg-white/[0.06] text-[11px] font-semibold text-zinc-400">
              {index + 1}
            </span>
            <span>{statement}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex items-center gap-3 border-t border-white/[0.06] pt-4">
        <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onCheckedChange(value === true)} />
        <label htmlFor={id} className="text-sm font-medium text-white">
          I confirm all three
        </label>
      </div>
    </fieldset>
  );
}

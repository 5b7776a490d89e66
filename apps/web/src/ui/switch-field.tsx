import { Switch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  description?: ReactNode;
  disabled?: boolean;
  /** Beside the label, outside it (e.g. an info popover or an "Upgrade Required" badge). */
  labelAddon?: ReactNode;
  error?: string;
  id?: string;
}

/** A labelled on/off switch with an optional description under the label. */
export function SwitchField({ label, checked, onCheckedChange, description, disabled, labelAddon, error, id }: SwitchFieldProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const noteId = `${switchId}-note`;
  const note = error ?? description;

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-0.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <label htmlFor={switchId} className={cn('text-sm font-medium text-zinc-100', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
            {label}
          </label>
          {labelAddon}
        </div>
        {note && (
          <p id={noteId} className={cn('text-xs leading-relaxed', error ? 'text-rose-300' : 'text-zinc-500')}>
            {note}
          </p>
        )}
      </div>
      <Switch.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink-600 ring-1 ring-inset ring-white/10 transition-colors',
          'data-[state=checked]:bg-brand-gradient data-[state=checked]:ring-white/15 disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-md shadow-black/30 transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}

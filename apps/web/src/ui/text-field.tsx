import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FieldFrame } from './field-frame';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input; the hint or error is wired to it for screen readers. */
export function TextField({ label, hint, error, className, id, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} id={id} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'block h-11 w-full rounded-xl bg-ink-900 px-3.5 text-[15px] text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500',
            'hover:ring-white/20 focus:outline-none focus:ring-2 focus:ring-brand-400',
            error && 'ring-rose-400/70 focus:ring-rose-400',
            className,
          )}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

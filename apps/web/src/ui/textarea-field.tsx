import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldFrame } from './field-frame';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shown after the label, outside it (e.g. "optional", an info popover). */
  labelAddon?: ReactNode;
  /** Shown at the right of the label row (e.g. a "Random" button). */
  actions?: ReactNode;
};

/** A labelled multi-line input; the hint or error is wired to it for screen readers. */
export function TextareaField({ label, hint, error, labelAddon, actions, className, id, rows = 3, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} id={id} hint={hint} error={error} labelAddon={labelAddon} actions={actions}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(
            'block w-full resize-y rounded-xl bg-ink-900 px-3.5 py-2.5 text-[15px] leading-relaxed text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500',
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

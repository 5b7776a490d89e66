import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;

  return (
    <div className="space-y-1.5">
      <div className="flex min-h-6 items-center justify-between gap-3">
        <div className="flex items-center gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-zinc-200">
            {label}
          </label>
          {labelAddon}
        </div>
        {actions}
      </div>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'block w-full resize-y rounded-xl bg-ink-900 px-3.5 py-2.5 text-[15px] leading-relaxed text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500',
          'hover:ring-white/20 focus:outline-none focus:ring-2 focus:ring-brand-400',
          error && 'ring-rose-400/70 focus:ring-rose-400',
          className,
        )}
        {...props}
      />
      {note && (
        <p id={noteId} className={cn('text-xs', error ? 'text-rose-300' : 'text-zinc-500')}>
          {note}
        </p>
      )}
    </div>
  );
}

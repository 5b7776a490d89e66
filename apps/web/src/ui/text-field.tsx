import { useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input; the hint or error is wired to it for screen readers. */
export function TextField({ label, hint, error, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-zinc-200">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'block h-11 w-full rounded-xl bg-ink-900 px-3.5 text-[15px] text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500',
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

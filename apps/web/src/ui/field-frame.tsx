import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/** What the framed control needs so its label and hint or error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The control's id; one is generated when omitted. */
  id?: string;
  hint?: ReactNode;
  /** Shown instead of the hint, and marks the control invalid. */
  error?: string;
  /** Shown after the label, outside it (e.g. "optional", an info popover). */
  labelAddon?: ReactNode;
  /** Shown at the right of the label row (e.g. a "Random" button, the current value). */
  actions?: ReactNode;
  children(control: FieldControlProps): ReactNode;
}

/** The label row, the control and the hint or error under it, shared by the labelled fields. */
export function FieldFrame({ label, id, hint, error, labelAddon, actions, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const noteId = `${controlId}-note`;
  const note = error ?? hint;

  return (
    <div className="space-y-1.5">
      <div className="flex min-h-6 items-center justify-between gap-3">
        <div className="flex items-center gap-1.5">
          <label htmlFor={controlId} className="text-sm font-medium text-zinc-200">
            {label}
          </label>
          {labelAddon}
        </div>
        {actions}
      </div>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': note ? noteId : undefined })}
      {note && (
        <p id={noteId} className={cn('text-xs', error ? 'text-rose-300' : 'text-zinc-500')}>
          {note}
        </p>
      )}
    </div>
  );
}

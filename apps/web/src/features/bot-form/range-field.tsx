import { useId, type ReactNode } from 'react';
import { FieldFrame } from '../../ui/field-frame';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange(value: number): void;
  /** How the current value reads, e.g. "0.8" or "500 tokens". */
  display: string;
  labelAddon?: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Words under the two ends of the track. */
  ends?: [string, string];
}

/** A labelled slider with its value shown beside the label. */
export function RangeField({ label, value, min, max, step, onChange, display, labelAddon, hint, error, ends }: RangeFieldProps) {
  const id = useId();
  const valueBadge = (
    <output htmlFor={id} className="rounded-lg bg-white/[0.06] px-2 py-0.5 font-mono text-xs text-white tabular-nums">
      {display}
    </output>
  );
  return (
    <FieldFrame label={label} id={id} hint={hint} error={error} labelAddon={labelAddon} actions={valueBadge}>
      {(control) => (
        <>
          <input
            {...control}
            type="range"
            min={min}
            max={max}
            step={step}
            value={value}
            aria-valuetext={display}
            onChange={(e) => onChange(Number(e.target.value))}
            className="h-2 w-full cursor-pointer accent-brand-500"
          />
          {ends && (
            <div aria-hidden="true" className="flex justify-between text-[11px] text-zinc-500">
              <span>{ends[0]}</span>
              <span>{ends[1]}</span>
            </div>
          )}
        </>
      )}
    </FieldFrame>
  );
}

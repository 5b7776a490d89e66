import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldFrame, type FieldControlProps } from './field-frame';

export interface SelectOption<T extends string = string> {
  /** Never empty: Radix reserves '' for "no value". */
  value: T;
  label: string;
  disabled?: boolean;
  /** Muted text after the label in the list only (e.g. "Coming Soon", a lock with the plan that unlocks it). */
  note?: ReactNode;
  /** A decorative mark before the label, in the list only (e.g. the bot's channel). */
  icon?: ReactNode;
}

interface SelectInputProps<T extends string> {
  value: T;
  /** Radix hands back one of the options' values, so the value keeps their type. */
  onValueChange(value: T): void;
  options: readonly SelectOption<T>[];
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  /** Draws the trigger as invalid; its aria-invalid comes with the field's control props. */
  invalid?: boolean;
  /** The trigger's id and ARIA wiring: a FieldFrame's control props, or an aria-label where no label is shown. */
  trigger: Partial<FieldControlProps> & { 'aria-label'?: string };
  /** The trigger's size and width, where they differ from a form's. */
  className?: string;
}

/** The Radix select in the house style, without a label of its own: SelectField frames it, a toolbar names it with aria-label. */
export function SelectInput<T extends string = string>({ value, onValueChange, options, disabled, placeholder, name, invalid, trigger, className }: SelectInputProps<T>) {
  return (
    <Select.Root value={value} onValueChange={(chosen) => onValueChange(chosen as T)} disabled={disabled} name={name}>
      <Select.Trigger
        {...trigger}
        className={cn(
          'flex h-11 w-full items-center justify-between gap-2 rounded-xl bg-ink-900 px-3.5 text-left text-[15px] text-white ring-1 ring-inset ring-white/10 transition',
          'hover:ring-white/20 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 data-[state=open]:ring-2 data-[state=open]:ring-brand-400',
          'disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-zinc-500',
          invalid && 'ring-rose-400/70',
          className,
        )}
      >
        <span className="min-w-0 truncate">
          <Select.Value placeholder={placeholder} />
        </span>
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-zinc-400" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          collisionPadding={12}
          className="z-[60] max-h-[min(var(--radix-select-content-available-height),20rem)] w-[var(--radix-select-trigger-width)] min-w-48 overflow-hidden rounded-xl bg-ink-800 shadow-2xl shadow-black/50 ring-1 ring-white/10 data-[state=open]:animate-fade-in"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-3 pl-8 text-sm text-zinc-100 outline-none select-none',
                  'data-[highlighted]:bg-white/[0.07] data-[highlighted]:text-white data-[disabled]:cursor-not-allowed data-[disabled]:text-zinc-500',
                )}
              >
                <Select.ItemIndicator className="absolute left-2.5 inline-flex">
                  <Check aria-hidden="true" className="size-4 text-brand-300" />
                </Select.ItemIndicator>
                {option.icon}
                <Select.ItemText>{option.label}</Select.ItemText>
                {option.note && <span className="ml-auto inline-flex items-center gap-1 pl-2 text-xs whitespace-nowrap text-zinc-500">{option.note}</span>}
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

interface SelectFieldProps<T extends string> extends Omit<SelectInputProps<T>, 'invalid' | 'trigger' | 'className'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Beside the label, outside it (e.g. an info popover). */
  labelAddon?: ReactNode;
  id?: string;
}

/** A labelled Radix select in the house style; the hint or error is wired to it for screen readers. */
export function SelectField<T extends string = string>({ label, hint, error, labelAddon, id, ...select }: SelectFieldProps<T>) {
  return (
    <FieldFrame label={label} id={id} hint={hint} error={error} labelAddon={labelAddon}>
      {(control) => <SelectInput {...select} invalid={Boolean(error)} trigger={control} />}
    </FieldFrame>
  );
}

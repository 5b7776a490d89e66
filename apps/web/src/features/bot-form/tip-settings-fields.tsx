import { TIP_AMOUNT_CHOICES, TIP_TIMING_MAX } from '@fanline/core';
import { Clock, MessageCircle } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { TextareaField } from '../../ui/textarea-field';
import type { FieldErrors, TipTrigger } from './bot-view';
import { chipClass } from './form-section';
import { DEFAULT_TIP_TIMING, TIP_TIMING_PRESETS, tipTimingOf, type TipSettingsValue } from './tip-values';

interface TipSettingsFieldsProps {
  value: TipSettingsValue;
  onChange(patch: Partial<TipSettingsValue>): void;
  errors: FieldErrors;
  disabled?: boolean;
}

const UNITS: Record<TipTrigger, { one: string; many: string }> = {
  message: { one: 'message', many: 'messages' },
  time: { one: 'minute', many: 'minutes' },
};

function GroupLabel({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-sm font-medium text-zinc-200">
      {children}
    </p>
  );
}

/** When tips are asked for, which amounts are offered and what the bot says (docs/product.md §9 Tip Flow Setup). */
export function TipSettingsFields({ value, onChange, errors, disabled }: TipSettingsFieldsProps) {
  const ids = { trigger: useId(), timing: useId(), custom: useId(), amounts: useId(), note: useId() };
  const presets = TIP_TIMING_PRESETS[value.tip_trigger_type];
  const unit = UNITS[value.tip_trigger_type];
  const max = TIP_TIMING_MAX[value.tip_trigger_type];
  const timing = tipTimingOf(value);
  const isPreset = presets.includes(timing);

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <GroupLabel id={ids.trigger}>Tip Trigger</GroupLabel>
        <ToggleGroup.Root
          type="single"
          aria-labelledby={ids.trigger}
          disabled={disabled}
          value={value.tip_trigger_type}
          // Presets differ per trigger, so a switch goes back to the shared default of 5.
          onValueChange={(trigger) => trigger && onChange({ tip_trigger_type: trigger as TipTrigger, tip_timing: String(DEFAULT_TIP_TIMING) })}
          className="grid grid-cols-2 gap-2"
        >
          <ToggleGroup.Item value="message" className={cn(chipClass, 'h-10')}>
            <MessageCircle aria-hidden="true" className="hidden size-4 sm:block" />
            After messages
          </ToggleGroup.Item>
          <ToggleGroup.Item value="time" className={cn(chipClass, 'h-10')}>
            <Clock aria-hidden="true" className="hidden size-4 sm:block" />
            After time
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      </div>

      <div className="space-y-2">
        <GroupLabel id={ids.timing}>Tip Timing</GroupLabel>
        <div className="flex flex-wrap items-center gap-2">
          <ToggleGroup.Root
            type="single"
            aria-labelledby={ids.timing}
            disabled={disabled}
            value={isPreset ? String(timing) : ''}
            onValueChange={(preset) => preset && onChange({ tip_timing: preset })}
            className="flex flex-wrap gap-2"
          >
            {presets.map((preset) => (
              <ToggleGroup.Item key={preset} value={String(preset)} className={chipClass} aria-label={`${preset} ${unit.many}`}>
                {value.tip_trigger_type === 'time' ? `${preset} min` : preset}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
          <div className="flex items-center gap-2">
            <label htmlFor={ids.custom} className="text-xs text-zinc-400">
              Custom
            </label>
            <input
              id={ids.custom}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              disabled={disabled}
              placeholder={String(DEFAULT_TIP_TIMING)}
              value={isPreset ? '' : value.tip_timing}
              onChange={(e) => onChange({ tip_timing: e.target.value })}
              aria-invalid={errors.tip_timing ? true : undefined}
              aria-describedby={ids.note}
              className={cn(
                'h-9 w-20 rounded-xl bg-ink-900 px-3 text-sm text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500',
                'hover:ring-white/20 focus:outline-none focus:ring-2 focus:ring-brand-400 disabled:opacity-50',
                errors.tip_timing && 'ring-rose-400/70',
              )}
            />
          </div>
        </div>
        <p id={ids.note} className={cn('text-xs', errors.tip_timing ? 'text-rose-300' : 'text-zinc-500')}>
          {errors.tip_timing ??
            `Ask for a tip after ${timing > 0 && Number.isFinite(timing) ? timing : DEFAULT_TIP_TIMING} ${timing === 1 ? unit.one : unit.many}. Custom: 1–${max} ${unit.many}; empty means ${DEFAULT_TIP_TIMING}.`}
        </p>
      </div>

      <div className="space-y-2">
        <GroupLabel id={ids.amounts}>Tip Amounts</GroupLabel>
        <ToggleGroup.Root
          type="multiple"
          aria-labelledby={ids.amounts}
          aria-describedby={`${ids.amounts}-note`}
          disabled={disabled}
          value={value.tip_amounts.map(String)}
          onValueChange={(amounts) => onChange({ tip_amounts: amounts.map(Number).sort((a, b) => a - b) })}
          className="flex flex-wrap gap-2"
        >
          {TIP_AMOUNT_CHOICES.map((amount) => (
            <ToggleGroup.Item key={amount} value={String(amount)} className={chipClass}>
              ${amount}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        <p id={`${ids.amounts}-note`} className={cn('text-xs', errors.tip_amounts ? 'text-rose-300' : 'text-zinc-500')}>
          {errors.tip_amounts ?? 'Tip: offer 1 to 3 amounts — fewer choices make it easier for fans to say yes.'}
        </p>
      </div>

      <TextareaField
        label="Tip Message"
        name="tip_message"
        rows={2}
        maxLength={500}
        disabled={disabled}
        value={value.tip_message}
        onChange={(e) => onChange({ tip_message: e.target.value })}
        error={errors.tip_message}
        hint="What the bot says when it asks a fan for a tip."
      />
    </div>
  );
}

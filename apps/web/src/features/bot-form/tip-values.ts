import { BOT_DEFAULTS, DEFAULT_TIP_MESSAGE, TIP_TIMING_MAX } from '@fanline/core';
import type { BotView, TipTrigger } from './bot-view';

/** The tip-flow settings as a form holds them; timing stays text so the custom box may be empty. */
export interface TipSettingsValue {
  tip_trigger_type: TipTrigger;
  tip_timing: string;
  tip_amounts: number[];
  tip_message: string;
}

/** docs/product.md §9, §9: presets per trigger type; 5 is the default of both. */
export const TIP_TIMING_PRESETS: Readonly<Record<TipTrigger, readonly number[]>> = {
  message: [3, 5, 8, 10],
  time: [2, 5, 10, 15],
};
export const DEFAULT_TIP_TIMING = BOT_DEFAULTS.tip_timing;

type StoredTips = Pick<BotView, 'tip_trigger_type' | 'tip_timing' | 'tip_amounts' | 'tip_message'>;

export function initialTipSettings(bot: StoredTips | undefined): TipSettingsValue {
  return {
    tip_trigger_type: bot?.tip_trigger_type ?? BOT_DEFAULTS.tip_trigger_type,
    tip_timing: String(bot?.tip_timing ?? DEFAULT_TIP_TIMING),
    tip_amounts: [...(bot?.tip_amounts.length ? bot.tip_amounts : BOT_DEFAULTS.tip_amounts)],
    tip_message: bot?.tip_message || DEFAULT_TIP_MESSAGE,
  };
}

/** docs/product.md §5: an empty timing means 5. */
export function tipTimingOf(value: TipSettingsValue): number {
  return value.tip_timing.trim() === '' ? DEFAULT_TIP_TIMING : Number(value.tip_timing);
}

/** The message the schema cannot give: the upper bound depends on the trigger type (50 messages, 60 minutes). */
export function tipTimingProblem(value: TipSettingsValue): string | null {
  const timing = tipTimingOf(value);
  const max = TIP_TIMING_MAX[value.tip_trigger_type];
  const unit = value.tip_trigger_type === 'message' ? 'messages' : 'minutes';
  if (!Number.isInteger(timing) || timing < 1 || timing > max) return `Tip timing must be between 1 and ${max} ${unit}`;
  return null;
}

export function tipSettingsPatch(value: TipSettingsValue) {
  return {
    tip_trigger_type: value.tip_trigger_type,
    tip_timing: tipTimingOf(value),
    tip_amounts: [...value.tip_amounts].sort((a, b) => a - b),
    tip_message: value.tip_message,
  };
}

import { ENGLISH_FOURTH_HELD_OUT } from './fourth-held-out/en';
import { SPANISH_FOURTH_HELD_OUT } from './fourth-held-out/es';
import { PORTUGUESE_FOURTH_HELD_OUT } from './fourth-held-out/pt';
import { FRENCH_FOURTH_HELD_OUT } from './fourth-held-out/fr';
import { GERMAN_FOURTH_HELD_OUT } from './fourth-held-out/de';
import { ITALIAN_FOURTH_HELD_OUT } from './fourth-held-out/it';
import { RUSSIAN_FOURTH_HELD_OUT } from './fourth-held-out/ru';
import { TURKISH_FOURTH_HELD_OUT } from './fourth-held-out/tr';
import { INDONESIAN_FOURTH_HELD_OUT } from './fourth-held-out/id';
import type { LabelledMessage } from './label';
import { readUnderPolicy } from './policy-reading';

/**
 * The fourth held-out set (writers O and P, 2026-11-29): scored once when the fifth round was done,
 * then spent in the sixth round: its benign messages into the labelled set (the lexicon's false
 * alarms among them were guarded against), its crises into the classifier's training set only,
 * since the lexicon was not widened for them (decision 010).
 */
export const FOURTH_HELD_OUT_SET: readonly LabelledMessage[] = readUnderPolicy([
  ...ENGLISH_FOURTH_HELD_OUT,
  ...SPANISH_FOURTH_HELD_OUT,
  ...PORTUGUESE_FOURTH_HELD_OUT,
  ...FRENCH_FOURTH_HELD_OUT,
  ...GERMAN_FOURTH_HELD_OUT,
  ...ITALIAN_FOURTH_HELD_OUT,
  ...RUSSIAN_FOURTH_HELD_OUT,
  ...TURKISH_FOURTH_HELD_OUT,
  ...INDONESIAN_FOURTH_HELD_OUT,
]);

import { ENGLISH_FIFTH_HELD_OUT } from './fifth-held-out/en';
import { SPANISH_FIFTH_HELD_OUT } from './fifth-held-out/es';
import { PORTUGUESE_FIFTH_HELD_OUT } from './fifth-held-out/pt';
import { FRENCH_FIFTH_HELD_OUT } from './fifth-held-out/fr';
import { GERMAN_FIFTH_HELD_OUT } from './fifth-held-out/de';
import { ITALIAN_FIFTH_HELD_OUT } from './fifth-held-out/it';
import { RUSSIAN_FIFTH_HELD_OUT } from './fifth-held-out/ru';
import { TURKISH_FIFTH_HELD_OUT } from './fifth-held-out/tr';
import { INDONESIAN_FIFTH_HELD_OUT } from './fifth-held-out/id';
import type { LabelledMessage } from './label';
import { readUnderPolicy } from './policy-reading';

/**
 * The fifth held-out set (writers Q and R, 2026-11-29): scored once when the sixth round was done,
 * then spent in the seventh as the fourth was: its benign messages into the labelled set, its
 * crises into the classifier's training set only (decision 010), read under the labelling policy
 * (policy-reading.ts).
 */
export const FIFTH_HELD_OUT_SET: readonly LabelledMessage[] = readUnderPolicy([
  ...ENGLISH_FIFTH_HELD_OUT,
  ...SPANISH_FIFTH_HELD_OUT,
  ...PORTUGUESE_FIFTH_HELD_OUT,
  ...FRENCH_FIFTH_HELD_OUT,
  ...GERMAN_FIFTH_HELD_OUT,
  ...ITALIAN_FIFTH_HELD_OUT,
  ...RUSSIAN_FIFTH_HELD_OUT,
  ...TURKISH_FIFTH_HELD_OUT,
  ...INDONESIAN_FIFTH_HELD_OUT,
]);

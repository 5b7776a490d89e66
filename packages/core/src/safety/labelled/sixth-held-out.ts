import { ENGLISH_SIXTH_HELD_OUT } from './sixth-held-out/en';
import { SPANISH_SIXTH_HELD_OUT } from './sixth-held-out/es';
import { PORTUGUESE_SIXTH_HELD_OUT } from './sixth-held-out/pt';
import { FRENCH_SIXTH_HELD_OUT } from './sixth-held-out/fr';
import { GERMAN_SIXTH_HELD_OUT } from './sixth-held-out/de';
import { ITALIAN_SIXTH_HELD_OUT } from './sixth-held-out/it';
import { RUSSIAN_SIXTH_HELD_OUT } from './sixth-held-out/ru';
import { TURKISH_SIXTH_HELD_OUT } from './sixth-held-out/tr';
import { INDONESIAN_SIXTH_HELD_OUT } from './sixth-held-out/id';
import type { LabelledMessage } from './label';
import { readUnderPolicy } from './policy-reading';

/**
 * The sixth held-out set (writers S and T, 2026-11-29): scored once when the seventh round was
 * done, then spent in the eighth as the fourth and fifth were: its benign messages into the
 * labelled set, its crises into the classifier's training set only (decision 010).
 */
export const SIXTH_HELD_OUT_SET: readonly LabelledMessage[] = readUnderPolicy([
  ...ENGLISH_SIXTH_HELD_OUT,
  ...SPANISH_SIXTH_HELD_OUT,
  ...PORTUGUESE_SIXTH_HELD_OUT,
  ...FRENCH_SIXTH_HELD_OUT,
  ...GERMAN_SIXTH_HELD_OUT,
  ...ITALIAN_SIXTH_HELD_OUT,
  ...RUSSIAN_SIXTH_HELD_OUT,
  ...TURKISH_SIXTH_HELD_OUT,
  ...INDONESIAN_SIXTH_HELD_OUT,
]);

import { ENGLISH_EIGHTH_HELD_OUT } from './eighth-held-out/en';
import { SPANISH_EIGHTH_HELD_OUT } from './eighth-held-out/es';
import { PORTUGUESE_EIGHTH_HELD_OUT } from './eighth-held-out/pt';
import { FRENCH_EIGHTH_HELD_OUT } from './eighth-held-out/fr';
import { GERMAN_EIGHTH_HELD_OUT } from './eighth-held-out/de';
import { ITALIAN_EIGHTH_HELD_OUT } from './eighth-held-out/it';
import { RUSSIAN_EIGHTH_HELD_OUT } from './eighth-held-out/ru';
import { TURKISH_EIGHTH_HELD_OUT } from './eighth-held-out/tr';
import { INDONESIAN_EIGHTH_HELD_OUT } from './eighth-held-out/id';
import type { LabelledMessage } from './label';
import { readUnderPolicy } from './policy-reading';

/**
 * The eighth held-out set (writers W and X, 2026-11-29): scored once when the ninth round was
 * done, then spent in the tenth as the fourth to seventh were: its benign messages into the labelled
 * set, its crises into the classifier's training set only (decision 010).
 */
export const EIGHTH_HELD_OUT_SET: readonly LabelledMessage[] = readUnderPolicy([
  ...ENGLISH_EIGHTH_HELD_OUT,
  ...SPANISH_EIGHTH_HELD_OUT,
  ...PORTUGUESE_EIGHTH_HELD_OUT,
  ...FRENCH_EIGHTH_HELD_OUT,
  ...GERMAN_EIGHTH_HELD_OUT,
  ...ITALIAN_EIGHTH_HELD_OUT,
  ...RUSSIAN_EIGHTH_HELD_OUT,
  ...TURKISH_EIGHTH_HELD_OUT,
  ...INDONESIAN_EIGHTH_HELD_OUT,
]);

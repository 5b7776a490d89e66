import { ENGLISH_THIRD_HELD_OUT } from './third-held-out/en';
import { SPANISH_THIRD_HELD_OUT } from './third-held-out/es';
import { PORTUGUESE_THIRD_HELD_OUT } from './third-held-out/pt';
import { FRENCH_THIRD_HELD_OUT } from './third-held-out/fr';
import { GERMAN_THIRD_HELD_OUT } from './third-held-out/de';
import { ITALIAN_THIRD_HELD_OUT } from './third-held-out/it';
import { RUSSIAN_THIRD_HELD_OUT } from './third-held-out/ru';
import { TURKISH_THIRD_HELD_OUT } from './third-held-out/tr';
import { INDONESIAN_THIRD_HELD_OUT } from './third-held-out/id';
import type { LabelledMessage } from './label';

/**
 * The third held-out set (writers M and N, 2026-11-28): scored once with the classifier's settings
 * fixed, then spent into the labelled set in the fifth round.
 */
export const THIRD_HELD_OUT_SET: readonly LabelledMessage[] = [
  ...ENGLISH_THIRD_HELD_OUT,
  ...SPANISH_THIRD_HELD_OUT,
  ...PORTUGUESE_THIRD_HELD_OUT,
  ...FRENCH_THIRD_HELD_OUT,
  ...GERMAN_THIRD_HELD_OUT,
  ...ITALIAN_THIRD_HELD_OUT,
  ...RUSSIAN_THIRD_HELD_OUT,
  ...TURKISH_THIRD_HELD_OUT,
  ...INDONESIAN_THIRD_HELD_OUT,
];

import { ENGLISH_SEVENTH_HELD_OUT } from './seventh-held-out/en';
import { SPANISH_SEVENTH_HELD_OUT } from './seventh-held-out/es';
import { PORTUGUESE_SEVENTH_HELD_OUT } from './seventh-held-out/pt';
import { FRENCH_SEVENTH_HELD_OUT } from './seventh-held-out/fr';
import { GERMAN_SEVENTH_HELD_OUT } from './seventh-held-out/de';
import { ITALIAN_SEVENTH_HELD_OUT } from './seventh-held-out/it';
import { RUSSIAN_SEVENTH_HELD_OUT } from './seventh-held-out/ru';
import { TURKISH_SEVENTH_HELD_OUT } from './seventh-held-out/tr';
import { INDONESIAN_SEVENTH_HELD_OUT } from './seventh-held-out/id';
import type { LabelledMessage } from './label';
import { readUnderPolicy } from './policy-reading';

/**
 * The seventh held-out set (writers U and V, 2026-11-29): scored once when the eighth round was
 * done, then spent in the ninth as the fourth to sixth were: its benign messages into the labelled
 * set, its crises into the classifier's training set only (decision 010).
 */
export const SEVENTH_HELD_OUT_SET: readonly LabelledMessage[] = readUnderPolicy([
  ...ENGLISH_SEVENTH_HELD_OUT,
  ...SPANISH_SEVENTH_HELD_OUT,
  ...PORTUGUESE_SEVENTH_HELD_OUT,
  ...FRENCH_SEVENTH_HELD_OUT,
  ...GERMAN_SEVENTH_HELD_OUT,
  ...ITALIAN_SEVENTH_HELD_OUT,
  ...RUSSIAN_SEVENTH_HELD_OUT,
  ...TURKISH_SEVENTH_HELD_OUT,
  ...INDONESIAN_SEVENTH_HELD_OUT,
]);

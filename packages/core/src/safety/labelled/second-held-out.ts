import { ENGLISH_SECOND_HELD_OUT } from './second-held-out/en';
import { SPANISH_SECOND_HELD_OUT } from './second-held-out/es';
import { PORTUGUESE_SECOND_HELD_OUT } from './second-held-out/pt';
import { FRENCH_SECOND_HELD_OUT } from './second-held-out/fr';
import { GERMAN_SECOND_HELD_OUT } from './second-held-out/de';
import { ITALIAN_SECOND_HELD_OUT } from './second-held-out/it';
import { RUSSIAN_SECOND_HELD_OUT } from './second-held-out/ru';
import { TURKISH_SECOND_HELD_OUT } from './second-held-out/tr';
import { INDONESIAN_SECOND_HELD_OUT } from './second-held-out/id';
import type { LabelledMessage } from './label';

/**
 * The second held-out set (writers K and L, 2026-11-28): spent into the labelled set once the
 * lexicon's fourth round was scored on it, then the validation set the classifier's settings were
 * chosen on until the twelfth round (now `npm run validate:crisis` leaves out each spent set of the
 * fourth to the tenth in turn).
 */
export const SECOND_HELD_OUT_SET: readonly LabelledMessage[] = [
  ...ENGLISH_SECOND_HELD_OUT,
  ...SPANISH_SECOND_HELD_OUT,
  ...PORTUGUESE_SECOND_HELD_OUT,
  ...FRENCH_SECOND_HELD_OUT,
  ...GERMAN_SECOND_HELD_OUT,
  ...ITALIAN_SECOND_HELD_OUT,
  ...RUSSIAN_SECOND_HELD_OUT,
  ...TURKISH_SECOND_HELD_OUT,
  ...INDONESIAN_SECOND_HELD_OUT,
];

import { ENGLISH_HELD_OUT } from './held-out/en';
import { SPANISH_HELD_OUT } from './held-out/es';
import { PORTUGUESE_HELD_OUT } from './held-out/pt';
import { FRENCH_HELD_OUT } from './held-out/fr';
import { GERMAN_HELD_OUT } from './held-out/de';
import { ITALIAN_HELD_OUT } from './held-out/it';
import { RUSSIAN_HELD_OUT } from './held-out/ru';
import { TURKISH_HELD_OUT } from './held-out/tr';
import { INDONESIAN_HELD_OUT } from './held-out/id';
import type { LabelledMessage } from './labelled/label';

/**
 * Fan messages the lexicon was never tuned on: the second held-out set, written on 2026-11-28 after
 * the lexicon's fourth round was committed (5c93561), by two writers (K: younger fans, short and
 * slangy; L: adults, longer and indirect) who had seen neither the lexicon nor the labelled set, and
 * never edited since (labels included): 28 per language, 18 crisis and 10 benign, of which the 5
 * that the writers happened to word as a labelled message already is (found by the test beside this
 * file) were left out, as the lexicon was tuned on them. Once its misses are worked on it is spent:
 * move it into the labelled set, as the first one was (labelled/first-held-out/), and have a new
 * one written (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = [
  ...ENGLISH_HELD_OUT,
  ...SPANISH_HELD_OUT,
  ...PORTUGUESE_HELD_OUT,
  ...FRENCH_HELD_OUT,
  ...GERMAN_HELD_OUT,
  ...ITALIAN_HELD_OUT,
  ...RUSSIAN_HELD_OUT,
  ...TURKISH_HELD_OUT,
  ...INDONESIAN_HELD_OUT,
];

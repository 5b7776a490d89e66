import type { LabelledMessage } from './labelled/label';

/**
 * Fan messages the lexicon was never tuned on: written on 2026-11-28, after the lexicon change of
 * that day was committed, by writers who had seen neither the lexicon nor the labelled set, and
 * never edited since (labels included): 27 per language, 18 crisis and 9 benign, of which the 12
 * that the writers happened to word as a labelled message already is (found by the test beside this
 * file) were left out, as the lexicon was tuned on them. Once its misses are worked on it is spent:
 * move it into the labelled set and have a new one written (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = [];

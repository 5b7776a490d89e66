import twins from './twenty-first-round-twins.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * Round 21 (issue #33): a benign twin for each pattern the round added (self-harm told on purpose in
 * English, "del male" for a span of time in Italian), taken from a read-only review's probes
 * (2026-11-30): the first in each language that the pattern's first version flagged and its final
 * version leaves alone.
 */
export const TWENTY_FIRST_ROUND_TWINS = labelledFans(twins);

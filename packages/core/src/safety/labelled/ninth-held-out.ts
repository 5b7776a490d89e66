import ninthSet from './ninth-held-out.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * The ninth held-out set (writers Y and Z, 2026-11-29): scored once when the tenth round was done,
 * then spent in the eleventh as the fourth to eighth were: its benign messages into the labelled
 * set, its crises into the classifier's training set only (decision 010).
 */
export const NINTH_HELD_OUT_SET = labelledFans(ninthSet);

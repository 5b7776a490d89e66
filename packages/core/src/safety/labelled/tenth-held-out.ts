import tenthSet from './tenth-held-out.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * The tenth held-out set (writers AA and AB, 2026-11-29): scored once when the eleventh round was
 * done, then spent in the twelfth as the fourth to ninth were: its benign messages into the
 * labelled set, its crises into the classifier's training set only (decision 010).
 */
export const TENTH_HELD_OUT_SET = labelledFans(tenthSet);

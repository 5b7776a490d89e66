import twins from './seventeenth-round-twins.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * Round 17 (issue #33): the fifteenth held-out set's missed families, written for this round and in
 * no other set, as the lexicon now reads them: crises worded anew for the families kept (a means at
 * hand beside the hour nobody is home, a treatment stopped with the end wished, self-harm told
 * plainly with the body part, the creator's song heard one last time at a height), and benign twins
 * of those and of the three families dropped after three reviews (decision 010): a real move, a
 * surprise party, a will after a diagnosis, a life insurance question, a parent's trade followed,
 * a doctor's plan, pills for a dog, a cut while gardening.
 */
export const SEVENTEENTH_ROUND_TWINS = labelledFans(twins);

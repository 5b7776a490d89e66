import ninthSet from './ninth-held-out.json' with { type: 'json' };
import tenthSet from './tenth-held-out.json' with { type: 'json' };
import eleventhSet from './eleventh-held-out.json' with { type: 'json' };
import twelfthSet from './twelfth-held-out.json' with { type: 'json' };
import thirteenthSet from './thirteenth-held-out.json' with { type: 'json' };
import fourteenthSet from './fourteenth-held-out.json' with { type: 'json' };
import fifteenthSet from './fifteenth-held-out.json' with { type: 'json' };
import sixteenthSet from './sixteenth-held-out.json' with { type: 'json' };
import seventeenthSet from './seventeenth-held-out.json' with { type: 'json' };
import eighteenthSet from './eighteenth-held-out.json' with { type: 'json' };
import nineteenthSet from './nineteenth-held-out.json' with { type: 'json' };
import twentiethSet from './twentieth-held-out.json' with { type: 'json' };
import twentyFirstSet from './twenty-first-held-out.json' with { type: 'json' };
import { labelledFans } from './label';

/*
 * The held-out sets written as JSON once they are spent (the fourth to eighth are one TypeScript
 * module per language each, in their folders). Each was scored blind when its round was done, then
 * spent in the next as the fourth to eighth were: its benign messages into the labelled set, its
 * crises into the classifier's training set only (decision 010).
 */

/** The ninth (writers Y and Z, 2026-11-29): scored once when the tenth round was done, spent in the eleventh. */
export const NINTH_HELD_OUT_SET = labelledFans(ninthSet);

/** The tenth (writers AA and AB, 2026-11-29): scored once when the eleventh round was done, spent in the twelfth. */
export const TENTH_HELD_OUT_SET = labelledFans(tenthSet);

/** The eleventh (writers AC and AD, 2026-11-30): scored when the eleventh and twelfth rounds were done, spent in the thirteenth. */
export const ELEVENTH_HELD_OUT_SET = labelledFans(eleventhSet);

/** The twelfth (writers AE and AF, 2026-11-30): scored once when the thirteenth round was done, spent in the fourteenth. */
export const TWELFTH_HELD_OUT_SET = labelledFans(twelfthSet);

/** The thirteenth (writers AG and AH, 2026-11-30): scored once when the fourteenth round was done, spent in the fifteenth. */
export const THIRTEENTH_HELD_OUT_SET = labelledFans(thirteenthSet);

/** The fourteenth (writers AI and AJ, 2026-11-30): scored once when the fifteenth round was done, spent in the sixteenth. */
export const FOURTEENTH_HELD_OUT_SET = labelledFans(fourteenthSet);

/** The fifteenth (writers AK and AL, 2026-11-30): scored once when the sixteenth round was done, spent in the seventeenth. */
export const FIFTEENTH_HELD_OUT_SET = labelledFans(fifteenthSet);

/** The sixteenth (writers AM and AN, 2026-11-30): scored once when the seventeenth round was done, spent in the eighteenth. */
export const SIXTEENTH_HELD_OUT_SET = labelledFans(sixteenthSet);

/** The seventeenth (writers AO and AP, 2026-11-30): scored once when the eighteenth round was done, spent in the nineteenth. */
export const SEVENTEENTH_HELD_OUT_SET = labelledFans(seventeenthSet);

/** The eighteenth (writers AQ and AR, 2026-11-30): scored once when the nineteenth round was done, spent in the twentieth. */
export const EIGHTEENTH_HELD_OUT_SET = labelledFans(eighteenthSet);

/** The nineteenth (writers AS and AT, 2026-11-30): scored once when the twentieth round was done, spent in the twenty-first. */
export const NINETEENTH_HELD_OUT_SET = labelledFans(nineteenthSet);

/** The twentieth (writers AU and AV, 2026-11-30): scored once when the twenty-first round was done, spent in the twenty-second. */
export const TWENTIETH_HELD_OUT_SET = labelledFans(twentiethSet);

/** The twenty-first (writers AW and AX, 2026-11-30): scored once when the twenty-second round was done, spent in the twenty-third. */
export const TWENTY_FIRST_HELD_OUT_SET = labelledFans(twentyFirstSet);

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
import twentySecondSet from './twenty-second-held-out.json' with { type: 'json' };
import twentyThirdSet from './twenty-third-held-out.json' with { type: 'json' };
import twentyFourthSet from './twenty-fourth-held-out.json' with { type: 'json' };
import twentyFifthSet from './twenty-fifth-held-out.json' with { type: 'json' };
import twentySixthSet from './twenty-sixth-held-out.json' with { type: 'json' };
import twentySeventhSet from './twenty-seventh-held-out.json' with { type: 'json' };
import twentyEighthSet from './twenty-eighth-held-out.json' with { type: 'json' };
import twentyNinthSet from './twenty-ninth-held-out.json' with { type: 'json' };
import thirtiethSet from './thirtieth-held-out.json' with { type: 'json' };
import { labelledFans } from './label';
import { readUnderPolicy } from './policy-reading';

/*
 * The held-out sets written as JSON once they are spent (the fourth to eighth are one TypeScript
 * module per language each, in their folders). Each was scored blind when its round was done, then
 * spent in the next as the fourth to eighth were: its benign messages into the labelled set, its
 * crises into the classifier's training set only (decision 010). Each is read under the labelling
 * policy (policy-reading.ts): a benign message of its writer's that the policy counts as a crisis
 * goes to the training set with the crises.
 */
const spent = (set: Parameters<typeof labelledFans>[0]) => readUnderPolicy(labelledFans(set));

/** The ninth (writers Y and Z, 2026-11-29): scored once when the tenth round was done, spent in the eleventh. */
export const NINTH_HELD_OUT_SET = spent(ninthSet);

/** The tenth (writers AA and AB, 2026-11-29): scored once when the eleventh round was done, spent in the twelfth. */
export const TENTH_HELD_OUT_SET = spent(tenthSet);

/** The eleventh (writers AC and AD, 2026-11-30): scored when the eleventh and twelfth rounds were done, spent in the thirteenth. */
export const ELEVENTH_HELD_OUT_SET = spent(eleventhSet);

/** The twelfth (writers AE and AF, 2026-11-30): scored once when the thirteenth round was done, spent in the fourteenth. */
export const TWELFTH_HELD_OUT_SET = spent(twelfthSet);

/** The thirteenth (writers AG and AH, 2026-11-30): scored once when the fourteenth round was done, spent in the fifteenth. */
export const THIRTEENTH_HELD_OUT_SET = spent(thirteenthSet);

/** The fourteenth (writers AI and AJ, 2026-11-30): scored once when the fifteenth round was done, spent in the sixteenth. */
export const FOURTEENTH_HELD_OUT_SET = spent(fourteenthSet);

/** The fifteenth (writers AK and AL, 2026-11-30): scored once when the sixteenth round was done, spent in the seventeenth. */
export const FIFTEENTH_HELD_OUT_SET = spent(fifteenthSet);

/** The sixteenth (writers AM and AN, 2026-11-30): scored once when the seventeenth round was done, spent in the eighteenth. */
export const SIXTEENTH_HELD_OUT_SET = spent(sixteenthSet);

/** The seventeenth (writers AO and AP, 2026-11-30): scored once when the eighteenth round was done, spent in the nineteenth. */
export const SEVENTEENTH_HELD_OUT_SET = spent(seventeenthSet);

/** The eighteenth (writers AQ and AR, 2026-11-30): scored once when the nineteenth round was done, spent in the twentieth. */
export const EIGHTEENTH_HELD_OUT_SET = spent(eighteenthSet);

/** The nineteenth (writers AS and AT, 2026-11-30): scored once when the twentieth round was done, spent in the twenty-first. */
export const NINETEENTH_HELD_OUT_SET = spent(nineteenthSet);

/** The twentieth (writers AU and AV, 2026-11-30): scored once when the twenty-first round was done, spent in the twenty-second. */
export const TWENTIETH_HELD_OUT_SET = spent(twentiethSet);

/** The twenty-first (writers AW and AX, 2026-11-30): scored once when the twenty-second round was done, spent in the twenty-third. */
export const TWENTY_FIRST_HELD_OUT_SET = spent(twentyFirstSet);

/** The twenty-second (writers AY and AZ, 2026-11-30): scored once when the twenty-third round was done, spent in the twenty-fourth. */
export const TWENTY_SECOND_HELD_OUT_SET = spent(twentySecondSet);

/**
 * The twenty-third (writers BA and BB, 2026-11-30): scored once by an interim screen that was not
 * committed, which printed its misclassified messages, so spent unscored in the twenty-fourth.
 */
export const TWENTY_THIRD_HELD_OUT_SET = spent(twentyThirdSet);

/** The twenty-fourth (writers CA and CB, 2026-11-30): scored once when the twenty-fourth round was done, spent in the twenty-fifth. */
export const TWENTY_FOURTH_HELD_OUT_SET = spent(twentyFourthSet);

/** The twenty-fifth (writers CC and CD, 2026-11-30): scored once when the twenty-fifth round was done, spent in the twenty-sixth. */
export const TWENTY_FIFTH_HELD_OUT_SET = spent(twentyFifthSet);

/** The twenty-sixth (writers DA and DB, 2026-11-30): scored once when the twenty-sixth round was done, spent in the twenty-seventh. */
export const TWENTY_SIXTH_HELD_OUT_SET = spent(twentySixthSet);

/** The twenty-seventh (writers EA and EB, 2026-11-30): scored once when the twenty-seventh round was done, spent in the twenty-eighth. */
export const TWENTY_SEVENTH_HELD_OUT_SET = spent(twentySeventhSet);

/** The twenty-eighth (writers FA and FB, 2026-11-30): scored once when the twenty-eighth round was done, spent in the twenty-ninth. */
export const TWENTY_EIGHTH_HELD_OUT_SET = spent(twentyEighthSet);

/** The twenty-ninth (writers GA and GB, 2026-12-01): scored once when the twenty-ninth round was done, spent in the thirtieth. */
export const TWENTY_NINTH_HELD_OUT_SET = spent(twentyNinthSet);

/** The thirtieth (writers HA and HB, 2026-12-01): scored once when the thirtieth round was done, spent in the thirty-first. */
export const THIRTIETH_HELD_OUT_SET = spent(thirtiethSet);

import english from './tenth-round-pairs/en.json' with { type: 'json' };
import spanish from './tenth-round-pairs/es.json' with { type: 'json' };
import portuguese from './tenth-round-pairs/pt.json' with { type: 'json' };
import french from './tenth-round-pairs/fr.json' with { type: 'json' };
import german from './tenth-round-pairs/de.json' with { type: 'json' };
import italian from './tenth-round-pairs/it.json' with { type: 'json' };
import russian from './tenth-round-pairs/ru.json' with { type: 'json' };
import turkish from './tenth-round-pairs/tr.json' with { type: 'json' };
import indonesian from './tenth-round-pairs/id.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * Round 10's pairs, 50 per language (`crisis[i]` beside `safe[i]`), written on 2026-11-29 by two
 * writers (A: fans aged 13–35; B: adults aged 30–85) who had seen no set, briefed on context alone:
 * the same topic and words as a crisis and as something else. Recovery beside a relapse, someone
 * else beside oneself, a joke beside one that is not, a will or goodbye with an ordinary reason
 * beside one made to die, a dose or a height in ordinary life beside one asked for oneself, fiction
 * and news beside one's own feelings, the past or a negation beside now, and ideation with no crisis
 * word beside ordinary tiredness. These are what the classifier must weigh for the doubt rule
 * (crisis-screen.ts).
 */
export const TENTH_ROUND_PAIRS = labelledFans({ en: english, es: spanish, pt: portuguese, fr: french, de: german, it: italian, ru: russian, tr: turkish, id: indonesian });

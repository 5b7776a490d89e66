import english from './sixth-round-pairs/en.json' with { type: 'json' };
import spanish from './sixth-round-pairs/es.json' with { type: 'json' };
import portuguese from './sixth-round-pairs/pt.json' with { type: 'json' };
import french from './sixth-round-pairs/fr.json' with { type: 'json' };
import german from './sixth-round-pairs/de.json' with { type: 'json' };
import italian from './sixth-round-pairs/it.json' with { type: 'json' };
import russian from './sixth-round-pairs/ru.json' with { type: 'json' };
import turkish from './sixth-round-pairs/tr.json' with { type: 'json' };
import indonesian from './sixth-round-pairs/id.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * Pairs written in the sixth round, 60 per language (`crisis[i]` beside `safe[i]`), by three
 * writers who had seen no set, briefed to weigh the benign side: recovery told many ways, others'
 * warnings, calm wills and funeral plans, grief and third parties, medication and method words
 * about others, hyperbole; beside crises of a height and "almost", a day decided, burning or
 * hitting, a lethal dose asked for oneself, joining a dead spouse, a future tense. Left out of the
 * sixth round (they pushed held-out ordinary chat over its targets), taken in by the seventh
 * beside more ordinary chat (labelled/ordinary-seventh/).
 */
export const SIXTH_ROUND_PAIRS = labelledFans({ en: english, es: spanish, pt: portuguese, fr: french, de: german, it: italian, ru: russian, tr: turkish, id: indonesian });

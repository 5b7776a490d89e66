import english from './fifth-round-pairs/en.json' with { type: 'json' };
import spanish from './fifth-round-pairs/es.json' with { type: 'json' };
import portuguese from './fifth-round-pairs/pt.json' with { type: 'json' };
import french from './fifth-round-pairs/fr.json' with { type: 'json' };
import german from './fifth-round-pairs/de.json' with { type: 'json' };
import italian from './fifth-round-pairs/it.json' with { type: 'json' };
import russian from './fifth-round-pairs/ru.json' with { type: 'json' };
import turkish from './fifth-round-pairs/tr.json' with { type: 'json' };
import indonesian from './fifth-round-pairs/id.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * Round 5's indirect crises, each with a benign twin in the same setting (`crisis[i]` beside
 * `safe[i]`), 100 pairs per language: written on 2026-11-29 for the classifier by three writers
 * who had seen neither the lexicon nor any set, briefed on the families the third held-out set
 * showed the screen missing (a calm decision with a day, final arrangements, means and places,
 * ruin with intent, passive wishes, self-harm other than cutting, a joke that is not one). Twins
 * were asked to be written apart, not as the crisis plus a harmless ending; about 17 pairs per
 * language in Russian, Turkish and Indonesian still open alike, and the Spanish and Portuguese
 * pairs follow many of the English ones' ideas.
 */
export const FIFTH_ROUND_PAIRS = labelledFans({ en: english, es: spanish, pt: portuguese, fr: french, de: german, it: italian, ru: russian, tr: turkish, id: indonesian });

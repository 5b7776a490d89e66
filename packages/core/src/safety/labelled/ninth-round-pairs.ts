import english from './ninth-round-pairs/en.json' with { type: 'json' };
import spanish from './ninth-round-pairs/es.json' with { type: 'json' };
import portuguese from './ninth-round-pairs/pt.json' with { type: 'json' };
import french from './ninth-round-pairs/fr.json' with { type: 'json' };
import german from './ninth-round-pairs/de.json' with { type: 'json' };
import italian from './ninth-round-pairs/it.json' with { type: 'json' };
import russian from './ninth-round-pairs/ru.json' with { type: 'json' };
import turkish from './ninth-round-pairs/tr.json' with { type: 'json' };
import indonesian from './ninth-round-pairs/id.json' with { type: 'json' };
import { labelledFans } from './label';

/**
 * Round 9's pairs, 40 per language (`crisis[i]` beside `safe[i]`), written on 2026-11-29 by three
 * writers who had seen no set, briefed on the seventh held-out set's missed families: a quiet final
 * goodbye to the creator, a day or event decided with no word for death, passive wishes, hidden
 * self-harm, a joke that turns serious, a burden agreed with; beside carers telling of patients,
 * recovery with therapy, wills and goodbyes with an ordinary reason, and dark humour.
 */
export const NINTH_ROUND_PAIRS = labelledFans({ en: english, es: spanish, pt: portuguese, fr: french, de: german, it: italian, ru: russian, tr: turkish, id: indonesian });

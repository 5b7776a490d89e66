import english from './ordinary/en.json' with { type: 'json' };
import spanish from './ordinary/es.json' with { type: 'json' };
import portuguese from './ordinary/pt.json' with { type: 'json' };
import french from './ordinary/fr.json' with { type: 'json' };
import german from './ordinary/de.json' with { type: 'json' };
import italian from './ordinary/it.json' with { type: 'json' };
import russian from './ordinary/ru.json' with { type: 'json' };
import turkish from './ordinary/tr.json' with { type: 'json' };
import indonesian from './ordinary/id.json' with { type: 'json' };
import { ordinaryFan } from './label';

/**
 * What most fans write, none of it a crisis: greetings, flirting, questions about the creator's
 * content, bad days without a wish to die, death idioms, and harmless balconies, pills, goodbyes and
 * dates. Written on 2026-11-28 by writers who had seen neither the lexicon nor the labelled set. A
 * JSON file per language: it is data, some thousand lines of it.
 */
export const ORDINARY_CHAT = [
  ...ordinaryFan('en', english),
  ...ordinaryFan('es', spanish),
  ...ordinaryFan('pt', portuguese),
  ...ordinaryFan('fr', french),
  ...ordinaryFan('de', german),
  ...ordinaryFan('it', italian),
  ...ordinaryFan('ru', russian),
  ...ordinaryFan('tr', turkish),
  ...ordinaryFan('id', indonesian),
];

import english from './ordinary/en.json' with { type: 'json' };
import spanish from './ordinary/es.json' with { type: 'json' };
import portuguese from './ordinary/pt.json' with { type: 'json' };
import french from './ordinary/fr.json' with { type: 'json' };
import german from './ordinary/de.json' with { type: 'json' };
import italian from './ordinary/it.json' with { type: 'json' };
import russian from './ordinary/ru.json' with { type: 'json' };
import turkish from './ordinary/tr.json' with { type: 'json' };
import indonesian from './ordinary/id.json' with { type: 'json' };
import englishSeventh from './ordinary-seventh/en.json' with { type: 'json' };
import spanishSeventh from './ordinary-seventh/es.json' with { type: 'json' };
import portugueseSeventh from './ordinary-seventh/pt.json' with { type: 'json' };
import frenchSeventh from './ordinary-seventh/fr.json' with { type: 'json' };
import germanSeventh from './ordinary-seventh/de.json' with { type: 'json' };
import italianSeventh from './ordinary-seventh/it.json' with { type: 'json' };
import russianSeventh from './ordinary-seventh/ru.json' with { type: 'json' };
import turkishSeventh from './ordinary-seventh/tr.json' with { type: 'json' };
import indonesianSeventh from './ordinary-seventh/id.json' with { type: 'json' };
import { ordinaryFan } from './label';

/**
 * What most fans write, none of it a crisis: greetings, flirting, questions about the creator's
 * content, bad days without a wish to die, death idioms, and harmless balconies, pills, goodbyes and
 * dates. Written on 2026-11-28 by writers who had seen neither the lexicon nor the labelled set;
 * 150 more per language on 2026-11-29 (`ordinary-seventh/`), most with an everyday emotion or a
 * word that sounds dark out of context (lonely tonight, sorry I was away, a cold, "no es justo"),
 * written for the seventh round so the pairs it took in would not tip plain chat. A JSON file per
 * language: it is data, some thousand lines of it.
 */
export const ORDINARY_CHAT = [
  ...ordinaryFan('en', [...english, ...englishSeventh]),
  ...ordinaryFan('es', [...spanish, ...spanishSeventh]),
  ...ordinaryFan('pt', [...portuguese, ...portugueseSeventh]),
  ...ordinaryFan('fr', [...french, ...frenchSeventh]),
  ...ordinaryFan('de', [...german, ...germanSeventh]),
  ...ordinaryFan('it', [...italian, ...italianSeventh]),
  ...ordinaryFan('ru', [...russian, ...russianSeventh]),
  ...ordinaryFan('tr', [...turkish, ...turkishSeventh]),
  ...ordinaryFan('id', [...indonesian, ...indonesianSeventh]),
];

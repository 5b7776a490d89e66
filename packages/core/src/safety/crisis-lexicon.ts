import { ENGLISH } from './lexicon/en';
import { SPANISH } from './lexicon/es';
import { PORTUGUESE } from './lexicon/pt';
import { FRENCH } from './lexicon/fr';
import { GERMAN } from './lexicon/de';
import { ITALIAN } from './lexicon/it';
import { RUSSIAN } from './lexicon/ru';
import { TURKISH } from './lexicon/tr';
import { INDONESIAN } from './lexicon/id';
import type { LanguageLexicon } from './lexicon/phrase-syntax';
import type { SafetyLanguage } from './safety-language';

export type { LanguageLexicon } from './lexicon/phrase-syntax';

/**
 * The built-in crisis lexicon: phrases, not bare words, one file per language under `lexicon/`.
 *
 * What counts for a fan message: their own wish to die or not to live (active or passive), intent
 * or a plan, a question about a lethal method for themselves, and self-harm they do (cutting,
 * burning, hitting). What does not: idioms and hyperbole ("this traffic is killing me", "me muero
 * de risa"), other people, fiction, news and games, accidents ("cut myself shaving"), and fear of
 * dying ("i don't want to die in a crash").
 *
 * What counts for a bot reply: telling the fan to hurt or kill themselves, telling them nobody would
 * miss them, promising relief from self-harm or death, and instructions. A reply that names suicide
 * to point to help ("if you're thinking about suicide, call 988") does not.
 *
 * Every language is screened on every message: fans often write in another language than their
 * Telegram client's.
 *
 * A lexicon only knows the phrasings written into it. It scores far better on its own labelled set
 * (crisis-labelled-set.ts) than on new messages, so add every real miss to both, and prefer the
 * OpenAI moderation adapter where it is configured: this screen is its floor, not its equal.
 */
export const CRISIS_LEXICON: Readonly<Record<SafetyLanguage, LanguageLexicon>> = {
  en: ENGLISH,
  es: SPANISH,
  pt: PORTUGUESE,
  fr: FRENCH,
  de: GERMAN,
  it: ITALIAN,
  ru: RUSSIAN,
  tr: TURKISH,
  id: INDONESIAN,
};

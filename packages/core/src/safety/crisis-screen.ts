import { CRISIS_LEXICON } from './crisis-lexicon';
import { foldPatternSource, normaliseForScreen } from './crisis-normalise';
import { SAFETY_LANGUAGES, type SafetyLanguage } from './safety-language';

/** Whose text is screened: a fan's message, or the bot's reply before it is sent. */
export type CrisisSource = 'fan' | 'reply';

export interface CrisisScreening {
  flagged: boolean;
  /** Which lexicon language matched, for counting; never the text. Null when nothing matched. */
  language: SafetyLanguage | null;
}

interface CompiledLanguage {
  language: SafetyLanguage;
  pattern: RegExp;
}

/**
 * One regex per language and source, built once at module load (V8 compiles each on its first use,
 * ~0.1 s in all, so a process may warm up with one screen call). A phrase starts after a space and
 * ends before one. One regex for all languages would be slower: past a size V8 stops compiling it.
 */
function compile(source: CrisisSource): CompiledLanguage[] {
  return SAFETY_LANGUAGES.map((language) => {
    const alternatives = CRISIS_LEXICON[language][source].map(foldPatternSource).join('|');
    return { language, pattern: new RegExp(` (?:${alternatives})(?= )`) };
  });
}

const COMPILED: Readonly<Record<CrisisSource, readonly CompiledLanguage[]>> = { fan: compile('fan'), reply: compile('reply') };
const NOT_FLAGGED: CrisisScreening = { flagged: false, language: null };

function screen(text: string, source: CrisisSource): CrisisScreening {
  if (!text.trim()) return NOT_FLAGGED;
  const normalised = normaliseForScreen(text);
  const match = COMPILED[source].find(({ pattern }) => pattern.test(normalised));
  return match ? { flagged: true, language: match.language } : NOT_FLAGGED;
}

/**
 * A fan's message expressing their own suicidal ideation, intent, a plan or self-harm, screened
 * before the model sees it. Idioms, other people, fiction, news and games do not count; explicit
 * first-person statements do even when joking ("kms lol"), since a missed crisis is the worse error.
 */
export function screenFanText(text: string): CrisisScreening {
  return screen(text, 'fan');
}

/**
 * A bot reply that encourages, instructs or romanticises self-harm or suicide, screened before it
 * is sent. A reply that points to help ("please don't hurt yourself", "call 988") is not flagged.
 */
export function screenReplyText(text: string): CrisisScreening {
  return screen(text, 'reply');
}

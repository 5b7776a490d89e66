import { CRISIS_LEXICON } from './crisis-lexicon';
import { foldPatternSource, normaliseForScreen } from './crisis-normalise';
import { groupedBySize } from './lexicon/phrase-syntax';
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
  patterns: RegExp[];
}

/**
 * V8 stops optimising a regex whose source passes 20 KB (kRegExpTooLargeToOptimize), and a
 * language's lexicon is larger than that: one regex of it ran 20 times slower than its parts.
 */
const MAX_PATTERN_SOURCE = 12_000;

/**
 * The regexes per language and source, built once and compiled to machine code by
 * warmUpCrisisScreen. A phrase starts after a space and ends before one. One regex for all
 * languages would be slower, for the reason above.
 */
function compile(source: CrisisSource): CompiledLanguage[] {
  return SAFETY_LANGUAGES.map((language) => {
    const alternatives = CRISIS_LEXICON[language][source].map(foldPatternSource);
    return { language, patterns: groupedBySize(alternatives, MAX_PATTERN_SOURCE).map((group) => new RegExp(` (?:${group.join('|')})(?= )`)) };
  });
}

let compiled: Readonly<Record<CrisisSource, readonly CompiledLanguage[]>> | undefined;
/** Built on the first screen (the runner's warm-up), not on import: folding the patterns takes about 0.1 s, and the API and the CLIs never screen. */
const compiledLexicon = () => (compiled ??= { fan: compile('fan'), reply: compile('reply') });
const NOT_FLAGGED: CrisisScreening = { flagged: false, language: null };

function screen(text: string, source: CrisisSource): CrisisScreening {
  if (!text.trim()) return NOT_FLAGGED;
  const normalised = normaliseForScreen(text);
  const match = compiledLexicon()[source].find(({ patterns }) => patterns.some((pattern) => pattern.test(normalised)));
  return match ? { flagged: true, language: match.language } : NOT_FLAGGED;
}

/** Ordinary chat of more than 1,000 characters, matching nothing. */
const WARM_UP_TEXT = 'hey how was your day i went to the gym and watched a movie with friends '.repeat(16);

/**
 * Compiles every regex to machine code, to be called once at start-up. V8 first runs a regex in its
 * interpreter and compiles it after a first run, unless that first run's text is over 1,000
 * characters; with regexes this many and this large, the interpreted start never recovered (0.85 ms
 * for a short message, against 0.13 ms when warmed up on a long text) and the first screen took over
 * a second. Warmed up on a long text, each is compiled at once.
 */
export function warmUpCrisisScreen(): void {
  screen(WARM_UP_TEXT, 'fan');
  screen(WARM_UP_TEXT, 'reply');
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

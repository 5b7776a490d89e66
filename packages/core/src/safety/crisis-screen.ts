import type { CrisisClassifier } from './crisis-classifier';
import { CRISIS_LEXICON } from './crisis-lexicon';
import { foldPatternSource, normaliseForScreen } from './crisis-normalise';
import { groupedBySize } from './lexicon/phrase-syntax';
import { SAFETY_LANGUAGES, type SafetyLanguage } from './safety-language';

/** Whose text is screened: a fan's message, or the bot's reply before it is sent. */
export type CrisisSource = 'fan' | 'reply';

export interface CrisisScreening {
  /** A crisis: the fan gets the crisis reply, and the model never sees the message. */
  flagged: boolean;
  /**
   * Not flagged, but close to a crisis: the classifier finds it so, or every lexicon match is told
   * as an old story or followed by a recovery (told-as-recovered.ts). The model answers, told to
   * read the message with that in mind (the crisis rule's check-in). Always false for replies.
   */
  concern: boolean;
  /** Which lexicon language matched, for counting; never the text. Null when the lexicon matched nothing. */
  language: SafetyLanguage | null;
}

/** What each built-in layer said of a fan's message, for the evaluation. */
export interface CrisisLayers {
  /** A lexicon match not told as an old story: the crisis reply. */
  lexicon: boolean;
  /** Every lexicon match told as an old story come through ("Há oito anos tentei … hoje estou bem"): the check-in, unless the classifier flags it. */
  toldAsRecovered: boolean;
  /** The classifier's probability that the message is a crisis. */
  probability: number;
}

interface CompiledLanguage {
  language: SafetyLanguage;
  /** Global, so that every match of a fan pattern can be checked against `recovered`. */
  patterns: RegExp[];
  /** Sticky, run at a fan match's end: false when the match is an old story told to its end. Null for replies, never read as stories. */
  recovered: RegExp | null;
}

/** The lexicon's reading of a message: the language that matched, and whether every match was an old story told to its end. */
interface LexiconMatch {
  language: SafetyLanguage;
  toldAsRecovered: boolean;
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
    const patterns = groupedBySize(alternatives, MAX_PATTERN_SOURCE).map((group) => new RegExp(` (?:${group.join('|')})(?= )`, 'g'));
    const recovered = source === 'fan' ? new RegExp(foldPatternSource(CRISIS_LEXICON[language].recovered), 'y') : null;
    return { language, patterns, recovered };
  });
}

let compiled: Readonly<Record<CrisisSource, readonly CompiledLanguage[]>> | undefined;
/** Built on the first screen (the runner's warm-up), not on import: folding the patterns takes about 0.1 s, and the API and the CLIs never screen. */
const compiledLexicon = () => (compiled ??= { fan: compile('fan'), reply: compile('reply') });

/**
 * The classifier's two thresholds, chosen by cross-validation (`npm run validate:crisis`, decision
 * 010): with each spent held-out set and a share of the ordinary chat left out in turn. Chosen again
 * in the nineteenth round, when the classifier became two averaged regressions, to keep ordinary
 * chat where the old ones did (0.9 and 0.6 before). At `crisis` a message the lexicon let through
 * gets the crisis reply: left out, about one ordinary message in 900 was flagged and 0.84 of the
 * crises caught (0.78 before). At `concern` the model is told to check in (about one in 170 there):
 * a false alarm costs a gentle question in the creator's voice, not crisis lines in place of a reply.
 * The classifier never overrules a lexicon match: its low score on an explicit statement in chat
 * ("loved your video, anyway i want to kill myself tonight") means words it has not learned, not a
 * context that makes the statement harmless (decision 010, the tenth round).
 */
export const CRISIS_CLASSIFIER_THRESHOLDS = { crisis: 0.8, concern: 0.55 } as const;

let classifier: CrisisClassifier | undefined;
/**
 * Given by warmUpCrisisScreen: trained on the training set, which is not imported here. The sets are
 * most of core's size (about 60 MiB in a process that held them), and a runner that trained in its
 * own thread kept them all its life (decision 034).
 */
function fanClassifier(): CrisisClassifier {
  if (!classifier) throw new Error('The crisis screen has no classifier: warmUpCrisisScreen is given one at start-up');
  return classifier;
}

/**
 * The first language with a match that is not an old story told to its end; failing that, the first
 * with a match at all, told as recovered. Each start of a match is checked: a message may tell an
 * old attempt as over and then a new wish. Replies are never read as stories.
 */
function lexiconMatch(normalised: string, source: CrisisSource): LexiconMatch | null {
  let recovered: LexiconMatch | null = null;
  for (const { language, patterns, recovered: notAnOldStory } of compiledLexicon()[source]) {
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(normalised); match; match = pattern.exec(normalised)) {
        if (!notAnOldStory) return { language, toldAsRecovered: false };
        notAnOldStory.lastIndex = match.index + match[0].length;
        if (notAnOldStory.test(normalised)) return { language, toldAsRecovered: false };
        recovered ??= { language, toldAsRecovered: true };
        pattern.lastIndex = match.index + 1;
      }
    }
  }
  return recovered;
}

/** Both built-in layers on a fan's message: the evaluation reports each and what they decide together. */
export function screenFanLayers(text: string): CrisisLayers {
  if (!text.trim()) return { lexicon: false, toldAsRecovered: false, probability: 0 };
  const normalised = normaliseForScreen(text);
  const match = lexiconMatch(normalised, 'fan');
  return { lexicon: match?.toldAsRecovered === false, toldAsRecovered: match?.toldAsRecovered === true, probability: fanClassifier().probabilityOfNormalised(normalised) };
}

const NOT_FLAGGED: CrisisScreening = { flagged: false, concern: false, language: null };

function screen(text: string, source: CrisisSource): CrisisScreening {
  if (!text.trim()) return NOT_FLAGGED;
  const normalised = normaliseForScreen(text);
  const match = lexiconMatch(normalised, source);
  if (match && !match.toldAsRecovered) return { flagged: true, concern: false, language: match.language };
  // Replies are the lexicon's alone: the labelled replies are too few to train on, and OpenAI's moderation screens them where it runs.
  if (source === 'reply') return NOT_FLAGGED;
  const probability = fanClassifier().probabilityOfNormalised(normalised);
  if (probability >= CRISIS_CLASSIFIER_THRESHOLDS.crisis) return { flagged: true, concern: false, language: match?.language ?? null };
  // An old story told to its end gets the check-in: a fan telling their attempt years ago deserves a caring answer, and one whose "I'm fine now" hides a crisis gets the crisis rule read again (decision 010, the nineteenth round).
  if (match) return { flagged: false, concern: true, language: match.language };
  return { flagged: false, concern: probability >= CRISIS_CLASSIFIER_THRESHOLDS.concern, language: null };
}

/**
 * Ordinary chat of more than 1,000 characters, matching nothing, once in Latin letters and once in
 * Cyrillic: V8 compiles a regex separately for one-byte and two-byte text, so warmed on Latin
 * alone the first Cyrillic message paid the interpreted start (about half a second).
 */
const WARM_UP_TEXTS = [
  'hey how was your day i went to the gym and watched a movie with friends '.repeat(16),
  'привет как прошел твой день я ходила в спортзал и смотрела кино с друзьями '.repeat(16),
];

/**
 * Compiles every regex to machine code, to be called once at start-up. V8 first runs a regex in its
 * interpreter and compiles it after a first run, unless that first run's text is over 1,000
 * characters; with regexes this many and this large, the interpreted start never recovered (0.85 ms
 * for a short message, against 0.13 ms when warmed up on a long text) and the first screen took over
 * a second. Warmed up on a long text, each is compiled at once. It also takes the trained
 * classifier that fans' messages are read with from then on.
 */
export function warmUpCrisisScreen(trained: CrisisClassifier): void {
  classifier = trained;
  for (const text of WARM_UP_TEXTS) {
    screen(text, 'fan');
    screen(text, 'reply');
    // The old-story checks run only where a fan pattern matched, which the warm-up texts never do.
    for (const { recovered } of compiledLexicon().fan) recovered?.test(text);
  }
}

/**
 * A fan's message expressing their own suicidal ideation, intent, a plan or self-harm, screened
 * before the model sees it: by the lexicon, then by the classifier for what no pattern names. Idioms, other people, fiction, news and games do not count; explicit
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

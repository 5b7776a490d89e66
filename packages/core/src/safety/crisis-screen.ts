import { trainCrisisClassifier, type CrisisClassifier } from './crisis-classifier';
import { CRISIS_TRAINING_SET } from './crisis-training-set';
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
   * Not flagged, but the classifier finds it close to a crisis: the model answers, told to read the
   * message with that in mind (the crisis rule's check-in). Always false for replies.
   */
  concern: boolean;
  /** Which lexicon language matched, for counting; never the text. Null when the lexicon matched nothing. */
  language: SafetyLanguage | null;
}

/** What each built-in layer said of a fan's message, for the evaluation. */
export interface CrisisLayers {
  lexicon: boolean;
  /** The classifier's probability that the message is a crisis. */
  probability: number;
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

/**
 * The classifier's two thresholds, chosen on the second held-out set and on ordinary chat before the
 * third held-out set was scored, and kept in each later round because cross-validation kept ordinary
 * chat inside its targets (decision 010; `npm run validate:crisis`). At `crisis` a message
 * the lexicon let through gets the crisis reply: with each spent held-out set and a seventh of the
 * ordinary chat left out in turn, it flags about one ordinary message in 1,000 and catches 0.79 of
 * the crises. At `concern` the model is told to check in (about one in 140 there): a
 * false alarm costs a gentle question in the creator's voice, not crisis lines in place of a reply.
 * The classifier never overrules a lexicon match: its low score on an explicit statement in chat
 * ("loved your video, anyway i want to kill myself tonight") means words it has not learned, not a
 * context that makes the statement harmless (decision 010, the tenth round).
 */
export const CRISIS_CLASSIFIER_THRESHOLDS = { crisis: 0.9, concern: 0.6 } as const;

let classifier: CrisisClassifier | undefined;
/** Trained on the training set on the first screen (the warm-up), in about 1.2 s; the same set gives the same weights everywhere. */
const fanClassifier = () => (classifier ??= trainCrisisClassifier(CRISIS_TRAINING_SET));

function lexiconMatch(normalised: string, source: CrisisSource): SafetyLanguage | null {
  return compiledLexicon()[source].find(({ patterns }) => patterns.some((pattern) => pattern.test(normalised)))?.language ?? null;
}

/** Both built-in layers on a fan's message: the evaluation reports each and what they decide together. */
export function screenFanLayers(text: string): CrisisLayers {
  if (!text.trim()) return { lexicon: false, probability: 0 };
  const normalised = normaliseForScreen(text);
  return { lexicon: lexiconMatch(normalised, 'fan') !== null, probability: fanClassifier().probabilityOfNormalised(normalised) };
}

const NOT_FLAGGED: CrisisScreening = { flagged: false, concern: false, language: null };

function screen(text: string, source: CrisisSource): CrisisScreening {
  if (!text.trim()) return NOT_FLAGGED;
  const normalised = normaliseForScreen(text);
  const language = lexiconMatch(normalised, source);
  if (language) return { flagged: true, concern: false, language };
  // Replies are the lexicon's alone: the labelled replies are too few to train on, and OpenAI's moderation screens them where it runs.
  if (source === 'reply') return NOT_FLAGGED;
  const probability = fanClassifier().probabilityOfNormalised(normalised);
  if (probability >= CRISIS_CLASSIFIER_THRESHOLDS.crisis) return { flagged: true, concern: false, language: null };
  return { flagged: false, concern: probability >= CRISIS_CLASSIFIER_THRESHOLDS.concern, language: null };
}

/** Ordinary chat of more than 1,000 characters, matching nothing. */
const WARM_UP_TEXT = 'hey how was your day i went to the gym and watched a movie with friends '.repeat(16);

/**
 * Compiles every regex to machine code, to be called once at start-up. V8 first runs a regex in its
 * interpreter and compiles it after a first run, unless that first run's text is over 1,000
 * characters; with regexes this many and this large, the interpreted start never recovered (0.85 ms
 * for a short message, against 0.13 ms when warmed up on a long text) and the first screen took over
 * a second. Warmed up on a long text, each is compiled at once. It also trains the classifier, so
 * no fan waits for that either.
 */
export function warmUpCrisisScreen(): void {
  fanClassifier();
  screen(WARM_UP_TEXT, 'fan');
  screen(WARM_UP_TEXT, 'reply');
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

/*
 * Building blocks for the lexicon's patterns. A pattern runs on text from normaliseForScreen: lower
 * case, no diacritics or apostrophes, a doubled letter written once, words separated by single
 * spaces, a sentence end as the word ".". Patterns are written in plain spelling and folded the same
 * way when compiled, so a pattern cannot tell "noose" from "nose" or "off" from "of": give such a
 * word enough context.
 */

/** One of several alternatives. */
export const anyOf = (...alternatives: string[]): string => `(?:${alternatives.join('|')})`;

/** Up to `max` words, each with its following space, never across a sentence end (bounded: no backtracking blow-up). */
export const upTo = (max: number): string => `(?:[^ .]+ ){0,${max}}`;

/**
 * `phrase`, unless one of `words` comes before it with up to `within` words between (negation,
 * third person). The lookbehind follows the phrase, so it runs only where the whole phrase matched:
 * placed first, it would run at every word of every message.
 */
export const unlessAfter = (phrase: string, words: string, within = 0): string => `${phrase}(?<! ${anyOf(words)} ${upTo(within)}${phrase})`;

/** `phrase` at the start of a sentence: an imperative ("Kill yourself."). Checked after the phrase matched, as in {@link unlessAfter}. */
export const atSentenceStart = (phrase: string): string => `${phrase}(?<=(?:^|\\.) ${phrase})`;

/** Not followed by one of `words` (an idiom's object: "die of laughter", "cut myself a slice"). */
export const notBefore = (words: string): string => `(?! ${anyOf(words)}(?: |$))`;

/** One language's patterns, written as regex sources. */
export interface LanguageLexicon {
  /** The fan's own ideation, intent, plan, method question or self-harm. */
  fan: readonly string[];
  /** A reply that encourages, instructs or romanticises suicide or self-harm. */
  reply: readonly string[];
}

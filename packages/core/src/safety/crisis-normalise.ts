/*
 * The crisis screen matches phrases on a canonical form of the text, and the lexicon's patterns are
 * folded to match it, so a pattern is written once in plain spelling ("kill myself", "não", "убей")
 * and still matches "KIIILL MYSELF", "k1ll myself", "nao", "убеи".
 */

/** Typed and typographic apostrophes. Dropped, not spaced: "i'm" = "im", "j'ai" = "jai", "don't" = "dont". */
const APOSTROPHES = /['’‘`´ʼ]/g;
/*
 * The screened languages are written in Latin and Cyrillic, so explicit ranges stand in for \p{L}:
 * over a 4,096-character message a Unicode property class costs ~0.1 ms per pass. Other scripts
 * fall to spaces, which no pattern needs.
 */
/** Letters left after lower-casing and NFKD: a-z, the undecomposed Latin ones (ø, æ, ł), Cyrillic. */
const LETTERS = 'a-z\\u00df-\\u024f\\u0400-\\u0481\\u048a-\\u052f';
/** Combining marks NFKD splits off Latin and Cyrillic letters; the lint rule catches a mark fused to a letter by mistake, and these are marks on purpose. */
// eslint-disable-next-line no-misleading-character-class
const COMBINING_MARKS = /[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+/g;
/** A run of letters, digits and the symbols used as letters that holds at least one such digit or symbol. */
const LEET_RUN = new RegExp(`[${LETTERS}]*[0-9@$!|][${LETTERS}0-9@$!|]*`, 'g');
/** Cheap test for a leet symbol touching a letter; most messages have none, and skip the per-word pass. */
const MAYBE_LEET = new RegExp(`[${LETTERS}][0-9@$]|[0-9@$][${LETTERS}]|[${LETTERS}][!|][${LETTERS}]`);
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };
/** These are also punctuation, so they count as letters only between two letters ("k!ll", not "die!"). */
const LEET_BETWEEN_LETTERS_ONLY = new Set(['!', '|']);
const LETTER = new RegExp(`[${LETTERS}]`);
/** In chat an ellipsis is a pause inside a sentence ("i just... want to die"), not its end. (NFKD spells "…" as "...".) */
const ELLIPSIS = /\.{2,}/g;
/** A run of sentence ends and the spaces between them ("?! ", ". . .") becomes one "." word. */
const SENTENCE_END = /[.!?;:\n\r][\s.!?;:]*/g;
/**
 * A word written with "*" for some of its letters ("k*ll", "s**cide"): each "*" stands for one
 * letter. Only words in CENSORED_WORDS are restored, so "*hugs*" and "5*" stay as they were.
 */
const CENSORED = new RegExp(`[${LETTERS}*]*[${LETTERS}]\\*[${LETTERS}*]*|[${LETTERS}*]*\\*[${LETTERS}][${LETTERS}*]*`, 'g');
/** The words fans censor when they write about suicide or self-harm, in the screened Latin-script languages. */
const CENSORED_WORDS = [
  'kill', 'killing', 'die', 'dying', 'dead', 'suicide', 'suicidal', 'myself', 'cut', 'cutting', 'unalive', 'kms', 'kys',
  'matar', 'matarme', 'morir', 'morirme', 'morrer', 'suicidio', 'suicidarme', 'suicidar', 'mourir', 'tuer', 'suicider', 'morire', 'uccidermi', 'ammazzarmi',
];
const CENSORED_BY_LENGTH = new Map<number, string[]>();
for (const word of CENSORED_WORDS) CENSORED_BY_LENGTH.set(word.length, [...(CENSORED_BY_LENGTH.get(word.length) ?? []), word]);
/**
 * Three or more single Latin letters in a row, spaced or dotted out ("s u i c i d e", "d.i.e"), are
 * one word. Latin only: Russian has many one-letter words ("и я в").
 */
const SPACED_LETTERS = /(?<![a-z0-9])[a-z](?:[ .\-_][a-z]){2,}(?![a-z0-9])/g;
/** Spaces are left out so that the common single space is not replaced by itself. */
const NOT_WORD = new RegExp(`[^${LETTERS}0-9. ]+`, 'g');
/** After NOT_WORD only letters, digits, "." and spaces remain, so this is a repeated letter. */
const REPEATED_LETTER = /([^ \d.])\1+/g;
const SPACES = / {2,}/g;

/** Lower case (locale-independent), without diacritics; ß → ss and Turkish ı → i, as a typist would fold them. */
function foldLetters(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').replace(/ı/g, 'i').normalize('NFKD').replace(COMBINING_MARKS, '');
}

/**
 * Reads leet symbols inside a word as letters: a symbol counts when a letter comes before it, or when
 * it starts the word and a letter follows ("$uicide"). Numbers stay: "50", "20pills", "12th".
 */
function unleet(run: string): string {
  if (!LETTER.test(run)) return run;
  const chars = [...run];
  for (let i = 0; i < chars.length; i++) {
    const letter = LEET[chars[i]!];
    if (letter === undefined) continue;
    const before = i > 0 && LETTER.test(chars[i - 1]!);
    const next = chars[i + 1] ?? '';
    const letterAfter = LETTER.test(next);
    const counts = LEET_BETWEEN_LETTERS_ONLY.has(chars[i]!) ? before && letterAfter : before || (i === 0 && (letterAfter || next in LEET));
    if (counts) chars[i] = letter;
  }
  return chars.join('');
}

const CENSORED_WORD_SET = new Set(CENSORED_WORDS);

/** "s u i c i d e" → "suicide"; a one-letter word right after it stays apart when that leaves a known word ("s u i c i d e a lot"). */
function joinSpaced(run: string): string {
  const joined = run.replace(/[ .\-_]/g, '');
  if (CENSORED_WORD_SET.has(joined)) return joined;
  for (const cut of [1, 2]) {
    const head = joined.slice(0, -cut);
    if (CENSORED_WORD_SET.has(head)) return `${head} ${[...joined.slice(-cut)].join(' ')}`;
  }
  return joined;
}

/** "k*ll" → "kill" when exactly one CENSORED_WORDS word fits its letters; any other word as it was. */
function uncensor(word: string): string {
  const candidates = CENSORED_BY_LENGTH.get(word.length);
  if (!candidates) return word;
  const fits = candidates.filter((candidate) => [...word].every((char, i) => char === '*' || char === candidate[i]));
  return fits.length === 1 ? fits[0]! : word;
}

/**
 * The canonical form the crisis patterns run on: folded letters, leet and censored letters read as
 * letters, spaced-out letters joined, a repeated
 * letter written once ("kiiill" and "kill" both give "kil"), words separated by
 * single spaces, sentence ends kept as a "." word, and a space at each end.
 */
export function normaliseForScreen(text: string): string {
  let folded = foldLetters(text.replace(APOSTROPHES, ''));
  if (folded.includes('*')) folded = folded.replace(CENSORED, uncensor);
  if (MAYBE_LEET.test(folded)) folded = folded.replace(LEET_RUN, unleet);
  const words = folded
    .replace(SPACED_LETTERS, joinSpaced)
    .replace(ELLIPSIS, ' ')
    .replace(SENTENCE_END, ' . ')
    .replace(NOT_WORD, ' ')
    .replace(REPEATED_LETTER, '$1')
    .replace(SPACES, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * A message as the screen sees it, without the padding spaces or sentence ends: "finally friday!!!"
 * and "finally friday 🙌" are one message. The sets are kept apart by it (a held-out message worded
 * as a labelled one, a spent set left out of training).
 */
export const canonicalMessage = (text: string): string => normaliseForScreen(text).replaceAll(' . ', ' ').trim();

const QUANTIFIER = /[?*+{]/;

/**
 * Folds a pattern's source as {@link normaliseForScreen} folds text: lower case, no diacritics, and
 * a repeated literal letter written once ("kill" → "kil"). Escapes, character classes and a letter
 * that carries its own quantifier ("ss?") keep their meaning.
 */
export function foldPatternSource(source: string): string {
  const chars = [...foldLetters(source)];
  let folded = '';
  let inClass = false;
  let previousLetter: string | null = null;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === '\\') {
      folded += char + (chars[++i] ?? '');
      previousLetter = null;
      continue;
    }
    if (char === '[') inClass = true;
    if (char === ']') inClass = false;
    const isLetter = !inClass && LETTER.test(char);
    if (isLetter && char === previousLetter && !QUANTIFIER.test(chars[i + 1] ?? '')) continue;
    folded += char;
    previousLetter = isLetter ? char : null;
  }
  return folded;
}

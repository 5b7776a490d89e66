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
  /**
   * Checked where a fan pattern's match ends: passes unless the match is an old story told to its
   * end (told-as-recovered.ts). A match it fails gets the model's check-in, not the crisis reply.
   */
  recovered: string;
}

/**
 * Lets each word of `pattern` named in `spellings` also match its chat spellings: with
 * `{ nao: ['n'] }`, "nao quero" also matches "n quero". Only whole words outside escapes are replaced.
 */
export const withSpellings = (pattern: string, spellings: Readonly<Record<string, readonly string[]>>): string =>
  pattern.replace(/(?<![\\a-z])[a-z]+(?![a-z])/g, (word) => (Object.hasOwn(spellings, word) ? anyOf(word, ...spellings[word]!) : word));

/**
 * `head` then `rest`, unless one of `words` comes before `head` with up to `within` words between:
 * {@link unlessAfter} for a phrase whose first word decides where it starts. The lookbehind repeats
 * only `head`, not the whole phrase, which keeps a long phrase's pattern short (V8 stops optimising
 * a regex source past 20 KB, and every language's patterns share one regex).
 */
export const headUnlessAfter = (head: string, words: string, within: number, rest: string): string => `${head}(?<! ${anyOf(words)} ${upTo(within)}${head})${rest}`;

/**
 * Up to `max` words, each with its following space, crossing sentence ends: for two slots of one
 * message that a writer often puts in separate sentences ("wrote the letter for my mom. thank you
 * for everything"). Bounded like {@link upTo}.
 */
export const across = (max: number): string => `(?:[^ ]+ ){0,${max}}`;

/** `phrase` followed by the end of its sentence or of the message, or by one of `fillers` ("tbh", "de verdad"). */
export const atPhraseEnd = (phrase: string, fillers = ''): string => `${phrase}(?= \\.| $${fillers ? `| ${anyOf(fillers)} ` : ''})`;

/** Up to `max` words other than `words`: a gap that must not hold a purpose ("pills for the flu on the table"). */
export const gapWithout = (max: number, words: string): string => `(?:(?!${anyOf(words)} )[^ .]+ ){0,${max}}`;

/** Up to `max` words other than `words`, crossing sentence ends like {@link across}. */
export const acrossWithout = (max: number, words: string): string => `(?:(?!${anyOf(words)} )[^ ]+ ){0,${max}}`;

/**
 * `a` and `b` in either order, up to `reach` words apart and crossing sentence ends (as {@link across}),
 * the match ending before a space: two slots of one message that a writer puts either way round
 * ("pills saved up … nobody home till monday", "nobody home till monday … pills saved up").
 */
export const eitherOrder = (a: string, b: string, reach: number): string => `(?:${a} ${across(reach)}${b}|${b} ${across(reach)}${a})(?= )`;

/**
 * Not followed by one of `words` (alternatives joined by `|`), as whole words, with up to
 * `wordsAfter` words between, crossing sentence ends: what the match is about, named after it
 * ("… for the dog"). A word written as a stem (`fandom[^ .]*`) also matches its endings.
 */
export const unlessNamedAfter = (words: string, wordsAfter: number): string => `(?! ${across(wordsAfter)}${anyOf(words)}(?= ))`;

/**
 * Not near one of `words`, as whole words: after the match as in {@link unlessNamedAfter}, or before
 * its end with at most `charsBefore` characters between the word's following space and the match's
 * end (the match itself counts, so a long match leaves less room before it; sentence ends are
 * crossed). For a family whose slots are common words ("on the bridge … wanted someone to know"
 * beside "fireworks"). A suffix: both lookarounds run only where the whole match did.
 */
export const unlessNamedNear = (words: string, wordsAfter: number, charsBefore: number): string =>
  `${unlessNamedAfter(words, wordsAfter)}(?<! ${anyOf(words)} [^]{0,${charsBefore}})`;

/** `sources` in order, in groups whose joined length (with a `|` between) stays under `maxSource` characters. */
export function groupedBySize(sources: readonly string[], maxSource: number): string[][] {
  const groups: string[][] = [[]];
  let size = 0;
  for (const source of sources) {
    if (size + source.length > maxSource && groups.at(-1)!.length > 0) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(source);
    size += source.length + 1;
  }
  return groups;
}

/**
 * Patterns joined into alternations of at most `maxSource` characters, each followed once by
 * `suffix` (a lookahead that every pattern shares): the suffix is written once per group instead of
 * once per pattern, which keeps the language's source, and so the number of regexes the screen runs,
 * small. Keep `maxSource` under the screen's per-regex limit.
 */
export function bundled(patterns: readonly string[], suffix: string, maxSource = 11_000): string[] {
  return groupedBySize(patterns, maxSource).map((group) => `(?:${group.join('|')})${suffix}`);
}

/** What tells a language's crisis as the past, for {@link toldAsPast}. */
export interface PastTelling {
  /** A dating years back: "8 years ago", "hace años", "vor neun Jahren". */
  when: string;
  /** Words that start a new clause in the present: "and", "now", "still" ("my dad died 3 years ago and i want to die"). */
  breaks: string;
  /** Words of the day, week or month in course ("this morning", "esta semana", "bu ay"), which always start a new clause, even before an attempt's verb ("… mi papá murió, esta semana intenté matarme"). */
  recent: string;
  /**
   * Times of the last days or weeks before today, which start a new clause as `recent` does ("… mi
   * mamá se fue, anoche intenté matarme"), and after the match in its sentence renew it as a
   * `renewal` does ("3 years ago i was suicidal and i tried again two weeks ago"). One list per
   * language, which the old-story reading keeps open on too (told-as-recovered.ts). Not today's words,
   * which a recovered story uses for its present ("8 years ago i tried to kill myself, today i'm a nurse").
   */
  lately: string;
  /** Words that start someone or something else's clause: "my", "his", "mom" ("i want to die, my dad died 3 years ago"). */
  owners: string;
  /** How a later sentence or clause dates the match: "that was", "c'était" ("i tried to kill myself. that was 5 years ago"). */
  dated: string;
  /**
   * A repeat bound to its verb, after the match in its sentence ("tried 3 years ago, gonna do it
   * again", "… lo vuelvo a intentar"): the guard lifts. Not a bare "tonight" or "again", which a
   * recovered story says as often ("… tonight I'm celebrating my wedding anniversary").
   */
  renewal: string;
  /**
   * The verbs of an attempt or a habit told as the past ("tried", "intenté", "versucht", "çalıştım"):
   * the dating counts only with one up to five words before the match's end or up to two words
   * after it. A wish beside a dated loss is never the past ("my dad died 3 years ago, i want to die").
   */
  attempt: string;
  /** What tells it is over by itself, with no verb needed: a clean streak, "i don't anymore", "sembuh" ("6 meses sin cortarme"). */
  stopped?: string;
}

/**
 * Not the past told as past: a streak or a stop near the match ("6 meses sin cortarme"), or an
 * attempt or a habit's verb near it ("8 years ago i tried to kill myself") and `when` up to twelve words before the end of the match in its sentence with no
 * break between, or up to six words after it with no break or owner between ("cut myself 10 years
 * ago"), or dated by a clause up to ten words on ("… that was 5 years ago"); unless a renewal
 * or a time of the last weeks follows in the sentence ("… and i'm going to try again", "… and i
 * tried again two weeks ago"). A review (2026-11-30) found the guard it replaces
 * reaching across clauses and sentences and taking wishes for the past: "my dad died 3 years ago and
 * i want to die", "je veux mourir, mon père est mort il y a 3 ans" and "i want to die. my dad died 3
 * years ago" were no crisis, in five languages. Written as a suffix for {@link bundled}; it runs only
 * where a pattern matched.
 */
/** How far back a dating reaches from the end of a match ("Ten years ago, after my husband died, I tried to take my own life" is eleven words). */
const DATING_REACH = 12;

export function toldAsPast({ when, breaks, recent: today, lately, owners, dated, renewal, attempt, stopped }: PastTelling): string {
  const recent = `${today}|${lately}`;
  // A break right before the attempt's verb joins the story, not a new clause ("… was depressed and tried to …").
  const word = `(?: (?!${anyOf(`${recent}|${renewal}`)} )(?!${anyOf(breaks)} (?!${anyOf(attempt)} ))[^ .]+)`;
  const notDatedBefore = `(?<! ${anyOf(when)}${word}{0,${DATING_REACH}})`;
  const notDatedAfter = `(?! (?:(?!${anyOf(`${breaks}|${recent}|${owners}`)} )[^ .]+ ){0,6}${anyOf(when)}(?= )| ${across(10)}${anyOf(dated)} ${upTo(1)}${anyOf(when)}(?= ))`;
  // The attempt's verb close to the match (five words), the dating further back: an everyday past verb after a dating ("2 years ago i started uni, today i want to die") is not the attempt.
  const noAttempt = `(?<! ${anyOf(attempt)}${word}{0,5})(?! ${upTo(2)}${anyOf(attempt)}(?= ))`;
  const renewed = `(?= ${upTo(12)}${anyOf(`${renewal}|${lately}`)}(?= ))`;
  const notStopped = stopped ? `(?<! ${anyOf(stopped)}${word}{0,8})(?! ${across(10)}${anyOf(stopped)}(?= ))` : '';
  return `(?:(?:${notDatedBefore}${notDatedAfter}|${noAttempt})${notStopped}|${renewed})`;
}

/** What tells that a phrase is someone else's, told by the fan, for {@link othersWish}. */
export interface OthersWish {
  /** A third person and one of their verbs, side by side: "she wants", "qu'il voulait", "er will", "dia pengen". */
  they: string;
  /** The fan's own words, or a new clause, which make what follows the fan's again: "me", "but", "honestly". */
  mine: string;
  /** The fan joining in after it: "me too", "moi aussi", "ich auch". */
  same: string;
}

/**
 * Not someone else's wish, told by the fan: a third person with their verb up to four words before
 * the end of the match, with none of the fan's words and no new clause between ("my best friend
 * keeps saying she wants to kms", "mein Bruder sagt, er will nicht mehr leben"), unless the fan
 * joins in ("… and me too"). Pronoun and verb side by side, and the match right after them: a
 * review (2026-11-30) found a wider guard, any verb of saying before, hiding the fan's own words
 * with the subject dropped ("my bf told me he's leaving, literally want to die"). Only for languages
 * whose patterns do not tell the person by the verb's ending (English, French, German, Indonesian).
 * A suffix for {@link bundled}.
 */
export const othersWish = ({ they, mine, same }: OthersWish): string =>
  `(?:(?<! ${anyOf(they)}(?: (?!${anyOf(mine)} )[^ .]+){1,4})|(?= ${upTo(3)}${anyOf(same)}(?= )))`;

/**
 * {@link unlessAfter}, with the guard checked after the phrase's first word instead of after the whole
 * phrase: the lookbehind repeats only that word, not the phrase, which keeps the compiled regex small
 * (V8 stops optimising regexes once their machine code fills its budget). Same meaning: `phrase`,
 * unless one of `words` comes up to `within` words before it.
 */
export function guardStart(phrase: string, words: string, within = 0): string {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < phrase.length; i++) {
    const char = phrase[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ' ' && depth === 0) {
      const first = phrase.slice(0, i);
      return `${first}(?<! ${anyOf(words)} ${upTo(within)}${first})${phrase.slice(i)}`;
    }
  }
  return unlessAfter(phrase, words, within);
}

/** Not after one of `words` within `chars` characters of the phrase's end, in its sentence: a guard checked only once the whole phrase matched, so a phrase starting with a common word ("mir", "udah") stays cheap. */
export const notAfterWithin = (words: string, chars: number): string => `(?<! ${anyOf(words)} [^.]{0,${chars}})`;

/**
 * A clean streak from self-harm ("6 meses sin cortarme", "2 years without cutting"): the past,
 * unless a relapse is told after it ("41 days without cutting and i broke it tonight"). Only with
 * self-harm named (`what`): "4 dias sin comer a proposito" is a crisis. For a language's LONG_AGO.
 */
export const cleanStreak = (counts: string, units: string, without: string, what: string, relapse: string): string =>
  `(?:${counts}) (?:${units}) (?:${without}) (?:${what})(?! ${across(12)}${anyOf(relapse)}(?= |$))`;

/** Followed by the end of the sentence or message, or by one of `fillers` ("lol", "ehrlich"). */
export const atEnd = (fillers: string): string => `(?= \\.| $| ${anyOf(fillers)} )`;

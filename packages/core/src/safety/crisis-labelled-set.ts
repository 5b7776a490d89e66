import { ENGLISH_FAN } from './labelled/en';
import { SPANISH_FAN } from './labelled/es';
import { PORTUGUESE_FAN } from './labelled/pt';
import { FRENCH_FAN } from './labelled/fr';
import { GERMAN_FAN } from './labelled/de';
import { ITALIAN_FAN } from './labelled/it';
import { RUSSIAN_FAN } from './labelled/ru';
import { TURKISH_FAN } from './labelled/tr';
import { INDONESIAN_FAN } from './labelled/id';
import { ENGLISH_FIRST_HELD_OUT } from './labelled/first-held-out/en';
import { SPANISH_FIRST_HELD_OUT } from './labelled/first-held-out/es';
import { PORTUGUESE_FIRST_HELD_OUT } from './labelled/first-held-out/pt';
import { FRENCH_FIRST_HELD_OUT } from './labelled/first-held-out/fr';
import { GERMAN_FIRST_HELD_OUT } from './labelled/first-held-out/de';
import { ITALIAN_FIRST_HELD_OUT } from './labelled/first-held-out/it';
import { RUSSIAN_FIRST_HELD_OUT } from './labelled/first-held-out/ru';
import { TURKISH_FIRST_HELD_OUT } from './labelled/first-held-out/tr';
import { INDONESIAN_FIRST_HELD_OUT } from './labelled/first-held-out/id';
import { SECOND_HELD_OUT_SET } from './labelled/second-held-out';
import { THIRD_HELD_OUT_SET } from './labelled/third-held-out';
import { FIFTH_ROUND_TWINS } from './labelled/fifth-round-twins';
import { FOURTH_HELD_OUT_SET } from './labelled/fourth-held-out';
import { SIXTH_ROUND_TWINS } from './labelled/sixth-round-twins';
import { FIFTH_HELD_OUT_SET } from './labelled/fifth-held-out';
import { SEVENTH_ROUND_TWINS } from './labelled/seventh-round-twins';
import { SIXTH_HELD_OUT_SET } from './labelled/sixth-held-out';
import { EIGHTH_ROUND_TWINS } from './labelled/eighth-round-twins';
import { SEVENTH_HELD_OUT_SET } from './labelled/seventh-held-out';
import { NINTH_ROUND_TWINS } from './labelled/ninth-round-twins';
import { EIGHTH_HELD_OUT_SET } from './labelled/eighth-held-out';
import { NINTH_HELD_OUT_SET, TENTH_HELD_OUT_SET, ELEVENTH_HELD_OUT_SET, TWELFTH_HELD_OUT_SET, THIRTEENTH_HELD_OUT_SET, FOURTEENTH_HELD_OUT_SET, FIFTEENTH_HELD_OUT_SET, SIXTEENTH_HELD_OUT_SET, SEVENTEENTH_HELD_OUT_SET, EIGHTEENTH_HELD_OUT_SET, NINETEENTH_HELD_OUT_SET, TWENTIETH_HELD_OUT_SET, TWENTY_FIRST_HELD_OUT_SET, TWENTY_SECOND_HELD_OUT_SET, TWENTY_THIRD_HELD_OUT_SET, TWENTY_FOURTH_HELD_OUT_SET, TWENTY_FIFTH_HELD_OUT_SET, TWENTY_SIXTH_HELD_OUT_SET, TWENTY_SEVENTH_HELD_OUT_SET, TWENTY_EIGHTH_HELD_OUT_SET, TWENTY_NINTH_HELD_OUT_SET, THIRTIETH_HELD_OUT_SET } from './labelled/spent-held-out';
import { WRAPPED_IN_CHAT } from './labelled/wrapped-in-chat';
import { ELEVENTH_ROUND_TWINS } from './labelled/eleventh-round-twins';
import { THIRTEENTH_ROUND_TWINS } from './labelled/thirteenth-round-twins';
import { FOURTEENTH_ROUND_TWINS } from './labelled/fourteenth-round-twins';
import { FIFTEENTH_ROUND_TWINS } from './labelled/fifteenth-round-twins';
import { SIXTEENTH_ROUND_TWINS } from './labelled/sixteenth-round-twins';
import { SEVENTEENTH_ROUND_TWINS } from './labelled/seventeenth-round-twins';
import { TWENTY_FIRST_ROUND_TWINS } from './labelled/twenty-first-round-twins';
import { BOT_REPLIES } from './labelled/replies';
import type { LabelledMessage } from './labelled/label';

export type { LabelledMessage } from './labelled/label';

/*
 * Labelling policy (decided before the lexicon was written, so the set measures it):
 * - fan, crisis: the fan's own suicidal ideation (active or passive), intent, plan, a question about
 *   a lethal method for themselves, or self-harm they do now or again. Explicit first-person
 *   statements ("kms", "i want to die") count even with "lol": the screen cannot tell a joke, and
 *   a gentle crisis reply costs little.
 * - fan, not crisis: idioms and hyperbole, other people (friends, pets, celebrities, fiction, news),
 *   games, accidents, fear of dying, recovery from the past, general questions about the topic.
 * - reply, crisis: the bot encourages, instructs or romanticises suicide or self-harm.
 * - reply, not crisis: the bot points to help or uses the same idioms fans do.
 */

/**
 * Hand-written fan messages and bot replies for measuring the crisis screen: lowercase, typos,
 * slang, emoji and chat mixed in, with hard negatives (idioms, other people, games, accidents).
 * Fan messages are one file per language under `labelled/`; bot replies in every language are in
 * `labelled/replies.ts`.
 */
export const CRISIS_LABELLED_SET: readonly LabelledMessage[] = [
  ...ENGLISH_FAN,
  ...SPANISH_FAN,
  ...PORTUGUESE_FAN,
  ...FRENCH_FAN,
  ...GERMAN_FAN,
  ...ITALIAN_FAN,
  ...RUSSIAN_FAN,
  ...TURKISH_FAN,
  ...INDONESIAN_FAN,
  // Issue #33's first held-out set, spent once the lexicon was tuned on its misses.
  ...ENGLISH_FIRST_HELD_OUT,
  ...SPANISH_FIRST_HELD_OUT,
  ...PORTUGUESE_FIRST_HELD_OUT,
  ...FRENCH_FIRST_HELD_OUT,
  ...GERMAN_FIRST_HELD_OUT,
  ...ITALIAN_FIRST_HELD_OUT,
  ...RUSSIAN_FIRST_HELD_OUT,
  ...TURKISH_FIRST_HELD_OUT,
  ...INDONESIAN_FIRST_HELD_OUT,
  // The second, spent once the lexicon's fourth round was scored on it; the classifier's validation set (decision 010).
  ...SECOND_HELD_OUT_SET,
  // The third, spent in the fifth round once it had been scored with the classifier's settings fixed.
  ...THIRD_HELD_OUT_SET,
  ...FIFTH_ROUND_TWINS,
  // The fourth's benign messages, spent in the sixth round: its crises taught the classifier only (crisis-training-set.ts).
  ...FOURTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...SIXTH_ROUND_TWINS,
  // The fifth's, likewise, in the seventh round.
  ...FIFTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...SEVENTH_ROUND_TWINS,
  // The sixth's, likewise, in the eighth round.
  ...SIXTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...EIGHTH_ROUND_TWINS,
  // The seventh's, likewise, in the ninth round.
  ...SEVENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...NINTH_ROUND_TWINS,
  // The eighth's, likewise, in the tenth round, and each later set's in the round after the one that scored it (the thirtieth's in the thirty-first).
  ...EIGHTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...NINTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...ELEVENTH_ROUND_TWINS,
  ...TENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...WRAPPED_IN_CHAT,
  ...ELEVENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...THIRTEENTH_ROUND_TWINS,
  ...TWELFTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...FOURTEENTH_ROUND_TWINS,
  ...THIRTEENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...FIFTEENTH_ROUND_TWINS,
  ...FOURTEENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...SIXTEENTH_ROUND_TWINS,
  ...FIFTEENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...SEVENTEENTH_ROUND_TWINS,
  ...SIXTEENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...SEVENTEENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...EIGHTEENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...NINETEENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTIETH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_FIRST_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_FIRST_ROUND_TWINS,
  ...TWENTY_SECOND_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_THIRD_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_FOURTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_FIFTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_SIXTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_SEVENTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_EIGHTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...TWENTY_NINTH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...THIRTIETH_HELD_OUT_SET.filter((message) => !message.crisis),
  ...BOT_REPLIES,
];

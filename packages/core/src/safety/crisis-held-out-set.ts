import blindSet from './held-out/eleventh-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the eleventh held-out set, written blind on 2026-11-30
 * by two writers who had seen neither the lexicon nor any set (AC: fans aged 14–30 typing fast on
 * phones, slang, typos, censored words, the first 9 crises and 5 benign messages of each language;
 * AD: adults aged 28–75 whose risk sits inside practical details, thanks and apologies, the rest),
 * converted from the writers' files by a script and left unread. It was scored first on the
 * committed screen of the eleventh round (0.938 / 0.849); during the twelfth round, worked on the
 * tenth set and new labelled messages, its overall figures were read again, never its messages
 * (decision 010). Never edited (labels included): 28
 * per language, 18 crisis and 10 benign, less three crises (German, Italian, Russian) worded as a
 * labelled or training message already. Once its misses are worked on it is spent, as the first ten
 * were (labelled/first-held-out/ to labelled/tenth-held-out.json), and a new one is written
 * (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next set is written already: held-out/twelfth-set.json (writers AE: fans aged 13–26 in
 * group-chat style; AF: adults aged 30–80 writing long messages with context), written blind on
 * 2026-11-30, converted by a script, never read and never scored, less an Italian and a Russian
 * crisis worded as messages already in the sets. Wire it in here, unread, when the eleventh is spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The
 * false alarms on everyday traffic, which the held-out set's hard benign third does not show. Never
 * edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

import blindSet from './held-out/sixteenth-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the sixteenth held-out set, written blind on
 * 2026-11-30 by two writers who had seen neither the lexicon nor any set (AM: adults aged 45–85,
 * widowed, carers, chronically ill or retired, polite and calm; AN: fans aged 16–35 late at night,
 * tired, drunk or high, several short lines with typos and emoji, the risk sometimes buried in
 * chatter), converted from the writers' files by a script and left unread until the seventeenth
 * round was done, then scored once (decision 010). Never edited (labels included): 28 per language,
 * 18 crisis and 10 benign. Once its misses are worked on it is spent, as the first fifteen were
 * (labelled/first-held-out/ to labelled/spent-held-out.ts), and the next one wired in
 * (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next set is written already: held-out/seventeenth-set.json (writers AO: fans aged 18–40 mixing
 * two languages in one message; AP: fans aged 25–65 writing long, reflective messages), written
 * blind on 2026-11-30, converted by a script, never read and never scored. Wire it in here, unread,
 * when the sixteenth is spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The
 * false alarms on everyday traffic, which the held-out set's hard benign third does not show. Never
 * edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

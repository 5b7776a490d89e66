import blindSet from './held-out/twenty-fifth-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the twenty-fifth held-out set, written blind on
 * 2026-11-30 by two writers who had seen neither the lexicon nor any set (CC: fans aged 14–35 living
 * with an eating disorder or struggling with body image; CD: fans aged 20–65 who are veterans,
 * soldiers, police, paramedics, nurses or firefighters, some living with trauma), converted from the
 * writers' files by a script (one worded as a message already in the sets left out) and left unread
 * until the twenty-fifth round was done, then scored once (decision 010). Never edited (labels
 * included): 251 messages. Once its misses are worked on it is spent, as the first twenty-four were
 * (labelled/first-held-out/ to labelled/spent-held-out.ts), and the next one wired in
 * (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next set is written already: held-out/twenty-sixth-set.json (writers DA: fans aged 17–60
 * living with psychosis, bipolar disorder or severe OCD; DB: fans aged 16–45 who are small creators
 * themselves, facing hate, pile-ons, doxxing and burnout; 251 messages, one worded as a message
 * already in the sets left out), written blind on 2026-11-30, converted by a script, never read and
 * never scored. Wire it in here, unread, when the twenty-fifth is spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The false alarms on everyday traffic, which the held-out set's hard benign third
 * does not show. Never edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

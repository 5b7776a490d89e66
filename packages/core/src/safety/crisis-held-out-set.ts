import blindSet from './held-out/eighteenth-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the eighteenth held-out set, written blind on
 * 2026-11-30 by two writers who had seen neither the lexicon nor any set (AQ: fans aged 13–20 using
 * their internet's euphemisms and codes; AR: fans aged 30–75 speaking through faith), converted from
 * the writers' files by a script and left unread until the nineteenth round was done, then scored
 * once (decision 010). Never edited (labels included): 28 per language, 18 crisis and 10 benign.
 * Once its misses are worked on it is spent, as the first seventeen were (labelled/first-held-out/
 * to labelled/spent-held-out.ts), and the next one wired in (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next set is being written: held-out/nineteenth-set.json (writers AS: fans aged 16–35 after
 * heartbreak, rejection or humiliation; AT: fans aged 22–65 in work and money trouble), written
 * blind on 2026-11-30, converted by a script, never read and never scored. Wire it in here, unread,
 * when the eighteenth is spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The
 * false alarms on everyday traffic, which the held-out set's hard benign third does not show. Never
 * edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

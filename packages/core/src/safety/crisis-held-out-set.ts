import blindSet from './held-out/tenth-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the tenth held-out set, written blind on 2026-11-29
 * while the eleventh round was under way, converted from the writers' files by a script, left
 * unread, and scored once the round was committed (decision 010). Its writers (AA: fans aged 15–45
 * who mix chat about the creator's content with what they say, the first 9 crises and 5 benign
 * messages of each language; AB: fans aged 16–80, terse to rambling, the rest) had seen neither the
 * lexicon nor any set. Never edited since (labels included): 28 per language, 18 crisis and 10
 * benign, less one Turkish crisis AA worded as a labelled message already (the overlap test found
 * it). Once its misses are worked on it is spent, as the first nine were
 * (labelled/first-held-out/ to labelled/ninth-held-out.json), and a new one is written
 * (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The
 * false alarms on everyday traffic, which the held-out set's hard benign third does not show. Never
 * edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

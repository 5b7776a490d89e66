import blindSet from './held-out/fourteenth-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the fourteenth held-out set, written blind on
 * 2026-11-30 by two writers who had seen neither the lexicon nor any set (AI: teenagers aged 13–19
 * typing in a hurry, slang and self-censored words; AJ: fans aged 18–45 in a roleplay with the
 * creator's persona, stepping out of the story to say something real, or staying in it with dark
 * lines), converted from the writers' files by a script and left unread until the fifteenth round
 * was done, then scored once: 0.979 / 0.870 (decision 010). Never edited (labels included): 28
 * per language, 18 crisis and 10 benign. Once its misses are worked on it is spent, as the first
 * thirteen were (labelled/first-held-out/ to labelled/spent-held-out.ts), and the next one wired
 * in (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next set is written already: held-out/fifteenth-set.json (writers AK: fans writing in a
 * language not their own, simple grammar and word-by-word translations; AL: men aged 25–65 who
 * understate, risk told as logistics or a flat joke), written blind on 2026-11-30, converted by a
 * script, never read and never scored. Wire it in here, unread, when the fourteenth is spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The
 * false alarms on everyday traffic, which the held-out set's hard benign third does not show. Never
 * edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

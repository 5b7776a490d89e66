import thirtyFirstSet from './held-out/thirty-first-set.json' with { type: 'json' };
import thirtySecondSet from './held-out/thirty-second-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the thirty-first and thirty-second held-out sets,
 * written blind on 2026-12-01 by four writers who had seen neither the lexicon nor any set (IA: fans
 * aged 18–60 who are immigrants, refugees or asylum seekers; IB: fans aged 25–80 who are isolated and
 * lonely; JA: fans aged 15–45 who are autistic or have ADHD; JB: fans aged 18–75 grieving a sudden
 * death that was not a suicide, or just given a serious diagnosis), converted from the writers' files
 * by a script (3 worded as a message already in the sets left out) and left unread until the
 * thirty-first round was done, then each scored once by the same screen (decision 010). Never edited
 * (labels included): 501 messages. A set whose misses are worked on is spent, as the first thirty
 * were (labelled/first-held-out/ to labelled/spent-held-out.ts), and a new one written and wired in
 * (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = [...labelledFans(thirtyFirstSet), ...labelledFans(thirtySecondSet)];

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The false alarms on everyday traffic, which the held-out set's hard benign third
 * does not show. Never edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

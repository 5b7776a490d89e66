import blindSet from './held-out/thirtieth-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the thirtieth held-out set, written blind on
 * 2026-12-01 by two writers who had seen neither the lexicon nor any set (HA: fans aged 18–45 working
 * nights or in the gig economy, tired, underpaid and behind on rent; HB: fans aged 20–55 facing an
 * arrest, a court case or a prison sentence, or just released), converted from the writers' files by
 * a script (none worded as a message already in the sets) and left unread until the thirtieth round
 * was done, then scored once (decision 010). Never edited (labels included): 252 messages. Once its
 * misses are worked on it is spent, as the first twenty-nine were (labelled/first-held-out/ to
 * labelled/spent-held-out.ts), and the next one wired in (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next set is written already: held-out/thirty-first-set.json (writers IA: fans aged 18–60 who
 * are immigrants, refugees or asylum seekers; IB: fans aged 25–80 who are isolated and lonely, living
 * alone, housebound or shut in), written blind on 2026-12-01, converted by a script, never read and
 * never scored. Wire it in here, unread, when the thirtieth is spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The false alarms on everyday traffic, which the held-out set's hard benign third
 * does not show. Never edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

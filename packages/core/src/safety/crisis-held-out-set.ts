import blindSet from './held-out/twenty-eighth-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the twenty-eighth held-out set, written blind on
 * 2026-11-30 by two writers who had seen neither the lexicon nor any set (FA: fans aged 28–60 going
 * through a divorce, a custody battle or a separation; FB: fans aged 20–45 after a miscarriage, a
 * stillbirth or years of infertility treatment), converted from the writers' files by a script (none
 * worded as a message already in the sets) and left unread until the twenty-eighth round was done
 * (but for ten of its English crises, seen by accident on 2026-12-01 when the file's format was
 * checked; the round changed no screen code), then scored once (decision 010). Never edited (labels included): 252 messages. Once its misses are
 * worked on it is spent, as the first twenty-seven were (labelled/first-held-out/ to
 * labelled/spent-held-out.ts), and the next one wired in (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next set is written already: held-out/twenty-ninth-set.json (writers GA: fans aged 18–55 caught
 * up in gambling, sports betting, crypto or trading losses and debt; GB: fans aged 16–50 recently out
 * of hospital or a psychiatric ward after an attempt or a crisis, or in outpatient care), written
 * blind on 2026-12-01, converted by a script, never read and never scored. Wire it in here, unread,
 * when the twenty-eighth is spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The false alarms on everyday traffic, which the held-out set's hard benign third
 * does not show. Never edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

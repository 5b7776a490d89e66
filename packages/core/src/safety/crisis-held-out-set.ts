import blindSet from './held-out/twenty-second-set.json' with { type: 'json' };
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { labelledFans, ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the twenty-second held-out set, written blind on
 * 2026-11-30 by two writers who had seen neither the lexicon nor any set (AY: carers and fans close
 * to someone else's crisis; AZ: fans talking games, sport and series), converted from the writers'
 * files by a script (none worded as a message already in the sets) and left unread until the
 * twenty-third round was done, then scored once (decision 010). Never edited (labels included): 252
 * messages. Once its misses are worked on it is spent, as the first twenty-one were
 * (labelled/first-held-out/ to labelled/spent-held-out.ts), and the next one wired in
 * (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = labelledFans(blindSet);

/*
 * The next sets are written already:
 * - held-out/twenty-third-set.json (writers BA: fans aged 20–70 living with chronic illness, pain or
 *   a disability; BB: fans aged 15–45 deeply attached to the creator, saying goodbyes; 247
 *   messages). It was scored once on 2026-11-30 by an interim screen that was not committed (the
 *   twenty-second set spent; decision 010, session 19, later), and the evaluation printed its
 *   misclassified messages, so it is no longer blind: spend it with the twenty-second, unscored.
 * - held-out/twenty-fourth-set.json (writers CA: fans aged 16–50 living with violence or control at
 *   home or in a relationship; CB: fans aged 15–70 bereaved by a suicide; 252 messages, none worded
 *   as a message already in the sets), written blind on 2026-11-30, converted by a script, never
 *   read and never scored. Wire it in here, unread, when the twenty-second and twenty-third are
 *   spent.
 */

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The
 * false alarms on everyday traffic, which the held-out set's hard benign third does not show. Never
 * edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

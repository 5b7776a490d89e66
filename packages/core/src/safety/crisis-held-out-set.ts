import { ENGLISH_HELD_OUT } from './held-out/en';
import { SPANISH_HELD_OUT } from './held-out/es';
import { PORTUGUESE_HELD_OUT } from './held-out/pt';
import { FRENCH_HELD_OUT } from './held-out/fr';
import { GERMAN_HELD_OUT } from './held-out/de';
import { ITALIAN_HELD_OUT } from './held-out/it';
import { RUSSIAN_HELD_OUT } from './held-out/ru';
import { TURKISH_HELD_OUT } from './held-out/tr';
import { INDONESIAN_HELD_OUT } from './held-out/id';
import ordinaryChat from './held-out/ordinary-chat.json' with { type: 'json' };
import { ordinaryFan, type LabelledMessage } from './labelled/label';
import { SAFETY_LANGUAGES } from './safety-language';

/**
 * Fan messages the screen was never tuned on: the eighth held-out set, written blind on 2026-11-29
 * while the ninth round was under way, left unread, and scored once the round was done (decision
 * 010). Its writers (W: fans aged 14–30 of every background; X: adults aged 30–85) had seen neither
 * the lexicon nor any set. Never edited since (labels included): 28 per language, 18 crisis and 10
 * benign. Once its misses are worked on it is spent, as the first seven were
 * (labelled/first-held-out/ to labelled/seventh-held-out/), and a new one is written
 * (docs/operations.md).
 */
export const CRISIS_HELD_OUT_SET: readonly LabelledMessage[] = [
  ...ENGLISH_HELD_OUT,
  ...SPANISH_HELD_OUT,
  ...PORTUGUESE_HELD_OUT,
  ...FRENCH_HELD_OUT,
  ...GERMAN_HELD_OUT,
  ...ITALIAN_HELD_OUT,
  ...RUSSIAN_HELD_OUT,
  ...TURKISH_HELD_OUT,
  ...INDONESIAN_HELD_OUT,
];

/**
 * Ordinary chat the classifier never trained on: 60 messages per language by another writer, less the
 * 69 worded as a training message already but for punctuation ("just subscribed!! 🥳"), 50–55 per
 * language left. The
 * false alarms on everyday traffic, which the held-out set's hard benign third does not show. Never
 * edit it, never tune on it.
 */
export const CRISIS_ORDINARY_HELD_OUT: readonly LabelledMessage[] = SAFETY_LANGUAGES.flatMap((language) => ordinaryFan(language, ordinaryChat[language]));

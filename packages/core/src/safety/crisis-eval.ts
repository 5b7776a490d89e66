import type { LabelledMessage } from './crisis-labelled-set';
import { screenFanText, screenReplyText } from './crisis-screen';
import { SAFETY_LANGUAGES, type SafetyLanguage } from './safety-language';

export interface LanguageFigures {
  total: number;
  precision: number;
  recall: number;
}

export interface CrisisEvaluation {
  total: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  byLanguage: Record<SafetyLanguage, LanguageFigures>;
  /** Every misclassified message; `expected` is its label (true: a crisis the screen missed). */
  misses: { text: string; expected: boolean }[];
}

interface Counts {
  total: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** 1 when nothing was flagged (no false alarm was possible), as for recall with nothing to find. */
const ratio = (hits: number, all: number) => (all === 0 ? 1 : hits / all);
const precisionOf = (c: Counts) => ratio(c.truePositives, c.truePositives + c.falsePositives);
const recallOf = (c: Counts) => ratio(c.truePositives, c.truePositives + c.falseNegatives);

/** Runs each message through the screen for its source and counts agreement with its label. */
export function evaluateCrisisScreen(set: readonly LabelledMessage[]): CrisisEvaluation {
  const zero = (): Counts => ({ total: 0, truePositives: 0, falsePositives: 0, falseNegatives: 0 });
  const overall = zero();
  const perLanguage = Object.fromEntries(SAFETY_LANGUAGES.map((l) => [l, zero()])) as Record<SafetyLanguage, Counts>;
  const misses: CrisisEvaluation['misses'] = [];
  for (const message of set) {
    const { flagged } = message.source === 'fan' ? screenFanText(message.text) : screenReplyText(message.text);
    for (const counts of [overall, perLanguage[message.language]]) {
      counts.total++;
      if (flagged && message.crisis) counts.truePositives++;
      if (flagged && !message.crisis) counts.falsePositives++;
      if (!flagged && message.crisis) counts.falseNegatives++;
    }
    if (flagged !== message.crisis) misses.push({ text: message.text, expected: message.crisis });
  }
  const byLanguage = Object.fromEntries(
    SAFETY_LANGUAGES.map((l) => [l, { total: perLanguage[l].total, precision: precisionOf(perLanguage[l]), recall: recallOf(perLanguage[l]) }]),
  ) as Record<SafetyLanguage, LanguageFigures>;
  return {
    ...overall,
    trueNegatives: overall.total - overall.truePositives - overall.falsePositives - overall.falseNegatives,
    precision: precisionOf(overall),
    recall: recallOf(overall),
    byLanguage,
    misses,
  };
}

export interface CrisisTarget {
  precision: number;
  recall: number;
  /** Languages with at least this many messages are held to the target too; null: only the whole set. */
  perLanguageFrom: number | null;
}

/**
 * What the lexicon alone must score. On the labelled set, which it is tuned on, both at 0.95 as a
 * regression check. On the held-out set, which it never saw, recall 0.90 and precision 0.97 (issue
 * #33): a missed crisis is the worse error, but false alarms send crisis lines to fans joking about a
 * boss fight. The held-out languages have 23–27 messages each, where one miss moves recall by about
 * 0.06, so they are printed, not held to it.
 */
export const CRISIS_TARGETS: Readonly<Record<'labelled' | 'heldOut', CrisisTarget>> = {
  labelled: { precision: 0.95, recall: 0.95, perLanguageFrom: 20 },
  heldOut: { precision: 0.97, recall: 0.9, perLanguageFrom: null },
};

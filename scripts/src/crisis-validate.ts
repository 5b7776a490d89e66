import { CRISIS_CLASSIFIER_THRESHOLDS, canonicalMessage, screenFanLayers, warmUpCrisisScreen } from '@fanline/core';
import { CRISIS_TRAINING_SET, ORDINARY_CHAT, SPENT_HELD_OUT_SETS, trainCrisisClassifier, trainedCrisisClassifier } from '@fanline/core/crisis-sets';

/*
 * How the classifier's thresholds were chosen (decision 010), to run again before changing them or
 * its training: each spent held-out set is left out in turn, with a share of the ordinary chat, and
 * the classifier trained on the rest scores the left-out set and the left-out chat at a range of
 * thresholds. The sets were written blind by writers who had seen nothing, so the classifier's
 * figures on them are what it does on text it never saw. The lexicon was tuned on them once they
 * were spent, so the screen's figures here run high. Never use the current held-out set (`npm run
 * eval:crisis`) for this.
 */

const THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

warmUpCrisisScreen(trainedCrisisClassifier());
const sets = Object.entries(SPENT_HELD_OUT_SETS);
const counts = THRESHOLDS.map(() => ({ caught: 0, falseAlarms: 0, chatAlarms: 0 }));
const screen = { caught: 0, falseAlarms: 0 };
let crises = 0;
let chatTotal = 0;

sets.forEach(([name, set], fold) => {
  const left = new Set(set.map((m) => canonicalMessage(m.text)));
  const chatLeft = ORDINARY_CHAT.filter((_, i) => i % sets.length === fold);
  const leftChat = new Set(chatLeft.map((m) => m.text));
  const rest = CRISIS_TRAINING_SET.filter((m) => !left.has(canonicalMessage(m.text)) && !leftChat.has(m.text));
  const classifier = trainCrisisClassifier(rest);
  const scored = set.map((m) => ({ m, probability: classifier.probability(m.text), lexicon: screenFanLayers(m.text).lexicon }));
  const chat = chatLeft.map((m) => classifier.probability(m.text));
  crises += set.filter((m) => m.crisis).length;
  chatTotal += chat.length;
  THRESHOLDS.forEach((threshold, t) => {
    const c = counts[t]!;
    for (const { m, probability } of scored) {
      if (probability >= threshold && m.crisis) c.caught++;
      if (probability >= threshold && !m.crisis) c.falseAlarms++;
    }
    c.chatAlarms += chat.filter((p) => p >= threshold).length;
  });
  for (const { m, probability, lexicon } of scored) {
    const flagged = lexicon || probability >= CRISIS_CLASSIFIER_THRESHOLDS.crisis;
    if (flagged && m.crisis) screen.caught++;
    if (flagged && !m.crisis) screen.falseAlarms++;
  }
  console.log(`left out: the ${name} set (${set.length} messages) and ${chatLeft.length} ordinary messages`);
});

const { crisis, concern } = CRISIS_CLASSIFIER_THRESHOLDS;
const chosen = (t: number) => (t === crisis ? '  ← crisis reply' : t === concern ? '  ← check-in' : '');
const ratio = (a: number, b: number) => (a / Math.max(1, b)).toFixed(3);
console.log(
  [
    '',
    `The classifier alone, each spent held-out set left out in turn (${sets.length} folds):`,
    'threshold  precision  recall  ordinary chat flagged',
    ...THRESHOLDS.map((threshold, t) => {
      const c = counts[t]!;
      const rate = (100 * c.chatAlarms) / Math.max(1, chatTotal);
      return `${threshold.toFixed(2).padStart(9)}  ${ratio(c.caught, c.caught + c.falseAlarms).padStart(9)}  ${ratio(c.caught, crises).padStart(6)}  ${String(c.chatAlarms).padStart(4)} of ${chatTotal} (${rate.toFixed(2)} %)${chosen(threshold)}`;
    }),
    '',
    `The screen (the lexicon, or the classifier at ${crisis}); the lexicon was tuned on these sets, so it runs high:`,
    `  precision ${ratio(screen.caught, screen.caught + screen.falseAlarms)}  recall ${ratio(screen.caught, crises)}`,
  ].join('\n'),
);

import {
  CRISIS_CLASSIFIER_THRESHOLDS,
  CRISIS_CLASSIFIER_TRAINING,
  CRISIS_TRAINING_SET,
  ORDINARY_CHAT,
  SECOND_HELD_OUT_SET,
  screenFanLayers,
  trainCrisisClassifier,
  warmUpCrisisScreen,
} from '@fanline/core';

/*
 * How the classifier's settings and thresholds were chosen (decision 010), to run again before
 * changing either: trained without the second held-out set and without a quarter of the ordinary
 * chat, four times over, it scores the second set (validation: the lexicon or the classifier) and
 * the left-out chat (false alarms), at a range of thresholds. Never use the held-out sets
 * (`npm run eval:crisis`) for this. The second set also briefed the training's indirect families,
 * so its figures run high.
 */

const FOLDS = 4;
const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95];

const validation = new Set(SECOND_HELD_OUT_SET.map((m) => m.text));
const ordinary = new Set(ORDINARY_CHAT.map((m) => m.text));
const rest = CRISIS_TRAINING_SET.filter((m) => !validation.has(m.text) && !ordinary.has(m.text));

warmUpCrisisScreen();
const lexicon = SECOND_HELD_OUT_SET.map((m) => screenFanLayers(m.text).lexicon);
const counts = THRESHOLDS.map(() => ({ caught: 0, falseAlarms: 0, chatAlarms: 0, chat: 0 }));
const crises = SECOND_HELD_OUT_SET.filter((m) => m.crisis).length * FOLDS;

for (let fold = 0; fold < FOLDS; fold++) {
  const classifier = trainCrisisClassifier([...rest, ...ORDINARY_CHAT.filter((_, i) => i % FOLDS !== fold)], CRISIS_CLASSIFIER_TRAINING);
  const scores = SECOND_HELD_OUT_SET.map((m) => classifier.probability(m.text));
  const chat = ORDINARY_CHAT.filter((_, i) => i % FOLDS === fold).map((m) => classifier.probability(m.text));
  THRESHOLDS.forEach((threshold, t) => {
    const c = counts[t]!;
    SECOND_HELD_OUT_SET.forEach((m, i) => {
      const flagged = lexicon[i]! || scores[i]! >= threshold;
      if (flagged && m.crisis) c.caught++;
      if (flagged && !m.crisis) c.falseAlarms++;
    });
    c.chatAlarms += chat.filter((p) => p >= threshold).length;
    c.chat += chat.length;
  });
}

const chosen = (t: number) => (t === CRISIS_CLASSIFIER_THRESHOLDS.crisis ? '  ← crisis reply' : t === CRISIS_CLASSIFIER_THRESHOLDS.concern ? '  ← check-in' : '');
console.log(
  [
    `Classifier validation, ${FOLDS} folds (settings: ${JSON.stringify(CRISIS_CLASSIFIER_TRAINING)})`,
    'Second held-out set (lexicon or classifier), and ordinary chat left out of training:',
    'threshold  precision  recall  ordinary chat flagged',
    ...THRESHOLDS.map((threshold, t) => {
      const c = counts[t]!;
      const precision = c.caught / Math.max(1, c.caught + c.falseAlarms);
      const rate = (100 * c.chatAlarms) / Math.max(1, c.chat);
      return `${threshold.toFixed(2).padStart(9)}  ${precision.toFixed(3).padStart(9)}  ${(c.caught / crises).toFixed(3).padStart(6)}  ${String(c.chatAlarms).padStart(4)} of ${c.chat} (${rate.toFixed(2)} %)${chosen(threshold)}`;
    }),
  ].join('\n'),
);

import { trainCrisisClassifier, type CrisisClassifier } from './safety/crisis-classifier';
import { CRISIS_TRAINING_SET } from './safety/crisis-training-set';

/*
 * `@fanline/core/crisis-sets`: the crisis screen's labelled sets, its training and its evaluation.
 * An entry of its own, not in core's index: the sets are most of core's size (a process importing
 * core held about 60 MiB more with them, 2026-12-02), and the runner screens with weights trained
 * in a child process that alone loads them (decision 034).
 */
export { CRISIS_LABELLED_SET, type LabelledMessage } from './safety/crisis-labelled-set';
export { CRISIS_HELD_OUT_SET, CRISIS_ORDINARY_HELD_OUT } from './safety/crisis-held-out-set';
export { CRISIS_TRAINING_SET, SPENT_HELD_OUT_SETS } from './safety/crisis-training-set';
export { ORDINARY_CHAT } from './safety/labelled/ordinary';
export {
  CRISIS_CLASSIFIER_TRAINING,
  trainCrisisClassifier,
  trainCrisisWeights,
  type ClassifierExample,
  type TrainingSettings,
} from './safety/crisis-classifier';
export {
  CRISIS_TARGETS,
  ORDINARY_FALSE_ALARM_TARGETS,
  evaluateCrisisScreen,
  falseAlarmsOn,
  type CrisisEvaluation,
  type CrisisTarget,
  type LanguageFigures,
  type ScreenLayer,
} from './safety/crisis-eval';

let trained: CrisisClassifier | undefined;
/** The classifier trained on the training set in this thread, once (about 3.5 s): for the evaluation, the CLIs and the tests. */
export const trainedCrisisClassifier = (): CrisisClassifier => (trained ??= trainCrisisClassifier(CRISIS_TRAINING_SET));

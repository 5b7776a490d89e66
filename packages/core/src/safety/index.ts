export { SAFETY_LANGUAGES, countryOf, safetyLanguageOf, type SafetyLanguage } from './safety-language';
export {
  aiDisclosure,
  ageGateTexts,
  carriesCrisisResources,
  crisisReply,
  crisisResources,
  minorBreakReminder,
  telegramProfileTexts,
  type AgeGateTexts,
} from './safety-texts';
export {
  CRISIS_CLASSIFIER_THRESHOLDS,
  screenFanLayers,
  screenFanText,
  screenReplyText,
  warmUpCrisisScreen,
  type CrisisLayers,
  type CrisisScreening,
  type CrisisSource,
} from './crisis-screen';
export { CRISIS_LABELLED_SET, type LabelledMessage } from './crisis-labelled-set';
export { CRISIS_HELD_OUT_SET, CRISIS_ORDINARY_HELD_OUT } from './crisis-held-out-set';
export { CRISIS_TRAINING_SET, SPENT_HELD_OUT_SETS } from './crisis-training-set';
export { CRISIS_CLASSIFIER_TRAINING, trainCrisisClassifier, type ClassifierExample, type CrisisClassifier, type TrainingSettings } from './crisis-classifier';
export { ORDINARY_CHAT } from './labelled/ordinary';
export {
  CRISIS_TARGETS,
  ORDINARY_FALSE_ALARM_TARGETS,
  evaluateCrisisScreen,
  falseAlarmsOn,
  type CrisisEvaluation,
  type CrisisTarget,
  type LanguageFigures,
  type ScreenLayer,
} from './crisis-eval';
export { canonicalMessage } from './crisis-normalise';

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
export { crisisClassifierOf, type CrisisClassifier, type CrisisWeights } from './crisis-classifier';
// The labelled sets, training and evaluation are core's other entry, crisis-sets.ts: a process that only screens never loads them.
export { canonicalMessage } from './crisis-normalise';

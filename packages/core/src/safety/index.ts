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
export { screenFanText, screenReplyText, warmUpCrisisScreen, type CrisisScreening, type CrisisSource } from './crisis-screen';
export { CRISIS_LABELLED_SET, type LabelledMessage } from './crisis-labelled-set';
export { CRISIS_HELD_OUT_SET } from './crisis-held-out-set';
export { CRISIS_TARGETS, evaluateCrisisScreen, type CrisisEvaluation, type CrisisTarget, type LanguageFigures } from './crisis-eval';

export { SAFETY_LANGUAGES, countryOf, safetyLanguageOf, type SafetyLanguage } from './safety-language';
export {
  aiDisclosure,
  ageGateTexts,
  crisisReply,
  minorBreakReminder,
  telegramProfileTexts,
  type AgeGateTexts,
} from './safety-texts';
export { screenFanText, screenReplyText, type CrisisScreening, type CrisisSource } from './crisis-screen';
export { CRISIS_LABELLED_SET, type LabelledMessage } from './crisis-labelled-set';
export { evaluateCrisisScreen, type CrisisEvaluation, type LanguageFigures } from './crisis-eval';

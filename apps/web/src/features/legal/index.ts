export { PrivacyPage } from './privacy-page';
export { SafetyPage } from './safety-page';
export { TermsPage } from './terms-page';

export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';

import { LegalDocument } from './legal-document';
import { TERMS_OF_SERVICE } from './terms-content';

export function TermsPage() {
  return <LegalDocument content={TERMS_OF_SERVICE} />;
}

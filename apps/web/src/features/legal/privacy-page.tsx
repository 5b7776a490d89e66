import { LegalDocument } from './legal-document';
import { PRIVACY_POLICY } from './privacy-content';

export function PrivacyPage() {
  return <LegalDocument content={PRIVACY_POLICY} />;
}

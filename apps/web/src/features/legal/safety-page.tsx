import { LegalDocument } from './legal-document';
import { SAFETY_PROTOCOL } from './safety-content';

export function SafetyPage() {
  return <LegalDocument content={SAFETY_PROTOCOL} />;
}

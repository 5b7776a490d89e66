import type { FieldErrors } from './bot-view';
import type { BotFormValues } from './form-values';

export interface SectionProps {
  values: BotFormValues;
  update(patch: Partial<BotFormValues>): void;
  errors: FieldErrors;
}

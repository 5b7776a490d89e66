export { BotFormDialog, type BotFormDialogProps } from './bot-form-dialog';
export type { BotView, FieldErrors, PaymentMethod, TipTrigger } from './bot-view';
export { toFieldErrors, withoutKeys } from './bot-view';
export { PaymentFields } from './payment-fields';
export { initialPayment, paymentSecretsPatch, willHavePaymentToken, hasStoredPaymentToken, type PaymentValue } from './payment-values';
export { canMonetize } from './plan-access';
export { TipSettingsFields } from './tip-settings-fields';
export { initialTipSettings, tipSettingsPatch, tipTimingProblem, type TipSettingsValue } from './tip-values';
export { UpgradeBadge } from './form-section';

// Everything where money changes hands: /pricing, the dashboard's subscription
// view, and the pages Stripe returns to. The plan and add-on cards come from
// features/pricing, which knows nothing of checkout.
export { PricingPage } from './pricing-page';
export { PurchaseCancelledPage } from './purchase-cancelled-page';
export { PurchaseSuccessPage } from './purchase-success-page';
export { SubscriptionView } from './subscription-view';
export { SUBSCRIPTION_VIEW_PARAM, SUBSCRIPTION_VIEW_VALUE } from './subscription-view-href';

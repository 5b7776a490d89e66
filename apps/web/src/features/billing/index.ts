// Everything where money changes hands: /pricing, the dashboard's subscription
// view, and the pages Stripe returns to. The plan and add-on cards come from
// features/pricing, which knows nothing of checkout.
import { createElement, lazy, Suspense, type ComponentProps } from 'react';
import { PricingPage as PricingPageBody } from './pricing-page';
import { PurchaseAccountScope } from './use-purchase-flow';

// This module is /pricing's chunk, so nothing it loads up front may call the server (issue #24): a signed-in
// creator's checkout comes with PurchaseAccountScope, and the subscription view when the dashboard opens it.
const SubscriptionViewBody = lazy(() => import('./subscription-view').then((module) => ({ default: module.SubscriptionView })));

/** `/pricing` (docs/product.md §10), with checkout for a signed-in creator. */
export function PricingPage() {
  return createElement(PurchaseAccountScope, null, createElement(PricingPageBody));
}

/** The dashboard's subscription view; the dashboard keeps showing while it loads. */
export function SubscriptionView(props: ComponentProps<typeof SubscriptionViewBody>) {
  return createElement(PurchaseAccountScope, null, createElement(Suspense, { fallback: null }, createElement(SubscriptionViewBody, props)));
}

export { SUBSCRIPTION_VIEW_HREF, SUBSCRIPTION_VIEW_PARAM, SUBSCRIPTION_VIEW_VALUE } from './subscription-view-href';

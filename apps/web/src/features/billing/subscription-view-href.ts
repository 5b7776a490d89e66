/**
 * The dashboard's subscription view lives inside `/` (docs/product.md §10 view switch);
 * a query value makes it linkable from other pages and keeps Back working.
 */
export const SUBSCRIPTION_VIEW_PARAM = 'view';
export const SUBSCRIPTION_VIEW_VALUE = 'subscription';
export const SUBSCRIPTION_VIEW_HREF = `/?${SUBSCRIPTION_VIEW_PARAM}=${SUBSCRIPTION_VIEW_VALUE}`;

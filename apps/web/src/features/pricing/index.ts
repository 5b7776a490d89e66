export { PlanAction } from './plan-action';
export { PlanGrid } from './plan-grid';
export { PricingPage } from './pricing-page';

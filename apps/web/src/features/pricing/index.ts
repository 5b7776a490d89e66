// The plan catalogue as cards. Buying lives in features/billing, which renders
// these with its own actions; the landing page renders them with PlanAction.
export { AddOnsSection } from './add-ons-section';
export { PlanAction } from './plan-action';
export { PlanCard } from './plan-card';
export { PlanGrid } from './plan-grid';

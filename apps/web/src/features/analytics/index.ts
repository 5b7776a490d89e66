// Creator analytics: the Command Center figures and charts, the plan-gated
// advanced and voice sections, and the per-bot panel the bot dialog shows.
export { BotAnalyticsPanel } from './bot-analytics-panel';
export { DashboardAnalytics } from './dashboard-analytics';
export { PlanAnalytics } from './plan-analytics';

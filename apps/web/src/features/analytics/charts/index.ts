// The one module that imports recharts. It is loaded on demand (lazy-charts.tsx),
// so the landing page and the first dashboard paint do not carry the library.
export { HourlyActivityChart } from './hourly-activity-chart';
export { MessagesByBotChart } from './messages-by-bot-chart';
export { RevenueTrendChart } from './revenue-trend-chart';

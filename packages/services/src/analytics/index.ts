export * from './analytics-access';
export * from './analytics-reads';
export * from './dashboard-analytics';
export * from './advanced-analytics';
export * from './voice-analytics';
export * from './bot-analytics';
export { timeAgo } from './recent-transactions';

export * from './moderation';
export * from './crisis-referrals';
export * from './fan-safety-state';

export * from './analytics-window';
export * from './analytics-math';
export * from './analytics-types';
export * from './voice-pricing';
export * from './analytics-definitions';
export * from './analytics-schemas';

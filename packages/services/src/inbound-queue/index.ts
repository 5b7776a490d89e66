export * from './inbound-queue';
export * from './failed-events';
export * from './queue-workers';
export * from './polled-updates';
export * from './queue-rows';

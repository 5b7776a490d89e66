export * from './billing-deps';
export * from './checkout';
export * from './cancel-subscription';
export * from './billing-summary';
export * from './webhook';

export * from './fan-store';
export * from './fan-reply';
export * from './fan-payments';

export * from './admin-users';
export * from './admin-bots';
export * from './admin-figures';
export * from './affiliates';
export * from './support-tickets';
export * from './audit-log';

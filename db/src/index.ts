export * from './schema';
export * from './create-db';
export * from './prepared-statements';
export * from './migrate';
export * from './embedded-postgres';
export * from './notifications';
export * from './durable-transaction';
export * from './job-queue';

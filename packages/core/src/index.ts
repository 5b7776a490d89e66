export * from './quota';
export * from './plans';
export * from './purchasables';
export * from './auth-schemas';
export * from './user';
export * from './env-schema';

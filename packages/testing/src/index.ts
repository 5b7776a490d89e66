export * from './test-database';
export * from './recording-logger';
export * from './browser';
export * from './free-port';
export * from './fake-google';
export * from './http-client';
export * from './fake-server';
export * from './child-process';

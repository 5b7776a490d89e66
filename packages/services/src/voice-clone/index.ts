export * from './voice-clone-config';
export * from './voice-clone-create';
export * from './voice-clone-read';
export * from './voice-clone-withdraw';
export * from './voice-library';
export * from './voice-sample';
export * from './voice-clone-cleanup';

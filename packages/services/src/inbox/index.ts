export * from './conversation-access';
export * from './conversation-list';
export * from './transcript';
export * from './takeover';
export * from './creator-messages';
export * from './inbox-feed';
export * from './conversation-export';
export * from './fan-erasure';

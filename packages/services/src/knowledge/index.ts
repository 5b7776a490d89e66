export * from './embeddings';
export * from './knowledge-files';
export * from './knowledge-store';
export * from './knowledge-search';
export * from './knowledge-vectors';

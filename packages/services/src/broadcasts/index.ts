export * from './broadcast-rules';
export * from './broadcast-audience';
export * from './broadcast-job';
export * from './broadcast-pacing';
export * from './broadcast-view';
export * from './broadcast-create';
export * from './broadcast-slice';

export * from './fan-store';
export * from './fan-reply';
export * from './fan-payments';
export * from './fan-turn';
export * from './fan-commands';
export * from './fan-delivery';
export * from './fan-events';
export * from './paying-fans';

export * from './channel-capabilities';
export * from './inbound-event';

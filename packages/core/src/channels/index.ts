export * from './channel-capabilities';
export * from './inbound-event';
export * from './channel-text';
export * from './whatsapp-schemas';

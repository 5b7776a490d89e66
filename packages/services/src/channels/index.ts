export * from './channel-sender';
export * from './telegram/telegram-inbound';
export * from './telegram/telegram-sender';
export * from './telegram/telegram-pre-checkout';
export * from './telegram/telegram-webhook';

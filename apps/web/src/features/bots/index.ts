export { BotFleet } from './bot-fleet';
export type { BotView } from './bot-view';
export { useBotList, useRefreshFleet } from './use-bot-list';

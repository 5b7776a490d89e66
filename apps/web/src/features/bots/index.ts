export { BotFleet } from './bot-fleet';
export type { BotView } from '../../lib/bot-view';
export { useBotList, useRefreshFleet } from './use-bot-list';

import type { RouterOutputs } from '@fanline/api';

/**
 * A bot as the API returns it: every setting, masked secrets and live state.
 * `bots.list` items, and what `bots.get`, `create` and `update` return, are
 * this one shape (the services' BotView).
 */
export type BotView = RouterOutputs['bots']['list'][number];

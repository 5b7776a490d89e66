import type { Context } from 'grammy';
import type { BotWithOwner } from '@fanline/services';

/** Each update carries its bot and owner, read fresh, so creator edits apply to the next message. */
export interface FanlineContext extends Context {
  fanline: BotWithOwner;
}

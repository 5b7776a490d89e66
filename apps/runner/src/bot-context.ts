import type { BotWithOwner } from '@fanline/services';
import type { TimedContext } from './update-timing';

/** Each update carries its bot and owner, read fresh, so creator edits apply to the next message. */
export interface FanlineContext extends TimedContext {
  fanline: BotWithOwner;
}

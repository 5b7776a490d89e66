import type { ChannelFailures } from '../channel-failures';
import { markInstagramTokenFailed } from './instagram-connect';
import { InstagramApiError } from './instagram-graph';

/** Instagram's refusals, read from the Graph API's error codes. */
export const instagramFailures: ChannelFailures = {
  owns: (error) => error instanceof InstagramApiError,
  permanent(error) {
    if (!(error instanceof InstagramApiError) || error.retryable) return null;
    if (error.tokenInvalid) return { reason: 'The Instagram account needs reconnecting', blocked: false };
    if (error.outsideWindow) return { reason: "Instagram's 24-hour window to message this fan has closed", blocked: false };
    return { reason: `Instagram refused: ${error.message}`, blocked: false };
  },
  // An expired or revoked token (190): the creator's account asks to be reconnected.
  credentialsRefused: (error) => error instanceof InstagramApiError && error.tokenInvalid,
  async markCredentialsRefused(db, botId, error) {
    const bot = await db.selectFrom('bots').select('user_id').where('id', '=', botId).executeTakeFirst();
    if (bot) await markInstagramTokenFailed(db, bot.user_id, error instanceof Error ? error.message : String(error));
  },
};

import { GrammyError } from 'grammy';
import { markTokenRejected } from '../../bots/bot-owner';
import { FAN_BLOCKED_BOT, type ChannelFailures } from '../channel-failures';

/** Telegram's refusals, read from the Bot API's error codes and descriptions. */
export const telegramFailures: ChannelFailures = {
  owns: (error) => error instanceof GrammyError,
  permanent(error) {
    if (!(error instanceof GrammyError)) return null;
    const description = error.description.toLowerCase();
    if (error.error_code === 403) {
      if (description.includes('blocked')) return { reason: FAN_BLOCKED_BOT, blocked: true };
      if (description.includes('deactivated')) return { reason: "The fan's Telegram account was deleted", blocked: true };
      return { reason: `Telegram refused: ${error.description}`, blocked: false };
    }
    if (error.error_code === 401) return { reason: "Telegram rejected the bot's token", blocked: false };
    if (error.error_code === 400) {
      if (description.includes('chat not found')) return { reason: "The fan's chat no longer exists", blocked: true };
      return { reason: `Telegram refused: ${error.description}`, blocked: false };
    }
    return null;
  },
  // The token was revoked: the bot is taken off Telegram with the reason, as a poller does on a 401.
  credentialsRefused: (error) => error instanceof GrammyError && error.error_code === 401,
  markCredentialsRefused: (db, botId) => markTokenRejected(db, botId),
};

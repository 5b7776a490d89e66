import type { ChannelFailures } from '../channel-failures';
import { WhatsAppApiError } from './whatsapp-graph';
import { markWhatsAppTokenFailed } from './whatsapp-number';

/** The reason a message outside the customer service window is stored with (on the send, or in a failed status). */
export const WHATSAPP_WINDOW_CLOSED = "WhatsApp's 24-hour window to message this fan has closed";

/** WhatsApp's refusals, told by Meta's error code, never the HTTP status (130429 and 131056 come as 400, 190 as 401). */
export const whatsappFailures: ChannelFailures = {
  owns: (error) => error instanceof WhatsAppApiError,
  permanent(error) {
    if (!(error instanceof WhatsAppApiError) || error.retryable) return null;
    if (error.tokenInvalid) return { reason: 'The WhatsApp number needs reconnecting', blocked: false };
    if (error.outsideWindow) return { reason: WHATSAPP_WINDOW_CLOSED, blocked: false };
    return { reason: `WhatsApp refused: ${error.details ?? error.message}`, blocked: false };
  },
  // A refused system-user token (190): the creator's number asks to be reconnected, and its events wait.
  credentialsRefused: (error) => error instanceof WhatsAppApiError && error.tokenInvalid,
  async markCredentialsRefused(db, botId, error) {
    const bot = await db.selectFrom('bots').select('user_id').where('id', '=', botId).executeTakeFirst();
    const refused = error instanceof WhatsAppApiError ? error.refusedTokenDigest : null;
    if (bot) await markWhatsAppTokenFailed(db, bot.user_id, error instanceof Error ? error.message : String(error), refused);
  },
};

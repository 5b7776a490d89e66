import { setTimeout as sleep } from 'node:timers/promises';
import { CHANNEL_CAPABILITIES, fitText, splitMessage } from '@fanline/core';
import type { ChannelButton, ChannelSender } from '../channel-sender';
import { downloadMedia } from '../media-download';
import { isMetaCdnUrl } from '../meta-cdn';
import { WhatsAppApiError, type WhatsAppGraph } from './whatsapp-graph';

/** Interactive reply buttons: "up to three", titles of at most 20 characters, ids of at most 256; the body at most 1,024. */
const BUTTONS_MAX = 3;
const BUTTON_TITLE_MAX = 20;
const BUTTON_ID_MAX = 256;
const INTERACTIVE_BODY_MAX = 1024;

/**
 * A rate-limited part is tried again here, after this wait and then twice
 * that, before the error goes to the queue: Meta's pair rate allows about one
 * message every 6 seconds to one fan, so a reply in parts can meet 131056
 * part-way, and retrying the part alone never sends again the parts already
 * delivered.
 */
const RATE_LIMIT_WAITS_MS = [6_000, 12_000];

/** The number a WhatsApp bot answers from, with its token. */
export interface WhatsAppNumberCredentials {
  phoneNumberId: string;
  token: string;
}

export interface WhatsAppSenderOptions {
  /**
   * The fan's message being answered (its wamid), if any: WhatsApp shows
   * "typing…" only inside a read receipt for one message, so without it the
   * sender shows none.
   */
  answering?: string;
  /** How long to wait before trying a rate-limited part again; the tests shorten it. */
  rateLimitWaitsMs?: readonly number[];
  /** Each message Meta accepted, by its wamid: its statuses come back by webhook (delivery-receipts.ts). */
  onSent?: (wamid: string) => Promise<void>;
  /**
   * Meta refused the token (190) after part of an answer went out. The answer
   * ends there rather than wait for a reconnect and be sent again whole, so the
   * number is marked here, since the error that goes on no longer says 190.
   */
  onTokenRefused?: (error: WhatsAppApiError) => Promise<void>;
}

/** Part of an answer went out before Meta kept refusing: final, so nothing is sent twice; the inbox says how far it got. */
function partlyDelivered(delivered: number, cause: WhatsAppApiError): WhatsAppApiError {
  const count = delivered === 1 ? 'only 1 message' : `only ${delivered} messages`;
  return new WhatsAppApiError(`${count} of the answer reached the fan (${cause.message})`, 400, null);
}

function interactiveButtons(body: string, buttons: ChannelButton[][]) {
  const replies = buttons
    .flat()
    .slice(0, BUTTONS_MAX)
    .map((button) => ({ type: 'reply', reply: { id: button.data.slice(0, BUTTON_ID_MAX), title: fitText(button.label, BUTTON_TITLE_MAX) } }));
  return { type: 'interactive', interactive: { type: 'button', body: { text: body }, action: { buttons: replies } } };
}

/**
 * The WhatsApp adapter's sending half: the Cloud API's messages endpoint from
 * the creator's number; `to` is the fan's WhatsApp id. Text is split at 4,096
 * characters; buttons ride on the last part as reply buttons (whose body holds
 * 1,024, so a longer last part is split again). A voice note is uploaded as
 * Ogg/Opus and sent as an audio message with `voice: true`. Payments and
 * drafts stay on Telegram.
 */
export function createWhatsAppSender(graph: WhatsAppGraph, number: WhatsAppNumberCredentials, options: WhatsAppSenderOptions = {}): ChannelSender {
  const { phoneNumberId, token } = number;
  const waits = options.rateLimitWaitsMs ?? RATE_LIMIT_WAITS_MS;
  let typing = false;
  /** Messages this sender delivered to each fan: a sender serves one event (or one broadcast slice, a message a fan). */
  const delivered = new Map<string, number>();

  async function attempt(message: Record<string, unknown>): Promise<void> {
    for (let tries = 0; ; tries += 1) {
      try {
        const wamid = await graph.sendMessage(token, phoneNumberId, message);
        if (wamid && options.onSent) await options.onSent(wamid);
        return;
      } catch (error) {
        const wait = waits[tries];
        if (!(error instanceof WhatsAppApiError && error.rateLimited) || wait === undefined) throw error;
        await sleep(wait);
      }
    }
  }

  /**
   * Sends one message to `to`. Once this sender has delivered anything to the fan (a part of a reply, the
   * disclosure), a refusal that would be tried again through the queue, or make the event wait for a
   * reconnect (190), is made final instead: either way the answer would be sent again whole.
   */
  async function send(to: string, message: Record<string, unknown>): Promise<void> {
    const before = delivered.get(to) ?? 0;
    try {
      await attempt({ to, ...message });
    } catch (error) {
      if (before > 0 && error instanceof WhatsAppApiError && (error.retryable || error.tokenInvalid)) {
        if (error.tokenInvalid) await options.onTokenRefused?.(error);
        throw partlyDelivered(before, error);
      }
      throw error;
    }
    delivered.set(to, before + 1);
  }

  return {
    channel: 'whatsapp',
    capabilities: CHANNEL_CAPABILITIES.whatsapp,
    async sendText(to, text, buttons) {
      const parts = splitMessage(text, CHANNEL_CAPABILITIES.whatsapp.maxMessageLength);
      const last = buttons?.length ? (parts.pop() ?? '') : null;
      if (last !== null) parts.push(...splitMessage(last, INTERACTIVE_BODY_MAX));
      for (const [index, part] of parts.entries()) {
        const withButtons = buttons?.length && index === parts.length - 1;
        await send(to, withButtons ? interactiveButtons(part, buttons) : { type: 'text', text: { body: part, preview_url: false } });
      }
    },
    async sendVoice(to, audio) {
      const mediaId = await graph.uploadMedia(token, phoneNumberId, audio, 'audio/ogg', 'reply.ogg');
      await send(to, { type: 'audio', audio: { id: mediaId, voice: true } });
    },
    async showTyping() {
      // One read receipt with typing per answer: it shows until the reply is sent (or 25 s).
      if (!options.answering || typing) return;
      typing = true;
      await graph.markRead(token, phoneNumberId, options.answering).catch(() => {});
    },
    async clearButtons() {},
    async sendDraft() {
      throw new Error('WhatsApp shows no drafts');
    },
    async sendInvoice() {
      throw new Error('WhatsApp takes no payments in the chat');
    },
    /**
     * A fan's media id: its short-lived URL from the Graph API, fetched with the same token, and only from
     * Meta's CDN (or the Graph API's own host), so the token goes nowhere else.
     */
    async fetchMedia(ref, maxBytes) {
      const media = await graph.mediaInfo(token, ref);
      const allowed = (url: URL) => isMetaCdnUrl(url, [graph.origin]);
      return downloadMedia(media.url, maxBytes, { headers: { Authorization: `Bearer ${token}` }, allowed });
    },
  };
}

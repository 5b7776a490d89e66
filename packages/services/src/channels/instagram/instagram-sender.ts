import { CHANNEL_CAPABILITIES, fitText, INSTAGRAM_TEXT_MAX_BYTES, splitMessage } from '@fanline/core';
import type { ChannelButton, ChannelSender } from '../channel-sender';
import { downloadMedia } from '../media-download';
import { isMetaCdnUrl } from '../meta-cdn';
import type { InstagramSendApi } from './instagram-graph';

/** A quick reply's title: "20 character limit" (Instagram quick replies); at most 13 of them. */
const QUICK_REPLY_TITLE_MAX = 20;
const QUICK_REPLIES_MAX = 13;

/** A part whose UTF-8 is over the Send API's bytes is split again until it fits. */
function withinBytes(text: string): string[] {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= INSTAGRAM_TEXT_MAX_BYTES) return [text];
  const chars = Math.max(1, Math.floor((text.length * INSTAGRAM_TEXT_MAX_BYTES) / bytes) - 1);
  return splitMessage(text, chars).flatMap(withinBytes);
}

function quickReplies(buttons: ChannelButton[][]) {
  return buttons
    .flat()
    .slice(0, QUICK_REPLIES_MAX)
    .map((button) => ({ content_type: 'text', title: fitText(button.label, QUICK_REPLY_TITLE_MAX), payload: button.data }));
}

/**
 * The Instagram adapter's sending half: the Send API with the account's
 * token; `to` is the fan's Instagram-scoped id. Buttons become quick replies,
 * which vanish once one is tapped, so there is nothing to clear. A voice note
 * is an audio attachment Meta fetches by URL: `publishAudio` stores it and
 * gives the signed link; without it the capabilities list no voice format and
 * the pipeline answers in text. Payments stay on Telegram.
 */
export function createInstagramSender(
  api: InstagramSendApi,
  token: string,
  publishAudio?: (audio: Buffer) => Promise<string>,
  /** Origins trusted for attachments besides Meta's CDNs (INSTAGRAM_ATTACHMENT_ORIGINS: a proxy, or the tests' fake CDN). */
  attachmentOrigins: readonly string[] = [],
): ChannelSender {
  return {
    channel: 'instagram',
    // WAV is the one of Instagram's audio formats ElevenLabs can give (as PCM); only with somewhere to publish it.
    capabilities: { ...CHANNEL_CAPABILITIES.instagram, voiceFormats: publishAudio ? ['audio/wav'] : [] },
    async sendText(to, text, buttons) {
      const parts = withinBytes(text);
      for (const [index, part] of parts.entries()) {
        // Quick replies ride on the last part, where the fan's eye is.
        const last = index === parts.length - 1;
        await api.sendMessage(token, to, last && buttons?.length ? { text: part, quick_replies: quickReplies(buttons) } : { text: part });
      }
    },
    async sendVoice(to, audio) {
      if (!publishAudio) throw new Error('Voice notes on Instagram need APP_URL, where Meta fetches the audio');
      const url = await publishAudio(audio);
      await api.sendMessage(token, to, { attachment: { type: 'audio', payload: { url } } });
    },
    async showTyping(to) {
      await api.senderAction(token, to, 'typing_on').catch(() => {});
    },
    async clearButtons() {},
    async sendDraft() {
      throw new Error('Instagram shows no drafts');
    },
    async sendInvoice() {
      throw new Error('Instagram takes no payments in the chat');
    },
    /** The attachment's CDN URL from the signed webhook; it needs no token, and nothing but Meta's CDN is fetched. */
    async fetchMedia(ref, maxBytes) {
      if (!/^https?:\/\//.test(ref)) throw new Error('Not an attachment URL');
      return downloadMedia(ref, maxBytes, { allowed: (url) => isMetaCdnUrl(url, attachmentOrigins) });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { storeMedia } from './fake-whatsapp-media';
import { conversationKey, digits, newWamid, phoneDigits, type FakeWhatsAppNumber, type WhatsAppState } from './fake-whatsapp-state';
import type { WhatsAppNotification, WhatsAppWebhookSender } from './fake-whatsapp-webhook';

/** `name`: the profile name in contacts[]; `signature`: replaces the real X-Hub-Signature-256 (a forged delivery). */
export interface FanMessageOptions {
  name?: string;
  signature?: string;
}

export interface FanAudio {
  /** The media id in the webhook; with `bytes`, a fresh id the product can fetch with GET /{media_id}. */
  mediaId?: string;
  mimeType?: string;
  /** true for a recorded voice note, as the audio webhook's voice flag says. */
  voice?: boolean;
  bytes?: Buffer;
}

const sha256Placeholder = () => randomBytes(32).toString('base64');

/**
 * Builds the incoming-message webhook a fan's message triggers (messages webhook reference: `contacts: [{profile:
 * {name}, wa_id}]`, `messages: [{from, id, timestamp, type, <type>: {...}}]`) and opens (renews) the customer
 * service window, delivered or not.
 */
export function fanMessage(
  state: WhatsAppState,
  webhook: WhatsAppWebhookSender,
  number: FakeWhatsAppNumber,
  waId: string,
  content: Record<string, unknown> & { type: string },
  opts: FanMessageOptions = {},
): WhatsAppNotification {
  const at = state.now();
  const wamid = newWamid(waId);
  state.lastInbound.set(conversationKey(number.phoneNumberId, waId), at);
  state.inbound.set(wamid, { wamid, phoneNumberId: number.phoneNumberId, waId, type: content.type, at });
  const message = { from: waId, id: wamid, timestamp: String(Math.floor(at / 1000)), ...content };
  const contacts = [{ profile: { name: opts.name ?? `Fan ${waId.slice(-4)}` }, wa_id: waId }];
  return webhook.notify(number, { contacts, messages: [message] }, opts.signature ? { signature: opts.signature } : {});
}

/** An audio message: `audio: {mime_type, sha256, id, voice}`; voice notes are Ogg OPUS. */
export function fanAudioContent(state: WhatsAppState, number: FakeWhatsAppNumber, audio: FanAudio): Record<string, unknown> & { type: string } {
  const mimeType = audio.mimeType ?? 'audio/ogg; codecs=opus';
  const stored = audio.bytes ? storeMedia(state, number.phoneNumberId, mimeType.split(';')[0]!.trim(), audio.bytes) : undefined;
  const id = stored?.id ?? audio.mediaId ?? digits(16);
  const sha256 = stored ? Buffer.from(stored.sha256, 'hex').toString('base64') : sha256Placeholder();
  return { type: 'audio', audio: { mime_type: mimeType, sha256, id, voice: audio.voice ?? true } };
}

/**
 * A tap on a reply button: `context: {from: business number, id: wamid of the buttons message}`,
 * `interactive: {type: "button_reply", button_reply: {id, title}}`. Without a context wamid, the last message the
 * number sent this fan.
 */
export function fanButtonReplyContent(state: WhatsAppState, number: FakeWhatsAppNumber, waId: string, reply: { id: string; title: string }, contextWamid?: string) {
  const replied = contextWamid ?? state.sent.findLast((sent) => sent.phoneNumberId === number.phoneNumberId && sent.to === waId)?.wamid;
  return {
    ...(replied ? { context: { from: phoneDigits(number.displayPhoneNumber), id: replied } } : {}),
    type: 'interactive',
    interactive: { type: 'button_reply', button_reply: { id: reply.id, title: reply.title } },
  };
}

/** A sticker: `sticker: {mime_type: "image/webp", sha256, id, animated}`. */
export const fanStickerContent = (animated = false) => ({
  type: 'sticker',
  sticker: { mime_type: 'image/webp', sha256: sha256Placeholder(), id: digits(16), animated },
});

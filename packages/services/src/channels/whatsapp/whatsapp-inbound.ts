import type { FanCommand, FanMedia, UnroutedInboundEvent } from '@fanline/core';

/** One message object of the messages webhook (Meta, "messages webhook reference"). */
interface WhatsAppMessage {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  interactive?: { type?: string; button_reply?: { id?: string; title?: string } };
  button?: { payload?: string; text?: string };
  audio?: WhatsAppMediaObject & { voice?: boolean };
  image?: WhatsAppMediaObject;
  video?: WhatsAppMediaObject;
  document?: WhatsAppMediaObject & { filename?: string };
  sticker?: WhatsAppMediaObject;
}

interface WhatsAppMediaObject {
  id?: string;
  mime_type?: string;
  caption?: string;
}

/** A messages-field change: `{messaging_product, metadata: {display_phone_number, phone_number_id}, contacts?, messages?, statuses?}`. */
export interface WhatsAppChangeValue {
  messaging_product?: string;
  metadata?: { phone_number_id?: string; display_phone_number?: string };
  contacts?: { wa_id?: string; profile?: { name?: string } }[];
  messages?: WhatsAppMessage[];
  statuses?: unknown[];
}

/** What Meta's webhook sends for the messages field: `{object: "whatsapp_business_account", entry: [{id: WABA_ID, changes}]}`. */
export interface WhatsAppWebhookPayload {
  object?: string;
  entry?: { id?: string; changes?: { field?: string; value?: WhatsAppChangeValue }[] }[];
}

/** A fan's message as an event, with the phone number id it was sent to (the bot is found from it). */
export interface WhatsAppInbound {
  phoneNumberId: string;
  event: UnroutedInboundEvent;
}

/**
 * STOP and START as WhatsApp's business policy has them: a fan who writes
 * STOP hears nothing more until START. Only the word alone counts, in any
 * case, so "don't stop" is a message like any other.
 */
const KEYWORDS: Readonly<Record<string, FanCommand>> = { STOP: 'stop', UNSUBSCRIBE: 'stop', START: 'start' };

const MEDIA_TYPES: Readonly<Record<string, FanMedia['type']>> = {
  audio: 'voice',
  image: 'photo',
  video: 'video',
  document: 'document',
  sticker: 'sticker',
  location: 'location',
  contacts: 'contact',
};

/** Kinds a fan did not write to the bot: a reaction to one of its messages, a system notice. */
const IGNORED_TYPES = new Set(['reaction', 'system', 'request_welcome', 'order']);

function mediaOf(message: WhatsAppMessage, type: string): FanMedia {
  const kind = MEDIA_TYPES[type] ?? 'other';
  const object = (message as Record<string, unknown>)[type] as WhatsAppMediaObject | undefined;
  // The media id is fetched with the number's token (GET /{media-id}, then its short-lived URL).
  const ref = kind === 'location' || kind === 'contact' ? null : (object?.id ?? null);
  return { type: kind, ref, bytes: null, durationSeconds: null, mimeType: object?.mime_type?.split(';')[0]?.trim() ?? null, caption: object?.caption?.trim() || null };
}

/** What a message says, before the fan and the time are added. */
type EventBody = UnroutedInboundEvent extends infer E ? (E extends unknown ? Omit<E, 'eventId' | 'fan' | 'sentAt'> : never) : never;

function eventOf(message: WhatsAppMessage): EventBody | null {
  const type = message.type ?? '';
  if (type === 'text') {
    const text = message.text?.body ?? '';
    const keyword = KEYWORDS[text.trim().toUpperCase()];
    if (keyword) return { kind: 'command', command: keyword };
    return text.trim() ? { kind: 'text', text } : null;
  }
  if (type === 'interactive' && message.interactive?.button_reply?.id) return { kind: 'choice', choice: message.interactive.button_reply.id, messageRef: null };
  if (type === 'button' && message.button?.payload) return { kind: 'choice', choice: message.button.payload, messageRef: null };
  if (IGNORED_TYPES.has(type)) return null;
  return { kind: 'media', media: mediaOf(message, type) };
}

/**
 * The fan events in a delivery, each with the number it was sent to. The
 * message id (wamid) is the event id, so a redelivery is answered and charged
 * once; the timestamp Meta gives is the event's time, from which the 24-hour
 * window is counted. The fan's profile name is their first name.
 */
export function whatsappInboundEvents(payload: WhatsAppWebhookPayload): WhatsAppInbound[] {
  if (payload.object !== 'whatsapp_business_account') return [];
  const events: WhatsAppInbound[] = [];
  for (const entry of payload.entry ?? []) {
    for (const change of entry.changes ?? []) {
      const value = change.value;
      const phoneNumberId = value?.metadata?.phone_number_id;
      if (change.field !== 'messages' || !phoneNumberId) continue;
      for (const message of value.messages ?? []) {
        if (!message.id || !message.from) continue;
        const made = eventOf(message);
        if (!made) continue;
        const name = value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name ?? null;
        const fan = { channel: 'whatsapp' as const, externalUserId: message.from, username: null, firstName: name, languageCode: null };
        const seconds = Number(message.timestamp);
        const sentAt = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined;
        events.push({ phoneNumberId, event: { ...made, eventId: message.id, fan, ...(sentAt ? { sentAt } : {}) } as UnroutedInboundEvent });
      }
    }
  }
  return events;
}

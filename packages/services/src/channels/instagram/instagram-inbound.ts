import type { FanMedia, UnroutedInboundEvent } from '@fanline/core';

/** What Meta's webhook sends for the messages field (Instagram API with Instagram Login). */
export interface InstagramWebhookPayload {
  object?: string;
  entry?: {
    id?: string;
    time?: number;
    messaging?: {
      sender?: { id?: string };
      recipient?: { id?: string };
      timestamp?: number;
      message?: { mid?: string; text?: string; is_echo?: boolean; is_deleted?: boolean; quick_reply?: { payload?: string }; attachments?: InstagramAttachment[] };
      postback?: { mid?: string; payload?: string; title?: string };
      read?: unknown;
    }[];
  }[];
}

/** An attachment of a fan's DM: its type, and a CDN URL to fetch it by (no token needed, valid for a while). */
export interface InstagramAttachment {
  type?: string;
  payload?: { url?: string };
}

const MEDIA_TYPES: Readonly<Record<string, FanMedia['type']>> = { audio: 'voice', image: 'photo', video: 'video', file: 'document' };

/** A DM's first attachment as media: shares, story mentions and reels are 'other', answered with the polite line. */
function instagramMedia(attachment: InstagramAttachment): FanMedia {
  const type = MEDIA_TYPES[attachment.type ?? ''] ?? 'other';
  const url = attachment.payload?.url;
  return { type, ref: type !== 'other' && url ? url : null, bytes: null, durationSeconds: null, mimeType: null, caption: null };
}

/** A fan's DM as an event, with the Instagram account it was sent to (the bot is found from it). */
export interface InstagramInbound {
  accountId: string;
  event: UnroutedInboundEvent;
}

/**
 * The fan events in a delivery: texts, attachments (a voice note, a photo…)
 * as media, and taps on quick replies or buttons as choices. Echoes (the
 * account's own messages, the bot's replies among them), reads and deletions
 * are dropped. The
 * message id (mid) is the event id, so a redelivery is charged and answered
 * once.
 */
export function instagramInboundEvents(payload: InstagramWebhookPayload): InstagramInbound[] {
  if (payload.object !== 'instagram') return [];
  const events: InstagramInbound[] = [];
  for (const entry of payload.entry ?? []) {
    for (const item of entry.messaging ?? []) {
      const accountId = entry.id ?? item.recipient?.id;
      const fanId = item.sender?.id;
      if (!accountId || !fanId || fanId === accountId) continue;
      const fan = { channel: 'instagram' as const, externalUserId: fanId, username: null, firstName: null, languageCode: null };
      const sentAt = item.timestamp ? new Date(item.timestamp).toISOString() : undefined;
      const base = { fan, ...(sentAt ? { sentAt } : {}) };
      const { message, postback } = item;
      if (message?.mid && !message.is_echo && !message.is_deleted) {
        const choice = message.quick_reply?.payload;
        if (choice) events.push({ accountId, event: { ...base, eventId: message.mid, kind: 'choice', choice, messageRef: null } });
        else if (message.text) events.push({ accountId, event: { ...base, eventId: message.mid, kind: 'text', text: message.text } });
        else if (message.attachments?.[0]) events.push({ accountId, event: { ...base, eventId: message.mid, kind: 'media', media: instagramMedia(message.attachments[0]) } });
      } else if (postback?.mid && postback.payload) {
        events.push({ accountId, event: { ...base, eventId: postback.mid, kind: 'choice', choice: postback.payload, messageRef: null } });
      }
    }
  }
  return events;
}

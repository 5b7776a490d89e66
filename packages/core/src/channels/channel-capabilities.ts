import type { Platform } from '../plans';
import { TELEGRAM_MESSAGE_LIMIT } from '../telegram-limits';

/**
 * Instagram's Send API takes text that "must be UTF-8 and less than 1000 bytes": besides
 * `maxMessageLength` in characters, a message's UTF-8 must fit this (the sender splits by it,
 * and a broadcast, which is one message, must fit it whole).
 */
export const INSTAGRAM_TEXT_MAX_BYTES = 1000;

/** A WhatsApp text message's body: "Maximum 4096 characters" (Cloud API, text messages). */
export const WHATSAPP_TEXT_MAX_CHARS = 4096;

/** What a channel can carry; the pipeline asks these instead of naming a channel. */
export interface ChannelCapabilities {
  /** The channel takes payments in the chat (invoices); without it, paid access has no checkout there. */
  payments: boolean;
  /** A reply can be shown while it is written (Telegram's sendMessageDraft), for streamed replies. */
  drafts: boolean;
  /** Buttons under a message (the age gate, tips). */
  buttons: boolean;
  /** Audio formats a voice note may be sent in, by MIME type, preferred first. */
  voiceFormats: readonly string[];
  /** The longest text message, in characters; longer replies are split. */
  maxMessageLength: number;
  /** Hours after the fan's last message during which the bot may write; null: no window. */
  replyWindowHours: number | null;
  /** What a fan sends to opt back in after stopping: a slash command, or WhatsApp's START keyword. */
  startWord: string;
}

/**
 * Each channel's rules, from the vendors' docs:
 * - Telegram Bot API: sendMessage text 1-4096 characters; sendVoice takes OGG/OPUS,
 *   MP3 or M4A; sendInvoice; sendMessageDraft; no reply window.
 * - Instagram API with Instagram Login: text under 1,000 characters; audio
 *   attachments in AAC, M4A, WAV or MP4; replies only within 24 hours of the
 *   fan's last message; no payments in the chat.
 * - WhatsApp Cloud API: text bodies up to 4,096 characters; voice notes are
 *   Ogg/Opus (`audio.voice: true`); free-form messages only within 24 hours of
 *   the fan's last message (the customer service window); reply buttons; no
 *   payments in the chat, no drafts.
 */
export const CHANNEL_CAPABILITIES: Record<Platform, ChannelCapabilities> = {
  telegram: {
    payments: true,
    drafts: true,
    buttons: true,
    voiceFormats: ['audio/mpeg', 'audio/ogg'],
    maxMessageLength: TELEGRAM_MESSAGE_LIMIT,
    replyWindowHours: null,
    startWord: '/start',
  },
  instagram: {
    payments: false,
    drafts: false,
    buttons: true,
    voiceFormats: ['audio/mp4', 'audio/aac', 'audio/wav'],
    maxMessageLength: INSTAGRAM_TEXT_MAX_BYTES,
    replyWindowHours: 24,
    startWord: '/start',
  },
  whatsapp: {
    payments: false,
    drafts: false,
    buttons: true,
    voiceFormats: ['audio/ogg'],
    maxMessageLength: WHATSAPP_TEXT_MAX_CHARS,
    replyWindowHours: 24,
    startWord: 'START',
  },
};

/**
 * How often a streamed reply's draft may change, at most. Telegram animates
 * each change, and faster updates than this read as flicker and only spend
 * calls against the bot's limits; slower ones make the reply feel stuck.
 */
export const DRAFT_EVERY_MS = 300;

/**
 * The channels whose bots answer through their creator's one connected
 * account (an Instagram account, a WhatsApp number) rather than a token of
 * their own: one live bot an account, and the account's refused token makes
 * the bot need attention.
 */
export const ACCOUNT_CHANNELS = ['instagram', 'whatsapp'] as const satisfies readonly Platform[];
export type AccountChannel = (typeof ACCOUNT_CHANNELS)[number];

export function answersThroughAccount(platform: Platform): platform is AccountChannel {
  return (ACCOUNT_CHANNELS as readonly Platform[]).includes(platform);
}

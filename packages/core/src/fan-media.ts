import { z } from 'zod';
import type { FanMedia, FanMediaKind } from './channels/inbound-event';

/**
 * Fans' voice notes, photos and everything else they send (issue #37): the
 * limits, and the bot's short lines when it cannot take what came. The lines
 * speak as the bot (first person, warm, one emoji), like its replies.
 */

/** STT_MAX_SECONDS: longer voice notes are refused politely, untranscribed and uncharged. */
export const STT_MAX_SECONDS_DEFAULT = 120;
export const sttMaxSecondsSchema = z.coerce.number().int().min(5).max(600).default(STT_MAX_SECONDS_DEFAULT);

/** STT_PROVIDER: who transcribes voice notes; unset, ElevenLabs where ELEVENLABS_API_KEY is set, else OpenAI where OPENAI_API_KEY is. */
export const sttProviderSchema = z.preprocess((value) => (value === '' ? undefined : value), z.enum(['elevenlabs', 'openai']).optional());
export const sttHasKey = (env: { STT_PROVIDER?: 'elevenlabs' | 'openai' | undefined; ELEVENLABS_API_KEY?: string | undefined; OPENAI_API_KEY?: string | undefined }): boolean =>
  env.STT_PROVIDER === undefined || Boolean(env.STT_PROVIDER === 'elevenlabs' ? env.ELEVENLABS_API_KEY : env.OPENAI_API_KEY);
export const STT_KEY_ISSUE = { path: ['STT_PROVIDER'], message: 'Needs its key: ELEVENLABS_API_KEY for elevenlabs, OPENAI_API_KEY for openai' };

/** The largest voice note fetched: OpenAI's transcriptions take 25 MB, and two minutes of voice are far less. */
export const VOICE_NOTE_MAX_BYTES = 25 * 1024 * 1024;

/** A fan is told at most this often that the bot cannot take what they sent, so a sticker flood gets one line. */
export const MEDIA_NOTICE_EVERY_MS = 60 * 60 * 1000;

/** m:ss, as a voice note's length is shown. */
function minutes(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

export function voiceTooLongLine(maxSeconds: number): string {
  return `That voice note is a little long for me 🙈 Could you keep it under ${minutes(maxSeconds)}, or type it?`;
}

export const VOICE_NOT_HEARD = "Sorry, I couldn't catch that voice note 🙏 Could you send it again, or type it?";
export const VOICE_NOT_AVAILABLE = "I can't listen to voice notes here yet 🙈 Could you type it for me?";
export const PHOTO_NOT_SEEN = "I can't see pictures yet 🙈 Tell me what's in it?";
export const PHOTO_NOT_RECEIVED = "Sorry, that photo didn't come through 🙈 Could you send it again?";

const NOTICES: Record<Exclude<FanMediaKind, 'voice' | 'photo'>, string> = {
  sticker: "Ha, love it 😄 I can only read words and voice notes though, so tell me what's on your mind?",
  video: "I can't watch videos here yet 🎬 Tell me what happens in it?",
  document: "I can't open files here 📄 Tell me what it's about?",
  location: "Thanks for the pin 📍 I can only read words and voice notes though. Tell me more?",
  contact: "I can't open contacts here 🙈 What did you want to tell me?",
  other: 'I can only read words and voice notes for now 💬 Tell me in words?',
};

/** The one line for what the bot cannot take (a sticker, a video…). */
export function mediaNoticeLine(type: FanMediaKind): string {
  return type === 'voice' ? VOICE_NOT_AVAILABLE : type === 'photo' ? PHOTO_NOT_SEEN : NOTICES[type];
}

/** How the dashboard names each kind of media a fan sends. */
export const FAN_MEDIA_LABELS: Readonly<Record<FanMediaKind, string>> = {
  voice: 'Voice note',
  photo: 'Photo',
  sticker: 'Sticker',
  video: 'Video',
  document: 'File',
  location: 'Location',
  contact: 'Contact',
  other: 'Attachment',
};

/** What the conversation stores for a fan's media message: its caption, or nothing (the inbox shows the kind). */
export function mediaText(media: FanMedia): string {
  return media.caption ?? '';
}

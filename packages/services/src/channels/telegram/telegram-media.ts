import type { FanMedia } from '@fanline/core';
import type { Message } from 'grammy/types';

/** Bots may download files of at most 20 MB (Bot API, getFile). */
export const TELEGRAM_DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Images a fan sends as a file (uncompressed) rather than as a photo; they are seen as photos. */
const IMAGE_DOCUMENT = /^image\/(jpeg|png|webp|gif)$/;

/**
 * What a fan's Telegram message carries instead of text, or null for a text
 * message. `ref` is the file_id the adapter's getFile takes. A photo comes in
 * several sizes, the largest last: that one is taken (the model's limit is
 * met by scaling it down, never by a smaller original). An image sent as a
 * file past the 20 MB a bot may download is seen by its thumbnail. Photos of
 * one album share `groupId` (media_group_id), so the album is answered once.
 */
export function telegramMedia(message: Message): FanMedia | null {
  // PostgreSQL's text refuses U+0000, which a client can send.
  const caption = message.caption?.replaceAll('\u0000', '') || null;
  const file = (type: FanMedia['type'], f: { file_id: string; file_size?: number }, mimeType: string | null, durationSeconds: number | null = null): FanMedia => ({
    type,
    ref: f.file_id,
    bytes: f.file_size ?? null,
    durationSeconds,
    mimeType,
    caption,
    groupId: message.media_group_id ?? null,
  });
  const bare = (type: FanMedia['type']): FanMedia => ({ type, ref: null, bytes: null, durationSeconds: null, mimeType: null, caption, groupId: null });
  if (message.voice) return file('voice', message.voice, message.voice.mime_type ?? 'audio/ogg', message.voice.duration);
  if (message.audio) return file('voice', message.audio, message.audio.mime_type ?? 'audio/mpeg', message.audio.duration);
  const photo = message.photo?.at(-1);
  if (photo) return file('photo', photo, 'image/jpeg');
  const image = message.document && IMAGE_DOCUMENT.test(message.document.mime_type ?? '') ? message.document : undefined;
  if (image && (image.file_size ?? 0) > TELEGRAM_DOWNLOAD_MAX_BYTES && image.thumbnail) return file('photo', image.thumbnail, 'image/jpeg');
  if (image) return file('photo', image, image.mime_type!);
  if (message.sticker) return file('sticker', message.sticker, null);
  if (message.video) return file('video', message.video, message.video.mime_type ?? 'video/mp4', message.video.duration);
  if (message.video_note) return file('video', message.video_note, 'video/mp4', message.video_note.duration);
  if (message.animation) return file('video', message.animation, message.animation.mime_type ?? 'video/mp4', message.animation.duration);
  if (message.document) return file('document', message.document, message.document.mime_type ?? null);
  if (message.location || message.venue) return bare('location');
  if (message.contact) return bare('contact');
  if (message.poll || message.dice || message.game || message.story) return bare('other');
  return null;
}

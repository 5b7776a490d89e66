import type { FakeTelegramFile } from './fake-telegram-files';

/**
 * The objects a fan's message carries for a file added with FakeTelegram.addFile, shaped as the Bot API sends
 * them, e.g. `telegram.sendMessage(token, fan, { voice: voiceOf(file, { duration: 3 }) })`. Each keeps the file's
 * file_id, so the bot's getFile finds it.
 */

const ids = (file: FakeTelegramFile) => ({ file_id: file.file_id, file_unique_id: file.file_unique_id });

/** Voice: a voice note recorded in the app; Telegram's clients send Ogg/Opus, hence the default MIME type. */
export function voiceOf(file: FakeTelegramFile, opts: { duration: number; mime_type?: string }) {
  return { ...ids(file), duration: opts.duration, mime_type: opts.mime_type ?? 'audio/ogg', file_size: file.file_size };
}

/** Audio: a music file sent as such (not a voice note); title and performer come from its tags when it has them. */
export function audioOf(file: FakeTelegramFile, opts: { duration: number; title?: string; performer?: string; file_name?: string; mime_type?: string }) {
  return { ...ids(file), mime_type: 'audio/mpeg', ...opts, file_size: file.file_size };
}

/** Document: any other file, with the name and MIME type the fan's app gave it. */
export function documentOf(file: FakeTelegramFile, opts: { file_name: string; mime_type: string }) {
  return { ...ids(file), ...opts, file_size: file.file_size };
}

/** Telegram's smallest photo size ('s') fits a 90-pixel box. */
const THUMBNAIL_SIDE = 90;

/**
 * PhotoSize[]: Telegram sends a photo in several sizes, smallest first and the largest last, so a bot should read
 * `photo.at(-1)`. Here a 90-pixel thumbnail, then the file at `width` × `height`; a photo that already fits 90 pixels
 * comes in one size. The thumbnail's ids are derived from the file's and not registered, so getFile refuses them:
 * the fake holds no bytes for it, and a bot downloading the thumbnail instead of the photo is a bug to catch.
 */
export function photoOf(file: FakeTelegramFile, opts: { width: number; height: number }) {
  const full = { ...ids(file), width: opts.width, height: opts.height, file_size: file.file_size };
  const scale = THUMBNAIL_SIDE / Math.max(opts.width, opts.height);
  if (scale >= 1) return [full];
  const thumbnail = {
    file_id: `${file.file_id}-s`,
    file_unique_id: `${file.file_unique_id}-s`,
    width: Math.max(1, Math.round(opts.width * scale)),
    height: Math.max(1, Math.round(opts.height * scale)),
    file_size: Math.max(1, Math.round(file.file_size * scale * scale)),
  };
  return [thumbnail, full];
}

/** Sticker: a static 512 × 512 WebP sticker, the common kind; `emoji` is the one it stands for. */
export function stickerOf(file: FakeTelegramFile, opts: { emoji?: string } = {}) {
  return { ...ids(file), type: 'regular' as const, width: 512, height: 512, is_animated: false, is_video: false, emoji: opts.emoji ?? '😀', file_size: file.file_size };
}

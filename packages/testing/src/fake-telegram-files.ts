import type { ServerResponse } from 'node:http';
import { randomText } from './fake-telegram-messages';
import { badRequest, sendError } from './telegram-param-checks';
import type { Params } from './telegram-request-params';

/**
 * Files the fans sent a bot, as getFile and the download link serve them. Like Telegram, a file_id belongs to
 * one bot: another bot's getFile refuses it, and its download link only works with the owner's token.
 */

/** A registered file, shaped like the Bot API's File object; the media builders take one. */
export interface FakeTelegramFile {
  file_id: string;
  file_unique_id: string;
  file_size: number;
  file_path: string;
}
interface StoredFile extends FakeTelegramFile {
  data: Buffer;
}
export interface BotFiles {
  byId: Map<string, StoredFile>;
  byPath: Map<string, StoredFile>;
  /** Telegram numbers a bot's files in one sequence across folders: voice/file_0.oga, photos/file_1.jpg… */
  next: number;
}

/** "For the moment, bots can download files of up to 20MB in size": 20 << 20 bytes in tdlib/telegram-bot-api, refused above. */
export const DOWNLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

/** The folder Telegram files each kind under, its extension, and the file_id prefix that names the kind. */
const KINDS = [
  { folder: 'voice', extension: '.oga', idPrefix: 'AwAC', magic: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'OggS' },
  { folder: 'photos', extension: '.jpg', idPrefix: 'AgAC', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { folder: 'stickers', extension: '.webp', idPrefix: 'CAAC', magic: (b: Buffer) => b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { folder: 'music', extension: '.mp3', idPrefix: 'CQAC', magic: (b: Buffer) => b.subarray(0, 3).toString('latin1') === 'ID3' },
];
const DOCUMENT = { folder: 'documents', extension: '', idPrefix: 'BQAC' };

export const newBotFiles = (): BotFiles => ({ byId: new Map(), byPath: new Map(), next: 0 });

/**
 * Registers a file the way Telegram stores what a fan sends. Without a path, the kind is guessed from the bytes
 * (Ogg is a voice note, JPEG a photo, WebP a sticker, ID3 an MP3; anything else a document).
 */
export function addFile(files: BotFiles, file: { data: Uint8Array; fileId?: string; path?: string }): FakeTelegramFile {
  const data = Buffer.from(file.data);
  const kind = KINDS.find((k) => (file.path ? file.path.startsWith(`${k.folder}/`) : k.magic(data))) ?? DOCUMENT;
  const number = files.next++;
  const path = file.path ?? `${kind.folder}/file_${number}${kind.extension}`;
  if (path === '' || path.startsWith('/')) throw new Error(`A file path is relative, like voice/file_12.oga; got "${path}"`);
  const fileId = file.fileId ?? `${kind.idPrefix}AgIAAxkBAAI${randomText(60)}`;
  if (files.byId.has(fileId) || files.byPath.has(path)) throw new Error(`The bot already has a file ${fileId} or ${path}`);
  const stored: StoredFile = { file_id: fileId, file_unique_id: `AgAD${randomText(12)}`, file_size: data.length, file_path: path, data };
  files.byId.set(fileId, stored);
  files.byPath.set(path, stored);
  const { data: _bytes, ...info } = stored;
  return info;
}

/** getFile: the File object with the path to download it from; tdlib's errors for a missing, unknown or too big file. */
export function getFile(files: BotFiles, params: Params) {
  if (params.file_id === undefined || params.file_id === '') throw badRequest('file_id not specified');
  const file = files.byId.get(String(params.file_id));
  if (!file) throw badRequest('invalid file_id');
  if (file.file_size > DOWNLOAD_LIMIT_BYTES) throw badRequest('file is too big');
  // Telegram leaves file_size out when it is 0.
  return { file_id: file.file_id, file_unique_id: file.file_unique_id, ...(file.file_size ? { file_size: file.file_size } : {}), file_path: file.file_path };
}

const NOT_FOUND = { error_code: 404, description: 'Not Found' };

/**
 * Serves GET <apiRoot>/file/bot<token>/<file_path> and returns true, or returns false for any other path.
 * A wrong or revoked token, an unknown path, or a file too big to have been given a path answers 404.
 */
export function serveDownload(pathname: string, bots: ReadonlyMap<string, { revoked: boolean; files: BotFiles }>, res: ServerResponse): boolean {
  // An API root may end in a path of its own (http://fake/runner-a), as for method calls.
  const [, token = '', encodedPath = ''] = /^(?:\/[\w-]+)?\/file\/bot([^/]+)\/(.+)$/.exec(pathname) ?? [];
  if (!token) return false;
  const path = safeDecode(encodedPath);
  const bot = bots.get(token);
  const file = path === undefined || !bot || bot.revoked ? undefined : bot.files.byPath.get(path);
  if (!file || file.file_size > DOWNLOAD_LIMIT_BYTES) {
    sendError(res, NOT_FOUND);
    return true;
  }
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.data.length });
  res.end(file.data);
  return true;
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

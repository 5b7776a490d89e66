import type { IncomingMessage } from 'node:http';

export type Params = Record<string, unknown>;

export interface UploadedFile {
  file_name: string;
  mime_type: string;
  size: number;
}

// Bot API fields whose values are JSON even inside urlencoded or multipart bodies.
const JSON_FIELDS = ['reply_markup', 'prices', 'entities', 'caption_entities', 'allowed_updates', 'commands', 'scope', 'link_preview_options', 'reply_parameters', 'suggested_tip_amounts', 'media'];

export const isUpload = (value: unknown): value is UploadedFile => typeof value === 'object' && value !== null && 'size' in value;

/** Query string, JSON, urlencoded and multipart bodies all become one flat params object, as Telegram accepts all four. */
export async function parseParams(req: IncomingMessage, url: URL, body: Buffer): Promise<Params> {
  const type = req.headers['content-type'] ?? '';
  const params: Params = Object.fromEntries(url.searchParams);
  if (body.length > 0 && type.startsWith('application/json')) {
    const json: unknown = JSON.parse(body.toString('utf8'));
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('JSON body is not an object');
    Object.assign(params, json);
  } else if (body.length > 0 && type.startsWith('application/x-www-form-urlencoded')) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(body.toString('utf8'))));
  } else if (body.length > 0 && type.startsWith('multipart/form-data')) {
    Object.assign(params, await parseMultipart(type, body));
  }
  for (const key of JSON_FIELDS) {
    const value = params[key];
    if (typeof value !== 'string') continue;
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null) params[key] = parsed;
    } catch {
      // Not JSON: keep the text as sent, so the test can see what the client did.
    }
  }
  return params;
}

interface Part {
  name: string;
  fileName?: string;
  mimeType: string;
  data: Buffer;
}

/** A header parameter such as name="voice" or filename=reply.mp3 (grammY leaves it unquoted). */
function headerParam(header: string, key: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${key}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(header)?.slice(1).find((v) => v !== undefined);
}

/**
 * A lenient multipart/form-data reader. Telegram accepts what grammY sends
 * (no spaces after colons, unquoted filenames), which undici's strict
 * FormData parser refuses, so the fake reads parts itself.
 */
function readParts(contentType: string, body: Buffer): Part[] {
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary) throw new Error('multipart body without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2);
    const split = chunk.indexOf('\r\n\r\n');
    const headers = chunk.subarray(0, split).toString('utf8').split('\r\n');
    const disposition = headers.find((h) => /^content-disposition\s*:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type\s*:/i.test(h))?.replace(/^content-type\s*:\s*/i, '') ?? 'text/plain';
    const name = headerParam(disposition, 'name');
    if (name) parts.push({ name, fileName: headerParam(disposition, 'filename'), mimeType: type, data: chunk.subarray(split + 4) });
    start = next;
  }
  return parts;
}

/** A field may hold a file or point at one with attach://<part>. */
async function parseMultipart(contentType: string, body: Buffer): Promise<Params> {
  const params: Params = {};
  for (const part of readParts(contentType, body)) {
    params[part.name] =
      part.fileName === undefined ? part.data.toString('utf8') : { file_name: part.fileName, mime_type: part.mimeType, size: part.data.length };
  }
  for (const [name, value] of Object.entries(params)) {
    const part = typeof value === 'string' ? /^"?attach:\/\/([^"]+)"?$/.exec(value)?.[1] : undefined;
    if (part === undefined || !isUpload(params[part])) continue;
    params[name] = params[part];
    delete params[part];
  }
  for (const [name, value] of Object.entries(params)) if (isUpload(value)) params[`${name}_bytes`] = value.size;
  return params;
}


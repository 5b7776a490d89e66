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

/** undici's Request parses multipart for us. A field may hold a file or point at one with attach://<part>. */
async function parseMultipart(contentType: string, body: Buffer): Promise<Params> {
  const form = await new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  const params: Params = {};
  for (const [name, value] of form) {
    params[name] = typeof value === 'string' ? value : { file_name: value.name, mime_type: value.type, size: value.size };
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


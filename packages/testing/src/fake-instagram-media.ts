import { graphError, paramError } from './fake-instagram-errors';
import type { FetchedAttachment } from './fake-instagram-state';

const IG = 'IGApiException';
const MB = 1024 * 1024;

/**
 * Media a message can carry, from the Send Messages table (Instagram API with Instagram Login): "Audio: aac, m4a, wav,
 * mp4 - 25MB; Image: png, jpeg, gif - 8MB; Video: mp4, ogg, avi, mov, webm - 25MB"; file (pdf, 25MB) from the Messenger
 * Platform's "Upload Media for Instagram Messaging". Formats as MIME types and file extensions.
 */
const MEDIA: Record<string, { maxBytes: number; types: string[]; extensions: string[] }> = {
  audio: { maxBytes: 25 * MB, types: ['audio/aac', 'audio/x-aac', 'audio/mp4', 'audio/m4a', 'audio/x-m4a', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'video/mp4'], extensions: ['aac', 'm4a', 'wav', 'mp4'] },
  image: { maxBytes: 8 * MB, types: ['image/png', 'image/jpeg', 'image/gif'], extensions: ['png', 'jpg', 'jpeg', 'gif'] },
  video: { maxBytes: 25 * MB, types: ['video/mp4', 'video/ogg', 'video/x-msvideo', 'video/avi', 'video/quicktime', 'video/webm'], extensions: ['mp4', 'ogg', 'avi', 'mov', 'webm'] },
  file: { maxBytes: 25 * MB, types: ['application/pdf'], extensions: ['pdf'] },
};

const urlOf = (attachment: Record<string, unknown>) => {
  const payload = attachment.payload;
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).url : undefined;
};

/** `attachment: {type, payload: {url}}` with a known type and an absolute http(s) URL ("Links must be valid formatted URLs"). */
export function checkAttachment(attachment: Record<string, unknown>): void {
  const type = attachment.type;
  if (typeof type !== 'string' || !MEDIA[type]) throw paramError(`Param message[attachment][type] must be one of {${Object.keys(MEDIA).join(', ')}} - got "${String(type)}"`, IG);
  const url = urlOf(attachment);
  let parsed: URL | undefined;
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw paramError('Param message[attachment][payload][url] must be a valid absolute http(s) URL', IG);
  }
}

/** Messenger Platform "Common Error Codes": 100/2018008 "Failed to fetch the file from the url". */
const unreachable = () => graphError({ status: 400, code: 100, subcode: 2018008, type: IG, message: '(#100) Failed to fetch the file from the url' });

/**
 * Downloads the attachment as Meta would and checks it against the media table: a format Meta does not take is
 * 100/2018047 "Upload attachment failure", one over the size limit 100/2018109 "Attachment size exceeds allowable
 * limit" (Messenger Platform "Common Error Codes").
 */
export async function fetchAttachment(attachment: Record<string, unknown>): Promise<FetchedAttachment> {
  const url = String(urlOf(attachment));
  const media = MEDIA[String(attachment.type)];
  if (!media) throw unreachable();
  let response: Response;
  let bytes: number;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    bytes = (await response.arrayBuffer()).byteLength;
  } catch {
    throw unreachable();
  }
  if (!response.ok) throw unreachable();
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  const sniffable = ['', 'application/octet-stream', 'binary/octet-stream'].includes(contentType);
  if (!media.types.includes(contentType) && !(sniffable && media.extensions.includes(extension))) {
    throw graphError({ status: 400, code: 100, subcode: 2018047, type: IG, message: `(#100) Upload attachment failure: ${contentType || 'unknown type'} is not a supported ${String(attachment.type)} format` });
  }
  if (bytes > media.maxBytes) throw graphError({ status: 400, code: 100, subcode: 2018109, type: IG, message: '(#100) Attachment size exceeds allowable limit' });
  return { url, status: response.status, contentType, bytes };
}

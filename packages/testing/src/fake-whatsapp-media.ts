import { createHash } from 'node:crypto';
import { invalidParam, whatsappError } from './fake-whatsapp-errors';
import { digits, type FakeWhatsAppNumber, type WhatsAppMedia, type WhatsAppState } from './fake-whatsapp-state';

const MB = 1024 * 1024;
const DOCUMENT_TYPES = [
  'text/plain',
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];

/**
 * Meta's "Supported media types": audio AAC, AMR, MP3 (audio/mpeg), MP4 audio and OGG ("OPUS codecs only; base
 * audio/ogg not supported") up to 16 MB; JPEG/PNG images 5 MB; WebP stickers 500 KB; MP4/3GPP video 16 MB;
 * documents 100 MB. audio/wav is not on the list.
 */
export const WHATSAPP_MEDIA_LIMITS: Record<string, number> = {
  'audio/aac': 16 * MB,
  'audio/amr': 16 * MB,
  'audio/mpeg': 16 * MB,
  'audio/mp4': 16 * MB,
  'audio/ogg': 16 * MB,
  'image/jpeg': 5 * MB,
  'image/png': 5 * MB,
  'image/webp': 500 * 1024,
  'video/mp4': 16 * MB,
  'video/3gpp': 16 * MB,
  ...Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, 100 * MB])),
};

/** "audio/ogg; codecs=opus" → "audio/ogg". */
export const baseMimeType = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';

/** The first Ogg page of an Opus stream (OggS capture pattern, then the OpusHead packet), padded to `size` bytes: a test voice note. */
export function oggOpusSample(size = 64): Buffer {
  const head = Buffer.concat([Buffer.from('OpusHead'), Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])]);
  const page = Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 2]), Buffer.alloc(20), Buffer.from([1, head.length]), head]);
  return Buffer.concat([page, Buffer.alloc(Math.max(0, size - page.length))]);
}

const isOggOpus = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'OggS' && bytes.subarray(0, 256).includes('OpusHead');

/** Refuses what Meta refuses: a type off the list, a file over its type's limit, an Ogg file that is not Opus. */
function checkMedia(mimeType: string, bytes: Buffer): void {
  const limit = WHATSAPP_MEDIA_LIMITS[mimeType];
  if (limit === undefined) {
    // The live answer, as integrators quote it: "(#100) Param file must be a file with one of the following types: ...
    // Received file of type 'video/quicktime'."
    const allowed = Object.keys(WHATSAPP_MEDIA_LIMITS).join(', ');
    throw whatsappError({ code: 100, message: `(#100) Param file must be a file with one of the following types: ${allowed}. Received file of type '${mimeType}'.` });
  }
  if (bytes.length === 0) throw invalidParam('Param file must not be empty');
  if (bytes.length > limit) throw whatsappError({ code: 131053, details: `File of type ${mimeType} is ${bytes.length} bytes; the maximum is ${limit} bytes.` });
  if (mimeType === 'audio/ogg' && !isOggOpus(bytes)) throw whatsappError({ code: 131053, details: 'audio/ogg is only supported with the OPUS codec.' });
}

export function storeMedia(state: WhatsAppState, phoneNumberId: string, mimeType: string, bytes: Buffer, filename?: string): WhatsAppMedia {
  const media: WhatsAppMedia = {
    id: digits(16),
    phoneNumberId,
    mimeType,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ...(filename ? { filename } : {}),
    at: state.now(),
  };
  state.media.set(media.id, media);
  return media;
}

/**
 * POST /{phone_number_id}/media, multipart: messaging_product=whatsapp, type (the MIME type) and file (Media:
 * "Upload media"). The file part's own Content-Type decides, as in Meta's "Received file of type ..." refusals; the
 * type field stands in when the part says only application/octet-stream. Answers `{id}`.
 */
export async function uploadMedia(state: WhatsAppState, number: FakeWhatsAppNumber, raw: Buffer, contentType: string): Promise<{ id: string }> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw invalidParam('The media upload must be multipart/form-data');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidParam('The multipart body could not be parsed');
  }
  if (form.get('messaging_product') !== 'whatsapp') throw invalidParam('The parameter messaging_product is required and must be whatsapp.');
  const declared = form.get('type');
  if (typeof declared !== 'string' || declared === '') throw invalidParam('The parameter type is required.');
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw invalidParam('The parameter file is required.');
  const partType = baseMimeType(file.type);
  const mimeType = partType && partType !== 'application/octet-stream' ? partType : baseMimeType(declared);
  const bytes = Buffer.from(await file.arrayBuffer());
  checkMedia(mimeType, bytes);
  return { id: storeMedia(state, number.phoneNumberId, mimeType, bytes, file.name || undefined).id };
}

/** GET /{media_id}: "Retrieve the URL for a specific media" → `{messaging_product, url, mime_type, sha256, file_size, id}`. */
export function describeMedia(media: WhatsAppMedia, baseUrl: string): object {
  return {
    messaging_product: 'whatsapp',
    url: `${baseUrl}/whatsapp-media/${media.id}`,
    mime_type: media.mimeType,
    sha256: media.sha256,
    file_size: media.bytes.length,
    id: media.id,
  };
}

/** A fan's file as the channel served it. */
export interface FetchedMedia {
  data: Uint8Array;
  /** The type the channel served it as; null when it did not say. */
  mimeType: string | null;
}

/** A fan's file past what Fanline reads; the pipeline answers politely instead. */
export class MediaTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

const DOWNLOAD_TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

export interface DownloadOptions {
  /** For a channel whose file URLs need its token (WhatsApp). */
  headers?: Record<string, string>;
  /**
   * Where the file may be fetched from, asked of the URL and of every
   * redirect before it is followed: a URL named in a webhook must not make
   * the runner fetch anything else (its own network, say).
   */
  allowed?: (url: URL) => boolean;
}

/** Fetches, following redirects by hand so each hop is checked before it is asked. */
async function fetchAllowed(url: string, options: DownloadOptions, signal: AbortSignal): Promise<Response> {
  const first = new URL(url);
  let target = first;
  for (let hop = 0; ; hop += 1) {
    if (options.allowed && !options.allowed(target)) throw new Error(`A fan's file at ${target.origin} is not where the channel keeps files`);
    // The channel's token goes only to the origin it was given for, as fetch's own redirects would have it.
    const headers = target.origin === first.origin ? (options.headers ?? {}) : {};
    const response = await fetch(target, { headers, signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new Error("A fan's file redirected too many times");
    target = new URL(location, target);
  }
}

/**
 * Downloads a fan's file from the channel, reading at most `maxBytes`: a
 * larger one is refused by its Content-Length, or stopped as it streams
 * past the limit when the server sends none. A non-2xx answer throws.
 */
export async function downloadMedia(url: string, maxBytes: number, options: DownloadOptions = {}): Promise<FetchedMedia> {
  const response = await fetchAllowed(url, options, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS));
  if (!response.ok || !response.body) throw new Error(`The channel answered ${response.status} for a fan's file`);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body.cancel();
    throw new MediaTooLargeError(maxBytes);
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new MediaTooLargeError(maxBytes);
    }
    parts.push(read.value);
  }
  const data = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    data.set(part, at);
    at += part.byteLength;
  }
  return { data, mimeType: response.headers.get('content-type')?.split(';')[0]?.trim() || null };
}

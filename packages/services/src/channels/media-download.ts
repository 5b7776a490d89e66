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

/**
 * Downloads a fan's file from the channel, reading at most `maxBytes`: a
 * larger one is refused by its Content-Length, or stopped as it streams
 * past the limit when the server sends none. A non-2xx answer throws.
 * `headers`: for a channel whose file URLs need its token (WhatsApp).
 */
export async function downloadMedia(url: string, maxBytes: number, headers: Record<string, string> = {}): Promise<FetchedMedia> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
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

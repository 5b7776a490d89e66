import type * as ElevenLabs from '@elevenlabs/elevenlabs-js';

type ElevenLabsSdk = typeof ElevenLabs;
type ClientOptions = ConstructorParameters<ElevenLabsSdk['ElevenLabsClient']>[0];

let loading: Promise<ElevenLabsSdk> | undefined;

/**
 * The ElevenLabs SDK, imported by the first call that needs it. Imported with the rest of the
 * services it held about 110 MiB in every process (2026-12-02: a runner with 1,000 idle bots took
 * 728 MiB against its 512 MiB target), and most runners never speak, hear or clone.
 */
export const elevenLabsSdk = (): Promise<ElevenLabsSdk> => (loading ??= import('@elevenlabs/elevenlabs-js'));

/** A client made on its first use, so that building a synthesizer or transcriber loads nothing. */
export function lazyElevenLabsClient(options: ClientOptions): () => Promise<ElevenLabs.ElevenLabsClient> {
  let client: ElevenLabs.ElevenLabsClient | undefined;
  return async () => (client ??= new (await elevenLabsSdk()).ElevenLabsClient(options));
}

/** A failed call's reason for the message: 'timeout', the HTTP status, or 'no response'. */
export async function elevenLabsReason(error: unknown): Promise<string> {
  const { ElevenLabsError, ElevenLabsTimeoutError } = await elevenLabsSdk();
  if (error instanceof ElevenLabsTimeoutError) return 'timeout';
  if (error instanceof ElevenLabsError && error.statusCode !== undefined) return String(error.statusCode);
  return 'no response';
}

import { elevenLabsSdk, lazyElevenLabsClient } from '../elevenlabs-sdk';
import { DEFAULT_ELEVENLABS_BASE_URL } from '../voice-synthesis';

/** ElevenLabs for the API's voice cloning (ELEVENLABS_API_KEY, ELEVENLABS_BASE_URL); null in the API without a key. */
export interface VoiceLibrarySettings {
  apiKey: string;
  baseUrl?: string;
  /** Per call; cloning uploads up to 100 MB and ElevenLabs cleans the audio, so it gets longer. Default 120 s. */
  cloneTimeoutMs?: number;
}

/**
 * ElevenLabs' answer to a voice call, told apart for the creator: it refused
 * the samples or the request (a 4xx, with its reason), the account has no
 * voice slot left (400 voice_limit_reached), or it failed or did not answer.
 */
export class VoiceLibraryError extends Error {
  constructor(
    readonly kind: 'refused' | 'slots_full' | 'not_found' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'VoiceLibraryError';
  }
}

/** ElevenLabs' `{detail: {status, message}}`, or a 422's list of field problems. */
function detailOf(body: unknown): { status?: string; message?: string } {
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string') return { message: detail };
  if (Array.isArray(detail)) return { message: detail.map((item: { msg?: string; loc?: unknown[] }) => `${(item.loc ?? []).slice(1).join('.')}: ${item.msg ?? ''}`).join('; ') };
  return (detail ?? {}) as { status?: string; message?: string };
}

async function classify(error: unknown): Promise<VoiceLibraryError> {
  const { ElevenLabsError, ElevenLabsTimeoutError } = await elevenLabsSdk();
  if (error instanceof ElevenLabsTimeoutError) return new VoiceLibraryError('unavailable', 'ElevenLabs did not answer in time');
  // 401 and 403 are Fanline's key, 429 ElevenLabs' load: not the creator's recordings.
  if (error instanceof ElevenLabsError && error.statusCode !== undefined && error.statusCode < 500 && ![401, 403, 429].includes(error.statusCode)) {
    const detail = detailOf(error.body);
    if (detail.status === 'voice_limit_reached') return new VoiceLibraryError('slots_full', detail.message ?? 'voice_limit_reached');
    if (detail.status === 'voice_does_not_exist' || error.statusCode === 404) return new VoiceLibraryError('not_found', detail.message ?? 'The voice does not exist');
    return new VoiceLibraryError('refused', detail.message ?? `HTTP ${error.statusCode}`);
  }
  const status = error instanceof ElevenLabsError && error.statusCode !== undefined ? `HTTP ${error.statusCode}` : 'no response';
  return new VoiceLibraryError('unavailable', `ElevenLabs failed (${status})`);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw await classify(error);
  }
}

export interface SampleUpload {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

/** The custom voices of Fanline's ElevenLabs account: cloning, deleting, finding by description, and the slots. */
export function createVoiceLibrary(settings: VoiceLibrarySettings) {
  const baseUrl = settings.baseUrl || DEFAULT_ELEVENLABS_BASE_URL;
  // No retries: a retried upload could make a second voice; the caller cleans up after a failure instead.
  const client = lazyElevenLabsClient({ apiKey: settings.apiKey, baseUrl, maxRetries: 0, timeoutInSeconds: (settings.cloneTimeoutMs ?? 120_000) / 1000 });
  const short = { timeoutInSeconds: 15, maxRetries: 1 };
  return {
    /** Instant Voice Cloning, background noise removed; answers the new voice's id. */
    async clone(name: string, description: string, samples: readonly SampleUpload[]): Promise<string> {
      // A view of the bytes, not a copy: up to 100 MB is already held once.
      const files = samples.map((sample) => ({ data: Buffer.from(sample.data.buffer, sample.data.byteOffset, sample.data.byteLength), filename: sample.fileName, contentType: sample.contentType }));
      const made = await call(async () => (await client()).voices.ivc.create({ name, description, files, removeBackgroundNoise: true }));
      return made.voiceId;
    },
    /** Deletes a voice; one ElevenLabs no longer has counts as deleted. */
    async remove(voiceId: string): Promise<void> {
      try {
        await call(async () => (await client()).voices.delete(voiceId, short));
      } catch (error) {
        if (error instanceof VoiceLibraryError && error.kind === 'not_found') return;
        throw error;
      }
    },
    /** The ids of the account's voices with this exact description (a clone's own tag, for cleaning up after a failure). */
    async idsDescribed(description: string): Promise<string[]> {
      const listed = await call(async () => (await client()).voices.getAll({}, short));
      return listed.voices.filter((voice) => voice.description === description).map((voice) => voice.voiceId);
    },
    /** Custom voice slots in use and the account's limit, for the admin console. */
    async slots(): Promise<{ used: number; limit: number }> {
      const subscription = await call(async () => (await client()).user.subscription.get(short));
      return { used: subscription.voiceSlotsUsed, limit: subscription.voiceLimit };
    },
  };
}

export type VoiceLibrary = ReturnType<typeof createVoiceLibrary>;

import OpenAI, { toFile } from 'openai';
import { AppError } from './errors';
import { elevenLabsReason, lazyElevenLabsClient } from './elevenlabs-sdk';

/**
 * Speech-to-text for fans' voice notes: one interface, two vendors. Each
 * adapter owns its vendor's wire format and limits; the caller gets the text,
 * or an AppError to apologise for.
 */

export type SttProviderId = 'elevenlabs' | 'openai';

export interface Transcript {
  text: string;
  provider: SttProviderId;
  model: string;
  /** what it cost at list price, USD, rounded to a millionth */
  costUsd: number;
}

export interface AudioFile {
  data: Uint8Array;
  /** as the channel said, e.g. 'audio/ogg'; null if unknown */
  mimeType: string | null;
  /** the length the channel stated, for the price; null if unknown */
  durationSeconds: number | null;
}

export interface SpeechToText {
  readonly provider: SttProviderId;
  readonly model: string;
  /**
   * The words heard in `audio`. Throws AppError BAD_REQUEST when there is
   * nothing to hear (empty audio or a blank transcript) or the file is over
   * the vendor's limit, and BAD_GATEWAY when the vendor fails or refuses.
   */
  transcribe(audio: AudioFile): Promise<Transcript>;
}

export interface SpeechToTextSettings {
  provider: SttProviderId;
  apiKey: string;
  /** ElevenLabs: 'https://api.elevenlabs.io'; OpenAI: 'https://api.openai.com/v1' (the SDKs' base URLs); '' means those. */
  baseUrl: string;
  /** Per attempt; default 30 s. */
  timeoutMs?: number;
}

/** The model each provider transcribes with. */
export const STT_MODELS: Readonly<Record<SttProviderId, string>> = { elevenlabs: 'scribe_v1', openai: 'whisper-1' };

/**
 * USD per minute of audio, at list price.
 * - whisper-1: $0.006/min (developers.openai.com/api/docs/models/whisper-1).
 * - scribe_v1: $0.40/hour, the Starter tier's API price in ElevenLabs' speech-to-text
 *   docs (elevenlabs.io/docs/capabilities/speech-to-text); larger plans pay down to $0.22/hour.
 */
export const STT_PRICE_PER_MINUTE_USD: Readonly<Record<SttProviderId, number>> = { elevenlabs: 0.4 / 60, openai: 0.006 };

const DEFAULT_BASE_URLS: Readonly<Record<SttProviderId, string>> = { elevenlabs: 'https://api.elevenlabs.io', openai: 'https://api.openai.com/v1' };
const DEFAULT_TIMEOUT_MS = 30_000;
/** OpenAI refuses requests over 25 MiB (its 413); checked here so a long note is not uploaded only to be refused. */
const OPENAI_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Which provider transcribes: STT_PROVIDER when set, else the first vendor with a key (ElevenLabs, then OpenAI), else none. */
export function sttProviderOf(env: { STT_PROVIDER?: SttProviderId; ELEVENLABS_API_KEY?: string; OPENAI_API_KEY?: string }): SttProviderId | null {
  if (env.STT_PROVIDER) return env.STT_PROVIDER;
  if (env.ELEVENLABS_API_KEY) return 'elevenlabs';
  if (env.OPENAI_API_KEY) return 'openai';
  return null;
}

/** List-price cost of `durationSeconds` of audio, rounded to a millionth of a dollar; 0 when the length is unknown. */
export function transcriptionCostUsd(provider: SttProviderId, durationSeconds: number | null): number {
  if (durationSeconds === null || !(durationSeconds > 0)) return 0;
  return Math.round((durationSeconds / 60) * STT_PRICE_PER_MINUTE_USD[provider] * 1e6) / 1e6;
}

/** File extensions by MIME type. OpenAI tells the format by the file name's extension alone, so it must match the bytes. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'application/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/webm': 'webm',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
};

/**
 * The file name to upload audio of this MIME type under (parameters such as
 * `; codecs=opus` ignored). Unknown or missing types get `voice.ogg`: what
 * Telegram voice notes are.
 */
export function audioFileNameFor(mimeType: string | null): string {
  const essence = mimeType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return `voice.${EXTENSIONS[essence] ?? 'ogg'}`;
}

function nothingHeard(): AppError {
  return new AppError('BAD_REQUEST', 'Nothing could be heard in this voice note');
}

function vendorFailure(vendor: string, reason: string, cause: unknown): AppError {
  const failure = new AppError('BAD_GATEWAY', `${vendor} could not transcribe this voice note (${reason})`);
  failure.cause = cause;
  return failure;
}

function openAIReason(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.APIError && error.status !== undefined) return String(error.status);
  return 'no response';
}

/** The text an SDK call gave, trimmed; a blank one is thrown like a failure. */
function heardText(text: string): string {
  const heard = text.trim();
  if (!heard) throw nothingHeard();
  return heard;
}

type Transcribe = (audio: AudioFile, fileName: string) => Promise<string>;

function elevenLabsTranscriber(apiKey: string, baseUrl: string, timeoutMs: number): Transcribe {
  // The SDK retries once on 408, 429 and 5xx.
  const client = lazyElevenLabsClient({ apiKey, baseUrl, timeoutInSeconds: timeoutMs / 1000, maxRetries: 1 });
  return async (audio, fileName) => {
    const file = { data: audio.data, filename: fileName, ...(audio.mimeType ? { contentType: audio.mimeType } : {}) };
    let text: string;
    try {
      ({ text } = await (await client()).speechToText.convert({ file, modelId: STT_MODELS.elevenlabs }));
    } catch (error) {
      throw vendorFailure('ElevenLabs', await elevenLabsReason(error), error);
    }
    return heardText(text);
  };
}

function openAITranscriber(apiKey: string, baseURL: string, timeoutMs: number): Transcribe {
  // Node's own fetch, not llm.ts's keep-alive node-fetch: node-fetch 2 cannot send the web FormData the SDK uploads with.
  const client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 1 });
  return async (audio, fileName) => {
    if (audio.data.length > OPENAI_MAX_UPLOAD_BYTES) throw new AppError('BAD_REQUEST', 'This voice note is too long to transcribe');
    let text: string;
    try {
      const file = await toFile(audio.data, fileName, audio.mimeType ? { type: audio.mimeType } : {});
      ({ text } = await client.audio.transcriptions.create({ file, model: STT_MODELS.openai }));
    } catch (error) {
      throw vendorFailure('OpenAI', openAIReason(error), error);
    }
    return heardText(text);
  };
}

/** A transcriber for the configured provider. Throws when the key is missing: the SDKs would otherwise read process.env. */
export function createSpeechToText(settings: SpeechToTextSettings): SpeechToText {
  const { provider, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS } = settings;
  if (!apiKey) throw new AppError('SERVICE_UNAVAILABLE', `Speech to text through ${provider} needs an API key`);
  const baseUrl = settings.baseUrl || DEFAULT_BASE_URLS[provider];
  const run = provider === 'elevenlabs' ? elevenLabsTranscriber(apiKey, baseUrl, timeoutMs) : openAITranscriber(apiKey, baseUrl, timeoutMs);
  const model = STT_MODELS[provider];

  return {
    provider,
    model,
    async transcribe(audio) {
      if (audio.data.length === 0) throw nothingHeard();
      const text = await run(audio, audioFileNameFor(audio.mimeType));
      return { text, provider, model, costUsd: transcriptionCostUsd(provider, audio.durationSeconds) };
    },
  };
}

import { AppError } from './errors';
import { elevenLabsReason, lazyElevenLabsClient } from './elevenlabs-sdk';

export interface VoiceSettings {
  apiKey?: string;
  /** Default 'https://api.elevenlabs.io'. */
  baseUrl: string;
  /** Default 'eleven_multilingual_v2'. */
  modelId?: string;
  /** Per attempt, and again for reading the audio once it starts; default 30 s. */
  timeoutMs?: number;
}

/** The audio a channel takes: MP3 (Telegram's sendVoice) or WAV (Instagram's audio attachments). */
export type VoiceFormat = 'audio/mpeg' | 'audio/wav' | 'audio/ogg';

export interface VoiceSynthesizer {
  isConfigured(): boolean;
  /** The voice note's bytes in `format` (MP3 unless told). Text longer than MAX_SPOKEN_CHARACTERS is shortened first. */
  synthesize(voiceId: string, text: string, format?: VoiceFormat): Promise<Buffer>;
}

export const DEFAULT_ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';
export const DEFAULT_VOICE_MODEL = 'eleven_multilingual_v2';
/** Voice notes should stay short: about two and a half minutes of speech. */
export const MAX_SPOKEN_CHARACTERS = 2_500;
export const VOICE_NOT_CONFIGURED_MESSAGE = 'Voice replies are not configured on this server (set ELEVENLABS_API_KEY)';

const MP3_FORMAT = 'mp3_44100_128';
/**
 * Ogg/Opus for WhatsApp, which shows an audio message as a voice note only in
 * that format and only up to 512 KB: at 32 kbit/s that is over two minutes,
 * longer than any reply is spoken.
 */
const OPUS_FORMAT = 'opus_48000_32';
/** WAV is built from ElevenLabs' raw PCM: 16-bit mono at this rate (speech needs no more). */
const PCM_RATE = 22_050;

/**
 * A WAV file around raw 16-bit mono PCM: the 44-byte RIFF header, written by
 * hand because it is all WAV needs and ElevenLabs sends no container for PCM.
 */
export function wavFromPcm(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Cuts at the last whitespace within `max`, or mid-word (never mid-character) when the text has none. */
function cutAtWord(text: string, max: number): string {
  const slice = text.slice(0, max);
  if (/\s/.test(text.charAt(max))) return slice.trimEnd();
  const lastSpace = slice.search(/\s\S*$/);
  if (lastSpace > 0) return slice.slice(0, lastSpace).trimEnd();
  const lastCode = slice.charCodeAt(slice.length - 1);
  return lastCode >= 0xd800 && lastCode <= 0xdbff ? slice.slice(0, -1) : slice;
}

/**
 * Shortens `text` to at most `max` characters (UTF-16 units), ending after the
 * last whole sentence that fits. When even the first sentence is longer than
 * `max`, it is cut at a word boundary instead. Text that fits is returned
 * trimmed of surrounding whitespace; blank text gives ''.
 */
export function trimForSpeech(text: string, max = MAX_SPOKEN_CHARACTERS): string {
  const whole = text.trim();
  if (whole.length <= max) return whole;
  let end = 0;
  for (const { index, segment } of new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(whole)) {
    const sentenceEnd = index + segment.trimEnd().length;
    if (sentenceEnd > max) break;
    end = sentenceEnd;
  }
  return end > 0 ? whole.slice(0, end) : cutAtWord(whole, max);
}

function synthesisError(reason: string): AppError {
  return new AppError('BAD_GATEWAY', `ElevenLabs could not synthesise this reply (${reason})`);
}

/** Reads the whole audio stream; the SDK's timeout stops once headers arrive, so a stalled body gets its own. */
async function readAudio(stream: ReadableStream<Uint8Array>, timeoutMs: number): Promise<Buffer> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(() => undefined);
  }, timeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) throw synthesisError('timeout');
      if (done) break;
      chunks.push(value);
    }
  } catch (error) {
    throw error instanceof AppError ? error : synthesisError('interrupted');
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks);
}

/** Text-to-speech through ElevenLabs; the SDK retries once on 408, 429 and 5xx. */
export function createVoiceSynthesizer(settings: VoiceSettings): VoiceSynthesizer {
  const { apiKey, modelId = DEFAULT_VOICE_MODEL, timeoutMs = 30_000 } = settings;
  const baseUrl = settings.baseUrl || DEFAULT_ELEVENLABS_BASE_URL;
  // Only built with a key: without one the SDK would fall back to reading process.env itself.
  const client = apiKey ? lazyElevenLabsClient({ apiKey, baseUrl, timeoutInSeconds: timeoutMs / 1000, maxRetries: 1 }) : undefined;

  return {
    isConfigured: () => client !== undefined,
    async synthesize(voiceId, text, format = 'audio/mpeg') {
      if (!client) throw new AppError('SERVICE_UNAVAILABLE', VOICE_NOT_CONFIGURED_MESSAGE);
      const spoken = trimForSpeech(text);
      if (!spoken) throw new AppError('BAD_REQUEST', 'There is no text to turn into a voice note');
      let stream: ReadableStream<Uint8Array>;
      try {
        const outputFormat = format === 'audio/wav' ? (`pcm_${PCM_RATE}` as const) : format === 'audio/ogg' ? OPUS_FORMAT : MP3_FORMAT;
        stream = await (await client()).textToSpeech.convert(voiceId, { text: spoken, modelId, outputFormat });
      } catch (error) {
        throw synthesisError(await elevenLabsReason(error));
      }
      const audio = await readAudio(stream, timeoutMs);
      if (audio.length === 0) throw synthesisError('empty audio');
      return format === 'audio/wav' ? wavFromPcm(audio, PCM_RATE) : audio;
    },
  };
}

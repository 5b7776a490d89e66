import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { answerTranscription, createTranscriptionsState, transcriptionControls, type FakeElevenLabsTranscriptions } from './fake-elevenlabs-stt';
import { answerSubscription, answerVoiceAdd, answerVoiceDelete, answerVoiceList, createVoicesState, isDeletedVoice, type FakeElevenLabsVoices } from './fake-elevenlabs-voices';
import { oggOpusSample } from './fake-whatsapp-media';

/** ElevenLabs' Opus output formats (48 kHz at these bit rates). */
const OPUS_FORMATS = new Set(['opus_48000_32', 'opus_48000_64', 'opus_48000_96', 'opus_48000_128', 'opus_48000_192']);
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

export interface RecordedSpeech {
  voiceId: string;
  text: string;
  modelId?: string;
  outputFormat?: string;
  /** The `xi-api-key` header as sent. */
  apiKey?: string;
}

export interface FakeElevenLabs extends FakeServer, FakeElevenLabsTranscriptions, FakeElevenLabsVoices {
  /** Every text-to-speech request, including those answered with an error. Pass `url` as the SDK's baseUrl. */
  requests: RecordedSpeech[];
  /** Make the next `times` requests fail with this HTTP status; `detail` becomes the error's message. */
  failNext(times: number, status: number, detail?: string): void;
  /** When set, requests without `xi-api-key: <key>` get 401. */
  requireApiKey?: string;
}

interface Failure {
  status: number;
  detail?: string;
}

const SPEECH_PATH = /^\/v1\/text-to-speech\/([^/]+)(\/stream)?$/;

/** An ID3v2.4 tag header with no frames, then an MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz, joint stereo). */
const MP3_HEADER = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xfb, 0x90, 0x64]);

/**
 * The audio the fake answers for `text`: an MP3 header then filler derived from
 * the text, `200 + 10 × text.length` bytes in all, so longer text means more
 * audio and different text means different bytes.
 */
export function fakeSpeechAudio(text: string): Buffer {
  const length = 200 + 10 * text.length;
  const digest = createHash('sha256').update(text).digest();
  const audio = Buffer.alloc(length);
  MP3_HEADER.copy(audio);
  for (let i = MP3_HEADER.length; i < length; i++) audio[i] = digest[i % digest.length] ?? 0;
  return audio;
}

/** The `status` slug ElevenLabs puts in `detail` for each kind of failure. */
function statusSlugOf(status: number): string {
  if (status === 401) return 'invalid_api_key';
  if (status === 429) return 'too_many_concurrent_requests';
  if (status >= 500) return 'internal_server_error';
  return 'invalid_request';
}

function sendElevenLabsError(res: ServerResponse, status: number, message: string, slug = statusSlugOf(status)): void {
  sendJson(res, status, { detail: { status: slug, message } });
}

/** Writes the audio in a few chunks, as the real API streams it. */
/**
 * Raw PCM as ElevenLabs sends for `pcm_<rate>`: 16-bit signed little-endian
 * mono samples, no header; a quiet tone, 0.05 s per character.
 */
export function fakeSpeechPcm(text: string, sampleRate: number): Buffer {
  const samples = Math.max(1, Math.round(sampleRate * 0.05 * text.length));
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(1000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)), i * 2);
  return pcm;
}

/** ElevenLabs' PCM output formats and their sample rates. */
const PCM_RATES = new Set([8000, 16000, 22050, 24000, 44100, 48000]);

function sendAudio(res: ServerResponse, audio: Buffer, contentType = 'audio/mpeg'): void {
  res.writeHead(200, { 'content-type': contentType });
  const chunkSize = Math.ceil(audio.length / 3);
  for (let start = 0; start < audio.length; start += chunkSize) res.write(audio.subarray(start, start + chunkSize));
  res.end();
}

function parseBody(raw: string): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(raw);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** ElevenLabs' text-to-speech API (`/v1/text-to-speech/{voice_id}` and `/stream`) and speech-to-text (`/v1/speech-to-text`); point the SDK's baseUrl at `url`. */
export async function startFakeElevenLabs(): Promise<FakeElevenLabs> {
  const failures: Failure[] = [];

  function answerSpeech(voiceId: string, query: URLSearchParams, apiKey: string | undefined, rawBody: string, res: ServerResponse): void {
    const body = parseBody(rawBody);
    const text = typeof body?.text === 'string' ? body.text : '';
    const modelId = typeof body?.model_id === 'string' ? body.model_id : undefined;
    const outputFormat = query.get('output_format') ?? undefined;
    fake.requests.push({ voiceId, text, ...(modelId ? { modelId } : {}), ...(outputFormat ? { outputFormat } : {}), ...(apiKey ? { apiKey } : {}) });

    if (fake.requireApiKey && !apiKey) {
      return sendElevenLabsError(res, 401, 'Neither authorization header nor xi-api-key received, please provide one.', 'needs_authorization');
    }
    if (fake.requireApiKey && apiKey !== fake.requireApiKey) return sendElevenLabsError(res, 401, 'Invalid API key');
    const failure = failures.shift();
    if (failure) return sendElevenLabsError(res, failure.status, failure.detail ?? `Fake failure with status ${failure.status}`);
    if (!body) return sendElevenLabsError(res, 400, 'Could not parse the JSON body of the request.');
    if (typeof body.text !== 'string') {
      return sendJson(res, 422, { detail: [{ type: 'missing', loc: ['body', 'text'], msg: 'Field required', input: body }] });
    }
    if (!text.trim()) return sendElevenLabsError(res, 400, 'The text must not be empty.', 'empty_text');
    // A cloned voice deleted at ElevenLabs speaks no more.
    if (isDeletedVoice(voices, voiceId)) return sendElevenLabsError(res, 400, `A voice with voice_id ${voiceId} was not found.`, 'voice_not_found');
    const pcmRate = /^pcm_(\d+)$/.exec(outputFormat ?? '')?.[1];
    if (pcmRate && PCM_RATES.has(Number(pcmRate))) return sendAudio(res, fakeSpeechPcm(text, Number(pcmRate)), 'audio/pcm');
    // Opus comes in an Ogg container, as WhatsApp's voice notes need it.
    if (OPUS_FORMATS.has(outputFormat ?? '')) return sendAudio(res, oggOpusSample(256 + Buffer.byteLength(text)), 'audio/ogg');
    // The fake produces MP3, PCM and Ogg/Opus; any other format fails loudly rather than mislabelling bytes.
    if (outputFormat && !outputFormat.startsWith('mp3_')) {
      return sendElevenLabsError(res, 400, `The fake ElevenLabs server only produces MP3, PCM and Opus, not ${outputFormat}.`, 'invalid_output_format');
    }
    sendAudio(res, fakeSpeechAudio(text));
  }

  const transcriptions = createTranscriptionsState(() => fake.requireApiKey);
  const voices = createVoicesState();

  const server = await startFakeServer((req, body, res, raw) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/v1/speech-to-text') return answerTranscription(transcriptions, req, raw, res);
    if (url.pathname.startsWith('/v1/voices') || url.pathname === '/v1/user/subscription') {
      const apiKey = req.headers['xi-api-key'];
      if (fake.requireApiKey && apiKey !== fake.requireApiKey) return sendElevenLabsError(res, 401, 'Invalid API key');
      if (req.method === 'POST' && url.pathname === '/v1/voices/add') return answerVoiceAdd(voices, req, raw, res);
      if (req.method === 'GET' && url.pathname === '/v1/voices') return answerVoiceList(voices, res);
      if (req.method === 'GET' && url.pathname === '/v1/user/subscription') return answerSubscription(voices, res);
      const voiceId = /^\/v1\/voices\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method === 'DELETE' && voiceId) return answerVoiceDelete(voices, decodeURIComponent(voiceId), res);
    }
    const match = SPEECH_PATH.exec(url.pathname);
    if (req.method === 'POST' && match?.[1]) {
      const apiKey = req.headers['xi-api-key'];
      return answerSpeech(decodeURIComponent(match[1]), url.searchParams, typeof apiKey === 'string' ? apiKey : undefined, body, res);
    }
    sendJson(res, 404, { detail: 'Not Found' });
  });

  const fake: FakeElevenLabs = {
    ...server,
    ...transcriptionControls(transcriptions),
    requests: [],
    failNext(times, status, detail) {
      for (let i = 0; i < times; i++) failures.push({ status, ...(detail === undefined ? {} : { detail }) });
    },
    // The voice library's state is read and set through the fake, so a test's `voiceLimit = 1` reaches it.
    get clonedVoices() {
      return voices.clonedVoices;
    },
    get voiceLimit() {
      return voices.voiceLimit;
    },
    set voiceLimit(limit) {
      voices.voiceLimit = limit;
    },
    get addDelayMs() {
      return voices.addDelayMs;
    },
    set addDelayMs(ms) {
      voices.addDelayMs = ms;
    },
    failNextVoiceCall: (times, status, slug, message) => voices.failNextVoiceCall(times, status, slug, message),
  };
  return fake;
}

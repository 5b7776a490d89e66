import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './fake-server';

/**
 * The fake ElevenLabs' speech-to-text endpoint, POST /v1/speech-to-text
 * (elevenlabs.io/docs/api-reference/speech-to-text/convert): a multipart form
 * with model_id and file, answered with a transcript a test chooses.
 */

export interface RecordedTranscription {
  modelId: string;
  bytes: number;
  fileName: string;
}

/** The test controls FakeElevenLabs gains from this endpoint. */
export interface FakeElevenLabsTranscriptions {
  /** Every transcription request that passed the API's checks and was not failed on purpose. */
  transcriptions: RecordedTranscription[];
  /** What the following transcriptions say; by default 'this is what the fan said'. */
  transcribe(fn: (audio: Uint8Array) => string): void;
  /** Make the next `times` transcription requests fail with this HTTP status. */
  failTranscriptionNext(times: number, status: number): void;
}

export interface TranscriptionsState {
  requests: RecordedTranscription[];
  respond: (audio: Uint8Array) => string;
  /** Statuses the next requests fail with. */
  failures: number[];
  /** The key `xi-api-key` must carry, when the test set one. */
  requiredApiKey: () => string | undefined;
}

/** Batch (not realtime) Scribe models the API takes. */
const MODEL_IDS = new Set(['scribe_v1', 'scribe_v1_experimental', 'scribe_v2']);

export function createTranscriptionsState(requiredApiKey: () => string | undefined): TranscriptionsState {
  return { requests: [], respond: () => 'this is what the fan said', failures: [], requiredApiKey };
}

export function transcriptionControls(state: TranscriptionsState): FakeElevenLabsTranscriptions {
  return {
    transcriptions: state.requests,
    transcribe(fn) {
      state.respond = fn;
    },
    failTranscriptionNext(times, status) {
      for (let i = 0; i < times; i++) state.failures.push(status);
    },
  };
}

/** ElevenLabs' error shape: `detail` with a status slug and a message. */
function refuse(res: ServerResponse, status: number, slug: string, message: string): void {
  sendJson(res, status, { detail: { status: slug, message } });
}

/** FastAPI's answer for a missing form field, as ElevenLabs' API (FastAPI) sends it. */
function fieldRequired(res: ServerResponse, field: string): void {
  sendJson(res, 422, { detail: [{ type: 'missing', loc: ['body', field], msg: 'Field required', input: null }] });
}

/**
 * The transcript in the API's shape: the text, the detected language, and
 * each word and the space after it with made-up timings (0.3 s a word).
 */
function transcriptBody(text: string) {
  const words: { text: string; start: number; end: number; type: 'word' | 'spacing'; speaker_id: string; logprob: number }[] = [];
  let at = 0;
  for (const piece of text.match(/\S+|\s+/g) ?? []) {
    const spacing = /^\s/.test(piece);
    const length = spacing ? 0.05 : 0.3;
    words.push({ text: piece, start: at, end: Math.round((at + length) * 1000) / 1000, type: spacing ? 'spacing' : 'word', speaker_id: 'speaker_0', logprob: 0 });
    at = Math.round((at + length) * 1000) / 1000;
  }
  return { language_code: 'eng', language_probability: 0.98, text, words, transcription_id: `fake-${Date.now().toString(36)}` };
}

export async function answerTranscription(state: TranscriptionsState, req: IncomingMessage, rawBody: Buffer, res: ServerResponse): Promise<void> {
  const apiKey = req.headers['xi-api-key'];
  // The real API wants a key on every call; a fake without requireApiKey takes any.
  if (typeof apiKey !== 'string' || apiKey === '') {
    return refuse(res, 401, 'needs_authorization', 'Neither authorization header nor xi-api-key received, please provide one.');
  }
  const required = state.requiredApiKey();
  if (required !== undefined && apiKey !== required) return refuse(res, 401, 'invalid_api_key', 'Invalid API key');
  let form: FormData;
  try {
    const headers = { 'content-type': req.headers['content-type'] ?? '' };
    form = await new Request('http://127.0.0.1/', { method: 'POST', headers, body: new Uint8Array(rawBody) }).formData();
  } catch {
    return refuse(res, 400, 'invalid_request', 'The request body must be multipart/form-data.');
  }
  const failure = state.failures.shift();
  if (failure !== undefined) return refuse(res, failure, 'fake_failure', `Fake transcription failure with status ${failure}`);
  const modelId = form.get('model_id');
  if (typeof modelId !== 'string') return fieldRequired(res, 'model_id');
  if (!MODEL_IDS.has(modelId)) return refuse(res, 400, 'invalid_model_id', `A model with model ID ${modelId} does not exist.`);
  const file = form.get('file');
  if (!(file instanceof File)) {
    return refuse(res, 400, 'invalid_parameters', 'Exactly one of the file or cloud_storage_url parameters must be provided.');
  }
  if (file.size === 0) return refuse(res, 400, 'invalid_audio', 'The uploaded file is empty.');
  const audio = new Uint8Array(await file.arrayBuffer());
  state.requests.push({ modelId, bytes: audio.length, fileName: file.name });
  sendJson(res, 200, transcriptBody(state.respond(audio)));
}

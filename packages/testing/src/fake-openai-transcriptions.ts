import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './fake-server';

/**
 * The fake OpenAI's transcriptions endpoint, POST /v1/audio/transcriptions
 * (platform.openai.com/docs/api-reference/audio/createTranscription): a
 * multipart form with file and model, refused as the API refuses it, and
 * answered `{text}` with a transcript a test chooses.
 */

export interface RecordedTranscription {
  model: string;
  fileName: string;
  bytes: number;
}

/** The test controls FakeOpenAI gains from this endpoint. */
export interface FakeOpenAITranscriptions {
  /** Every transcription request that passed the API's checks and was not failed on purpose. */
  transcriptionRequests: RecordedTranscription[];
  /** What the following transcriptions say; by default 'this is what the fan said'. */
  transcribe(fn: (audio: Uint8Array, fileName: string) => string): void;
  /** Make the next `times` transcription requests fail with this HTTP status. */
  failTranscriptionNext(times: number, status: number): void;
}

export interface TranscriptionsState {
  requests: RecordedTranscription[];
  respond: (audio: Uint8Array, fileName: string) => string;
  /** Statuses the next requests fail with. */
  failures: number[];
  /** The key `Authorization: Bearer` must carry, when the test set one. */
  requiredApiKey: () => string | undefined;
}

const MODELS = new Set(['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe']);
/** As the API lists them in its refusal; it tells the format by the file name's extension. */
const FORMATS = ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm'];
/** 25 MiB, for the whole request: the API's 413 counts what it read, multipart headers included. */
const MAX_CONTENT_BYTES = 26_214_400;

type Refuse = (status: number, message: string) => void;

export function createTranscriptionsState(requiredApiKey: () => string | undefined): TranscriptionsState {
  return { requests: [], respond: () => 'this is what the fan said', failures: [], requiredApiKey };
}

export function transcriptionControls(state: TranscriptionsState): FakeOpenAITranscriptions {
  return {
    transcriptionRequests: state.requests,
    transcribe(fn) {
      state.respond = fn;
    },
    failTranscriptionNext(times, status) {
      for (let i = 0; i < times; i++) state.failures.push(status);
    },
  };
}

export async function answerTranscription(state: TranscriptionsState, req: IncomingMessage, rawBody: Buffer, res: ServerResponse, refuse: Refuse): Promise<void> {
  const required = state.requiredApiKey();
  if (required !== undefined && req.headers.authorization !== `Bearer ${required}`) {
    return refuse(401, 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.');
  }
  if (rawBody.length > MAX_CONTENT_BYTES) return refuse(413, `Maximum content size limit (${MAX_CONTENT_BYTES}) exceeded (${rawBody.length} bytes read)`);
  let form: FormData;
  try {
    const headers = { 'content-type': req.headers['content-type'] ?? '' };
    form = await new Request('http://127.0.0.1/', { method: 'POST', headers, body: new Uint8Array(rawBody) }).formData();
  } catch {
    return refuse(400, 'The request body must be multipart/form-data.');
  }
  const failure = state.failures.shift();
  if (failure !== undefined) return refuse(failure, `Fake transcription failure with status ${failure}`);
  const model = form.get('model');
  if (typeof model !== 'string' || model === '') return refuse(400, 'you must provide a model parameter');
  if (!MODELS.has(model)) return refuse(404, `The model \`${model}\` does not exist or you do not have access to it.`);
  const file = form.get('file');
  if (!(file instanceof File)) return refuse(400, "Missing required parameter: 'file'.");
  if (file.size === 0) return refuse(400, 'Audio file is too short. Minimum audio length is 0.1 seconds.');
  const extension = /\.([^./]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !FORMATS.includes(extension)) return refuse(400, `Invalid file format. Supported formats: [${FORMATS.map((f) => `'${f}'`).join(', ')}]`);
  const format = form.get('response_format') ?? 'json';
  // The SDK asks for json unless told; the fake answers nothing else rather than answer it wrongly.
  if (format !== 'json') return refuse(400, `The fake OpenAI server only answers response_format json, not ${String(format)}.`);
  const audio = new Uint8Array(await file.arrayBuffer());
  state.requests.push({ model, fileName: file.name, bytes: audio.length });
  sendJson(res, 200, { text: state.respond(audio, file.name) });
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './fake-server';

/** A voice Instant Voice Cloning made, as the fake keeps it. */
export interface FakeClonedVoice {
  voiceId: string;
  name: string;
  description?: string;
  removeBackgroundNoise: boolean;
  samples: { fileName: string; type: string; bytes: number }[];
  createdAt: number;
  deleted: boolean;
}

export interface FakeElevenLabsVoices {
  /** Every voice cloned through POST /v1/voices/add, deleted ones included (`deleted: true`). */
  clonedVoices: FakeClonedVoice[];
  /** The account's custom voice slots (GET /v1/user/subscription's voice_limit); cloning past it answers 400 voice_limit_reached. */
  voiceLimit: number;
  /** Make the next `times` voice calls (add, delete, list) fail with this HTTP status; `slug` and `message` fill `detail`. */
  failNextVoiceCall(times: number, status: number, slug?: string, message?: string): void;
  /** Hold the next add this long before answering, after it made the voice (a timeout that still made one). */
  addDelayMs: number;
}

export interface VoicesState extends FakeElevenLabsVoices {
  failures: { status: number; slug?: string; message?: string }[];
}

export function createVoicesState(): VoicesState {
  return {
    clonedVoices: [],
    voiceLimit: 10,
    failures: [],
    addDelayMs: 0,
    failNextVoiceCall(times, status, slug, message) {
      for (let i = 0; i < times; i++) this.failures.push({ status, ...(slug ? { slug } : {}), ...(message ? { message } : {}) });
    },
  };
}

const refuse = (res: ServerResponse, status: number, slug: string, message: string) => sendJson(res, status, { detail: { status: slug, message } });
const liveVoices = (state: VoicesState) => state.clonedVoices.filter((voice) => !voice.deleted);

/** True for an id the fake cloned and then deleted: text-to-speech with it is refused, as ElevenLabs refuses an unknown voice. */
export function isDeletedVoice(state: VoicesState, voiceId: string): boolean {
  return state.clonedVoices.some((voice) => voice.voiceId === voiceId && voice.deleted);
}

/** Audio files ElevenLabs takes for cloning: told by their bytes here, as a file name proves nothing. */
function looksLikeAudio(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 12));
  const ascii = head.toString('latin1');
  return (
    ascii.startsWith('ID3') ||
    (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WAVE') ||
    ascii.startsWith('OggS') ||
    ascii.slice(4, 8) === 'ftyp' ||
    (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
  );
}

/**
 * POST /v1/voices/add (Instant Voice Cloning), multipart: `name`, one or more `files`, `remove_background_noise`,
 * `description`, `labels`. Answers `{voice_id, requires_verification}`; past the account's voice slots, 400
 * `voice_limit_reached` with ElevenLabs' own message.
 */
export async function answerVoiceAdd(state: VoicesState, req: IncomingMessage, raw: Buffer, res: ServerResponse): Promise<void> {
  let form: FormData;
  try {
    form = await new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(raw) }).formData();
  } catch {
    return refuse(res, 400, 'invalid_request', 'The request body must be multipart/form-data.');
  }
  const failure = state.failures.shift();
  if (failure) return refuse(res, failure.status, failure.slug ?? 'fake_failure', failure.message ?? `Fake voice failure with status ${failure.status}`);
  const name = form.get('name');
  if (typeof name !== 'string' || !name.trim()) {
    return sendJson(res, 422, { detail: [{ type: 'missing', loc: ['body', 'name'], msg: 'Field required', input: null }] });
  }
  const files = form.getAll('files').filter((file): file is File => file instanceof File);
  if (files.length === 0) return sendJson(res, 422, { detail: [{ type: 'missing', loc: ['body', 'files'], msg: 'Field required', input: null }] });
  const samples = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!looksLikeAudio(bytes)) return refuse(res, 400, 'invalid_file', `The file ${file.name} could not be read as audio.`);
    samples.push({ fileName: file.name, type: file.type, bytes: bytes.length });
  }
  const used = liveVoices(state).length;
  if (used >= state.voiceLimit) {
    return refuse(res, 400, 'voice_limit_reached', `You have reached your maximum amount of custom voices (${used} / ${state.voiceLimit}). You can upgrade your subscription to increase your custom voice limit.`);
  }
  const description = form.get('description');
  const voice: FakeClonedVoice = {
    voiceId: randomBytes(15).toString('base64').replace(/[^A-Za-z0-9]/g, '').padEnd(20, 'x').slice(0, 20),
    name,
    ...(typeof description === 'string' ? { description } : {}),
    removeBackgroundNoise: form.get('remove_background_noise') === 'true',
    samples,
    createdAt: Date.now(),
    deleted: false,
  };
  state.clonedVoices.push(voice);
  if (state.addDelayMs) await new Promise((resolve) => setTimeout(resolve, state.addDelayMs));
  sendJson(res, 200, { voice_id: voice.voiceId, requires_verification: false });
}

/** DELETE /v1/voices/{voice_id}: `{status: 'ok'}`; an unknown or deleted voice is 400 voice_does_not_exist. */
export function answerVoiceDelete(state: VoicesState, voiceId: string, res: ServerResponse): void {
  const failure = state.failures.shift();
  if (failure) return refuse(res, failure.status, failure.slug ?? 'fake_failure', failure.message ?? `Fake voice failure with status ${failure.status}`);
  const voice = state.clonedVoices.find((candidate) => candidate.voiceId === voiceId && !candidate.deleted);
  if (!voice) return refuse(res, 400, 'voice_does_not_exist', `A voice with the voice_id ${voiceId} does not exist.`);
  voice.deleted = true;
  sendJson(res, 200, { status: 'ok' });
}

/** GET /v1/voices: the account's cloned voices (the premade ones are left out: nothing here reads them). */
export function answerVoiceList(state: VoicesState, res: ServerResponse): void {
  const failure = state.failures.shift();
  if (failure) return refuse(res, failure.status, failure.slug ?? 'fake_failure', failure.message ?? `Fake voice failure with status ${failure.status}`);
  const voices = liveVoices(state).map((voice) => ({
    voice_id: voice.voiceId,
    name: voice.name,
    category: 'cloned',
    ...(voice.description ? { description: voice.description } : {}),
    created_at_unix: Math.floor(voice.createdAt / 1000),
  }));
  sendJson(res, 200, { voices });
}

/** GET /v1/user/subscription, every field the SDK requires, with the custom voice slots in use and the limit. */
export function answerSubscription(state: VoicesState, res: ServerResponse): void {
  sendJson(res, 200, {
    tier: 'pro',
    character_count: 0,
    character_limit: 500_000,
    max_credit_limit_extension: 0,
    can_extend_character_limit: true,
    allowed_to_extend_character_limit: true,
    voice_slots_used: liveVoices(state).length,
    professional_voice_slots_used: 0,
    professional_voice_slots_used_in_workspace: 0,
    voice_limit: state.voiceLimit,
    voice_add_edit_counter: state.clonedVoices.length,
    professional_voice_limit: 1,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: true,
    can_use_professional_voice_cloning: true,
    current_overage: { amount: '0', currency: 'usd' },
    status: 'active',
    open_invoices: [],
    has_open_invoices: false,
  });
}

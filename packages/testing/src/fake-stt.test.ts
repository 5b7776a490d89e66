// The modules themselves, not @fanline/services' index, which would load every service (and the database layer) for nothing.
import { AppError } from '../../services/src/errors';
import { createSpeechToText, type AudioFile } from '../../services/src/speech-to-text';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeElevenLabs, type FakeElevenLabs } from './fake-elevenlabs';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

let elevenlabs: FakeElevenLabs;
let openai: FakeOpenAI;

beforeAll(async () => {
  [elevenlabs, openai] = await Promise.all([startFakeElevenLabs(), startFakeOpenAI()]);
});
afterEach(() => {
  for (const fake of [elevenlabs, openai]) {
    delete fake.requireApiKey;
    fake.transcribe(() => 'this is what the fan said');
  }
  elevenlabs.transcriptions.length = 0;
  openai.transcriptionRequests.length = 0;
});
afterAll(() => Promise.all([elevenlabs.close(), openai.close()]));

/** Every byte value, and the bytes a careless multipart parser trips on (CR LF, dashes, NUL). */
const VOICE = Uint8Array.from([...Array.from({ length: 256 }, (_, i) => i), ...Buffer.from('\r\n--boundary\r\n\0\xff')]);

function voiceNote(overrides: Partial<AudioFile> = {}): AudioFile {
  return { data: VOICE, mimeType: 'audio/ogg', durationSeconds: 90, ...overrides };
}

function elevenlabsStt(apiKey = 'xi-test') {
  return createSpeechToText({ provider: 'elevenlabs', apiKey, baseUrl: elevenlabs.url, timeoutMs: 5_000 });
}

function openaiStt(apiKey = 'sk-test') {
  return createSpeechToText({ provider: 'openai', apiKey, baseUrl: openai.baseURL, timeoutMs: 5_000 });
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A multipart POST as a client other than the SDKs might send it; the status the fake answered. */
async function post(url: string, fields: Record<string, string | File>, headers: Record<string, string> = {}): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return (await fetch(url, { method: 'POST', headers, body: form })).status;
}

const oggFile = (bytes: Uint8Array = VOICE, name = 'voice.ogg') => new File([bytes], name, { type: 'audio/ogg' });

describe('speech to text through ElevenLabs', () => {
  it('sends the exact bytes as scribe_v1 and prices the stated length', async () => {
    let heard: Uint8Array | undefined;
    elevenlabs.requireApiKey = 'xi-test';
    elevenlabs.transcribe((audio) => {
      heard = audio;
      return ' hey, loved the show ';
    });
    const transcript = await elevenlabsStt().transcribe(voiceNote());
    expect(transcript).toEqual({ text: 'hey, loved the show', provider: 'elevenlabs', model: 'scribe_v1', costUsd: 0.01 });
    expect(heard).toEqual(VOICE);
    expect(elevenlabs.transcriptions).toEqual([{ modelId: 'scribe_v1', bytes: VOICE.length, fileName: 'voice.ogg' }]);
  });

  it('costs nothing when the length is unknown', async () => {
    expect((await elevenlabsStt().transcribe(voiceNote({ durationSeconds: null }))).costUsd).toBe(0);
  });

  it('refuses what ElevenLabs refuses: no key, a wrong key, no model, an unknown model, no file, an empty file', async () => {
    const url = `${elevenlabs.url}/v1/speech-to-text`;
    const key = { 'xi-api-key': 'xi-test' };
    expect(await post(url, { model_id: 'scribe_v1', file: oggFile() })).toBe(401);
    elevenlabs.requireApiKey = 'xi-test';
    expect(await post(url, { model_id: 'scribe_v1', file: oggFile() }, { 'xi-api-key': 'xi-wrong' })).toBe(401);
    expect(await post(url, { file: oggFile() }, key)).toBe(422);
    expect(await post(url, { model_id: 'eleven_multilingual_v2', file: oggFile() }, key)).toBe(400);
    expect(await post(url, { model_id: 'scribe_v1' }, key)).toBe(400);
    expect(await post(url, { model_id: 'scribe_v1', file: oggFile(new Uint8Array()) }, key)).toBe(400);
    expect(await post(url, { model_id: 'scribe_v1', file: oggFile() }, key)).toBe(200);
    expect(elevenlabs.transcriptions).toHaveLength(1);
  });

  it('throws when ElevenLabs refuses the key', async () => {
    elevenlabs.requireApiKey = 'xi-test';
    const error = await failureOf(elevenlabsStt('xi-wrong').transcribe(voiceNote()));
    expect(error).toMatchObject({ code: 'BAD_GATEWAY', message: 'ElevenLabs could not transcribe this voice note (401)' });
  });

  it('throws a failure that outlasts the retry, and recovers after it', async () => {
    elevenlabs.failTranscriptionNext(2, 503);
    const error = await failureOf(elevenlabsStt().transcribe(voiceNote()));
    expect(error).toMatchObject({ code: 'BAD_GATEWAY', message: expect.stringContaining('(503)') });
    expect((await elevenlabsStt().transcribe(voiceNote())).text).toBe('this is what the fan said');
  });

  it('throws when nothing could be heard', async () => {
    elevenlabs.transcribe(() => '  \n ');
    expect(await failureOf(elevenlabsStt().transcribe(voiceNote()))).toMatchObject({ code: 'BAD_REQUEST', message: 'Nothing could be heard in this voice note' });
    expect(await failureOf(elevenlabsStt().transcribe(voiceNote({ data: new Uint8Array() })))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('speech to text through OpenAI', () => {
  it('sends the exact bytes to whisper-1 under a name whose extension matches the audio, and prices the stated length', async () => {
    let heard: { audio: Uint8Array; fileName: string } | undefined;
    openai.requireApiKey = 'sk-test';
    openai.transcribe((audio, fileName) => {
      heard = { audio, fileName };
      return 'see you at the gig';
    });
    const transcript = await openaiStt().transcribe(voiceNote({ mimeType: 'audio/mp4' }));
    expect(transcript).toEqual({ text: 'see you at the gig', provider: 'openai', model: 'whisper-1', costUsd: 0.009 });
    expect(heard).toEqual({ audio: VOICE, fileName: 'voice.m4a' });
    expect(openai.transcriptionRequests).toEqual([{ model: 'whisper-1', fileName: 'voice.m4a', bytes: VOICE.length }]);
  });

  it('names audio of an unknown type voice.ogg, and MP3 voice.mp3', async () => {
    await openaiStt().transcribe(voiceNote({ mimeType: null }));
    await openaiStt().transcribe(voiceNote({ mimeType: 'audio/mpeg' }));
    expect(openai.transcriptionRequests.map((r) => r.fileName)).toEqual(['voice.ogg', 'voice.mp3']);
  });

  it('refuses what OpenAI refuses: no model, an unknown model, no file, an empty file, a format it does not read, over 25 MiB', async () => {
    const url = `${openai.baseURL}/audio/transcriptions`;
    expect(await post(url, { file: oggFile() })).toBe(400);
    expect(await post(url, { model: 'whisper-2', file: oggFile() })).toBe(404);
    expect(await post(url, { model: 'whisper-1' })).toBe(400);
    expect(await post(url, { model: 'whisper-1', file: oggFile(new Uint8Array()) })).toBe(400);
    expect(await post(url, { model: 'whisper-1', file: oggFile(VOICE, 'voice.aac') })).toBe(400);
    expect(await post(url, { model: 'whisper-1', file: oggFile(VOICE, 'voice') })).toBe(400);
    expect(await post(url, { model: 'whisper-1', file: oggFile(new Uint8Array(26_214_401)) })).toBe(413);
    expect(await post(url, { model: 'gpt-4o-mini-transcribe', file: oggFile(VOICE, 'voice.OGA') })).toBe(200);
    expect(openai.transcriptionRequests).toEqual([{ model: 'gpt-4o-mini-transcribe', fileName: 'voice.OGA', bytes: VOICE.length }]);
  });

  it("answers an unreadable format with the API's message", async () => {
    const form = new FormData();
    form.append('model', 'whisper-1');
    form.append('file', oggFile(VOICE, 'voice.aac'));
    const body = (await (await fetch(`${openai.baseURL}/audio/transcriptions`, { method: 'POST', body: form })).json()) as { error: { message: string } };
    expect(body.error.message).toBe("Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']");
  });

  it('does not upload a note over the limit', async () => {
    const error = await failureOf(openaiStt().transcribe(voiceNote({ data: new Uint8Array(25 * 1024 * 1024 + 1) })));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'This voice note is too long to transcribe' });
    expect(openai.transcriptionRequests).toHaveLength(0);
  });

  it('throws when OpenAI refuses the key', async () => {
    openai.requireApiKey = 'sk-test';
    const error = await failureOf(openaiStt('sk-wrong').transcribe(voiceNote()));
    expect(error).toMatchObject({ code: 'BAD_GATEWAY', message: 'OpenAI could not transcribe this voice note (401)' });
  });

  it('throws a failure that outlasts the retry, and recovers after it', async () => {
    openai.failTranscriptionNext(2, 503);
    const error = await failureOf(openaiStt().transcribe(voiceNote()));
    expect(error).toMatchObject({ code: 'BAD_GATEWAY', message: expect.stringContaining('(503)') });
    expect((await openaiStt().transcribe(voiceNote())).text).toBe('this is what the fan said');
  });

  it('throws when nothing could be heard', async () => {
    openai.transcribe(() => '');
    expect(await failureOf(openaiStt().transcribe(voiceNote()))).toMatchObject({ code: 'BAD_REQUEST', message: 'Nothing could be heard in this voice note' });
  });
});

describe('createSpeechToText', () => {
  it('refuses to start without an API key', () => {
    expect(() => createSpeechToText({ provider: 'openai', apiKey: '', baseUrl: openai.baseURL })).toThrow(AppError);
  });
});

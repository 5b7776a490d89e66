import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeSpeechAudio, fakeSpeechPcm, startFakeElevenLabs, type FakeElevenLabs } from './fake-elevenlabs';
import { wavOfSeconds } from './audio-samples';

let elevenlabs: FakeElevenLabs;

beforeAll(async () => {
  elevenlabs = await startFakeElevenLabs();
});
afterEach(() => {
  delete elevenlabs.requireApiKey;
});
afterAll(async () => {
  await elevenlabs.close();
});

/** A text-to-speech request as the ElevenLabs SDK sends it. */
async function speak(text: string, opts: { voiceId?: string; apiKey?: string | null; path?: string; outputFormat?: string } = {}) {
  const { voiceId = 'voice-luna', apiKey = 'xi-test', path = '', outputFormat = 'mp3_44100_128' } = opts;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey !== null) headers['xi-api-key'] = apiKey;
  const res = await fetch(`${elevenlabs.url}/v1/text-to-speech/${voiceId}${path}?output_format=${outputFormat}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ text, model_id: 'eleven_multilingual_v2' }),
  });
  const contentType = res.headers.get('content-type') ?? '';
  const body = contentType.startsWith('application/json') ? ((await res.json()) as unknown) : Buffer.from(await res.arrayBuffer());
  return { status: res.status, contentType, body };
}

describe('fake ElevenLabs text-to-speech', () => {
  it('answers MP3 bytes and records the request', async () => {
    const { status, contentType, body } = await speak('Hello there', { voiceId: 'voice-luna' });
    expect(status).toBe(200);
    expect(contentType).toBe('audio/mpeg');
    expect(body).toEqual(fakeSpeechAudio('Hello there'));
    const audio = body as Buffer;
    expect(audio.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect([audio[10], audio[11]]).toEqual([0xff, 0xfb]);
    expect(elevenlabs.requests.at(-1)).toEqual({
      voiceId: 'voice-luna',
      text: 'Hello there',
      modelId: 'eleven_multilingual_v2',
      outputFormat: 'mp3_44100_128',
      apiKey: 'xi-test',
    });
  });

  it('sends more audio for longer text, and different audio for different text', async () => {
    const short = (await speak('Hi')).body as Buffer;
    const long = (await speak('Hi, it is lovely to hear from you again!')).body as Buffer;
    expect(short.length).toBe(200 + 10 * 'Hi'.length);
    expect(long.length).toBeGreaterThan(short.length);
    expect((await speak('Ho')).body).not.toEqual(short);
  });

  it('serves the /stream endpoint the same way', async () => {
    const { status, contentType, body } = await speak('Streaming now', { path: '/stream' });
    expect(status).toBe(200);
    expect(contentType).toBe('audio/mpeg');
    expect(body).toEqual(fakeSpeechAudio('Streaming now'));
  });

  it('fails the next requests in ElevenLabs’ error shape, then recovers', async () => {
    elevenlabs.failNext(2, 500, 'Something broke');
    const first = await speak('one');
    const second = await speak('two');
    const third = await speak('three');
    expect(first).toMatchObject({ status: 500, body: { detail: { status: 'internal_server_error', message: 'Something broke' } } });
    expect(second.status).toBe(500);
    expect(third.status).toBe(200);
  });

  it('rejects a missing or wrong API key when one is required', async () => {
    elevenlabs.requireApiKey = 'xi-right';
    const missing = await speak('hi', { apiKey: null });
    const wrong = await speak('hi', { apiKey: 'xi-wrong' });
    const right = await speak('hi', { apiKey: 'xi-right' });
    expect(missing).toMatchObject({ status: 401, body: { detail: { status: 'needs_authorization' } } });
    expect(wrong).toMatchObject({ status: 401, body: { detail: { status: 'invalid_api_key', message: 'Invalid API key' } } });
    expect(right.status).toBe(200);
  });

  it('answers raw 16-bit PCM for a pcm_ format, as ElevenLabs does (no header)', async () => {
    const { status, body } = await speak('Hello there', { outputFormat: 'pcm_22050' });
    expect(status).toBe(200);
    expect(body).toEqual(fakeSpeechPcm('Hello there', 22050));
    expect((body as Buffer).length).toBe(2 * Math.round(22050 * 0.05 * 'Hello there'.length));
  });

  it('answers Ogg/Opus for the opus formats, as WhatsApp voice notes need', async () => {
    const { status, contentType, body } = await speak('Hello there', { outputFormat: 'opus_48000_32' });
    expect(status).toBe(200);
    expect(contentType).toBe('audio/ogg');
    expect((body as Buffer).subarray(0, 4).toString('latin1')).toBe('OggS');
    expect((body as Buffer).includes('OpusHead')).toBe(true);
  });

  it('rejects empty text, formats other than MP3, PCM and Opus, and unknown paths', async () => {
    expect((await speak('   ')).status).toBe(400);
    expect(await speak('hi', { outputFormat: 'opus_48000_48' })).toMatchObject({ status: 400, body: { detail: { status: 'invalid_output_format' } } });
    expect(await speak('hi', { outputFormat: 'ulaw_8000' })).toMatchObject({ status: 400, body: { detail: { status: 'invalid_output_format' } } });
    expect(await speak('hi', { outputFormat: 'pcm_12345' })).toMatchObject({ status: 400, body: { detail: { status: 'invalid_output_format' } } });
    const res = await fetch(`${elevenlabs.url}/v1/sound-generation/unknown`);
    expect(res.status).toBe(404);
  });
});

describe('the voice library (Instant Voice Cloning)', () => {
  const add = async (files: { name: string; bytes: Buffer }[], name = 'Mia') => {
    const form = new FormData();
    form.set('name', name);
    form.set('remove_background_noise', 'true');
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    const res = await fetch(`${elevenlabs.url}/v1/voices/add`, { method: 'POST', headers: { 'xi-api-key': 'xi-test' }, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('clones from audio, refuses a file that is not, stops at the slot limit, and speaks no more in a deleted voice', async () => {
    const made = await add([{ name: 'take.wav', bytes: wavOfSeconds(2) }]);
    expect(made).toEqual({ status: 200, body: { voice_id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), requires_verification: false } });
    const voiceId = made.body.voice_id as string;
    expect(elevenlabs.clonedVoices.at(-1)).toMatchObject({ voiceId, name: 'Mia', removeBackgroundNoise: true, samples: [{ fileName: 'take.wav' }] });

    expect((await add([{ name: 'notes.mp3', bytes: Buffer.from('plain text, not audio') }])).body).toEqual({ detail: { status: 'invalid_file', message: expect.any(String) } });
    const limit = elevenlabs.voiceLimit;
    elevenlabs.voiceLimit = elevenlabs.clonedVoices.filter((voice) => !voice.deleted).length;
    const full = await add([{ name: 'take.wav', bytes: wavOfSeconds(2) }]);
    elevenlabs.voiceLimit = limit;
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ detail: { status: 'voice_limit_reached' } });

    expect((await speak('hello', { voiceId })).status).toBe(200);
    const deleted = await fetch(`${elevenlabs.url}/v1/voices/${voiceId}`, { method: 'DELETE', headers: { 'xi-api-key': 'xi-test' } });
    expect(await deleted.json()).toEqual({ status: 'ok' });
    expect((await speak('hello', { voiceId })).body).toMatchObject({ detail: { status: 'voice_not_found' } });
    const again = await fetch(`${elevenlabs.url}/v1/voices/${voiceId}`, { method: 'DELETE', headers: { 'xi-api-key': 'xi-test' } });
    expect(again.status).toBe(400);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../testing/src/fake-server';
import { fakeSpeechAudio, startFakeElevenLabs, type FakeElevenLabs } from '../../testing/src/fake-elevenlabs';
import { AppError } from './errors';
import { MAX_SPOKEN_CHARACTERS, createVoiceSynthesizer, trimForSpeech, wavFromPcm, type VoiceSynthesizer } from './voice-synthesis';

let elevenlabs: FakeElevenLabs;
let voice: VoiceSynthesizer;

beforeAll(async () => {
  elevenlabs = await startFakeElevenLabs();
  elevenlabs.requireApiKey = 'xi-test';
  voice = createVoiceSynthesizer({ apiKey: 'xi-test', baseUrl: elevenlabs.url, timeoutMs: 5_000 });
});
afterEach(() => {
  elevenlabs.requests.length = 0;
});
afterAll(async () => {
  await elevenlabs.close();
});

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createVoiceSynthesizer', () => {
  it('returns exactly the MP3 bytes ElevenLabs sent, and asks for the voice, text and model', async () => {
    const audio = await voice.synthesize('voice-luna', 'Hey you, thanks for the tip!');
    expect(voice.isConfigured()).toBe(true);
    expect(audio).toEqual(fakeSpeechAudio('Hey you, thanks for the tip!'));
    expect(elevenlabs.requests).toEqual([
      { voiceId: 'voice-luna', text: 'Hey you, thanks for the tip!', modelId: 'eleven_multilingual_v2', outputFormat: 'mp3_44100_128', apiKey: 'xi-test' },
    ]);
  });

  it('uses the configured model', async () => {
    const turbo = createVoiceSynthesizer({ apiKey: 'xi-test', baseUrl: elevenlabs.url, modelId: 'eleven_turbo_v2_5' });
    await turbo.synthesize('voice-luna', 'Hi');
    expect(elevenlabs.requests.at(-1)?.modelId).toBe('eleven_turbo_v2_5');
  });

  it('says how to enable voice replies when no API key is set, without calling out', async () => {
    const unconfigured = createVoiceSynthesizer({ baseUrl: elevenlabs.url });
    expect(unconfigured.isConfigured()).toBe(false);
    const error = await failureOf(unconfigured.synthesize('voice-luna', 'Hi'));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Voice replies are not configured on this server (set ELEVENLABS_API_KEY)');
    expect(elevenlabs.requests).toEqual([]);
  });

  it('maps a persistent 500 to BAD_GATEWAY after one retry', async () => {
    elevenlabs.failNext(2, 500);
    const error = await failureOf(voice.synthesize('voice-luna', 'Hi'));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe('ElevenLabs could not synthesise this reply (500)');
    expect(elevenlabs.requests).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    elevenlabs.failNext(1, 503);
    await expect(voice.synthesize('voice-luna', 'Hi')).resolves.toEqual(fakeSpeechAudio('Hi'));
  });

  it('maps a refused API key to BAD_GATEWAY without retrying', async () => {
    const wrongKey = createVoiceSynthesizer({ apiKey: 'xi-wrong', baseUrl: elevenlabs.url });
    const error = await failureOf(wrongKey.synthesize('voice-luna', 'Hi'));
    expect(error).toMatchObject({ code: 'BAD_GATEWAY', message: 'ElevenLabs could not synthesise this reply (401)' });
    expect(elevenlabs.requests).toHaveLength(1);
  });

  it('sends long text trimmed to whole sentences', async () => {
    const sentence = 'This is one sentence of a long reply. ';
    const long = sentence.repeat(100);
    await voice.synthesize('voice-luna', long);
    const sent = elevenlabs.requests.at(-1)?.text ?? '';
    expect(sent.length).toBeLessThanOrEqual(MAX_SPOKEN_CHARACTERS);
    expect(sent.length).toBeGreaterThan(MAX_SPOKEN_CHARACTERS - sentence.length);
    expect(sent.endsWith('long reply.')).toBe(true);
  });

  it('refuses blank text without calling out', async () => {
    const error = await failureOf(voice.synthesize('voice-luna', '  \n '));
    expect(error.code).toBe('BAD_REQUEST');
    expect(elevenlabs.requests).toEqual([]);
  });

  it('gives up on audio that stops arriving', async () => {
    const stalled = await startFakeServer((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.write(fakeSpeechAudio('Hi').subarray(0, 50));
    });
    try {
      const slow = createVoiceSynthesizer({ apiKey: 'xi-test', baseUrl: stalled.url, timeoutMs: 200 });
      const error = await failureOf(slow.synthesize('voice-luna', 'Hi'));
      expect(error).toMatchObject({ code: 'BAD_GATEWAY', message: 'ElevenLabs could not synthesise this reply (timeout)' });
    } finally {
      await stalled.close();
    }
  });
});

describe('trimForSpeech', () => {
  it('keeps text that fits, trimmed of surrounding whitespace', () => {
    expect(trimForSpeech('  Hello there.  ', 20)).toBe('Hello there.');
    expect(trimForSpeech('Exactly ten', 11)).toBe('Exactly ten');
  });

  it('ends at the last whole sentence that fits', () => {
    expect(trimForSpeech('One two. Three four! Five six seven?', 25)).toBe('One two. Three four!');
    expect(trimForSpeech('Hi. ¿Qué tal? Bien.', 14)).toBe('Hi. ¿Qué tal?');
    expect(trimForSpeech('こんにちは。ありがとう。またね。', 13)).toBe('こんにちは。ありがとう。');
  });

  it('cuts a single over-long sentence at a word boundary', () => {
    expect(trimForSpeech('one two three four five', 12)).toBe('one two');
    expect(trimForSpeech('one two three four five', 13)).toBe('one two three');
  });

  it('cuts text without spaces without splitting a character', () => {
    expect(trimForSpeech('abcdefgh', 5)).toBe('abcde');
    expect(trimForSpeech('ab😀cd', 3)).toBe('ab');
  });

  it('gives an empty string for blank text', () => {
    expect(trimForSpeech('   ')).toBe('');
  });
});

describe('wavFromPcm', () => {
  it('wraps 16-bit mono PCM in the 44-byte RIFF header players and Instagram read', () => {
    const pcm = Buffer.from([1, 0, 2, 0, 3, 0]);
    const wav = wavFromPcm(pcm, 22_050);
    expect(wav.length).toBe(44 + pcm.length);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + pcm.length);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt32LE(28), wav.readUInt16LE(32), wav.readUInt16LE(34)]).toEqual([1, 1, 22_050, 44_100, 2, 16]);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(pcm.length);
    expect(wav.subarray(44)).toEqual(pcm);
  });
});

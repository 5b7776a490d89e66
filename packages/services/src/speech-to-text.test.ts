import { describe, expect, it } from 'vitest';
import { audioFileNameFor, sttProviderOf, transcriptionCostUsd } from './speech-to-text';

describe('sttProviderOf', () => {
  it('takes STT_PROVIDER when set, whatever keys there are', () => {
    expect(sttProviderOf({ STT_PROVIDER: 'openai', ELEVENLABS_API_KEY: 'xi', OPENAI_API_KEY: 'sk' })).toBe('openai');
    expect(sttProviderOf({ STT_PROVIDER: 'elevenlabs' })).toBe('elevenlabs');
  });

  it('otherwise prefers ElevenLabs, then OpenAI, by which key is set', () => {
    expect(sttProviderOf({ ELEVENLABS_API_KEY: 'xi', OPENAI_API_KEY: 'sk' })).toBe('elevenlabs');
    expect(sttProviderOf({ OPENAI_API_KEY: 'sk' })).toBe('openai');
    expect(sttProviderOf({ ELEVENLABS_API_KEY: '', OPENAI_API_KEY: 'sk' })).toBe('openai');
  });

  it('is null with neither key', () => {
    expect(sttProviderOf({})).toBeNull();
    expect(sttProviderOf({ ELEVENLABS_API_KEY: '', OPENAI_API_KEY: '' })).toBeNull();
  });
});

describe('transcriptionCostUsd', () => {
  it('prices the stated length per minute at list price, to a millionth', () => {
    expect(transcriptionCostUsd('openai', 60)).toBe(0.006);
    expect(transcriptionCostUsd('openai', 7)).toBe(0.0007);
    expect(transcriptionCostUsd('elevenlabs', 3600)).toBe(0.4);
    expect(transcriptionCostUsd('elevenlabs', 7)).toBe(0.000778);
  });

  it('is 0 when the length is unknown or not positive', () => {
    expect(transcriptionCostUsd('openai', null)).toBe(0);
    expect(transcriptionCostUsd('elevenlabs', 0)).toBe(0);
    expect(transcriptionCostUsd('openai', -3)).toBe(0);
    expect(transcriptionCostUsd('openai', Number.NaN)).toBe(0);
  });
});

describe('audioFileNameFor', () => {
  it('names the file with the extension of its MIME type', () => {
    expect(audioFileNameFor('audio/ogg')).toBe('voice.ogg');
    expect(audioFileNameFor('audio/ogg; codecs=opus')).toBe('voice.ogg');
    expect(audioFileNameFor('audio/mpeg')).toBe('voice.mp3');
    expect(audioFileNameFor('audio/mp4')).toBe('voice.m4a');
    expect(audioFileNameFor('audio/x-m4a')).toBe('voice.m4a');
    expect(audioFileNameFor('AUDIO/WAV')).toBe('voice.wav');
    expect(audioFileNameFor('audio/webm')).toBe('voice.webm');
  });

  it('falls back to .ogg, what Telegram voice notes are', () => {
    expect(audioFileNameFor(null)).toBe('voice.ogg');
    expect(audioFileNameFor('application/octet-stream')).toBe('voice.ogg');
  });
});

import { describe, expect, it } from 'vitest';
import { downmix, encodeWav, RECORDING_RATE } from './wav-file';

describe('encodeWav', () => {
  it('writes a 44-byte RIFF header that states the length, then 16-bit samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 0.5, 2]), RECORDING_RATE);
    const view = new DataView(wav);
    const text = (offset: number) => String.fromCharCode(...new Uint8Array(wav, offset, 4));
    expect(wav.byteLength).toBe(44 + 10);
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(36 + 10);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 16383, 32767]);
  });

  it('keeps five minutes of speech under the 10 MB a sample may weigh', () => {
    expect(44 + 5 * 60 * RECORDING_RATE * 2).toBeLessThan(10 * 1024 * 1024);
  });
});

describe('downmix', () => {
  it('averages the channels, and hands one channel back as it is', () => {
    expect(Array.from(downmix([new Float32Array([1, 0.5]), new Float32Array([0, 0.5])]))).toEqual([0.5, 0.5]);
    const mono = new Float32Array([0.25]);
    expect(downmix([mono])).toBe(mono);
    expect(downmix([])).toHaveLength(0);
  });
});

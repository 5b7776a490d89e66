import { describe, expect, it } from 'vitest';
import { clockOf, formatBytes, lengthVerdict, sampleProblem, type Recording } from './recordings';

const file = (name: string, bytes: number, type = 'audio/wav') => new File([new Uint8Array(bytes)], name, { type });
const take = (seconds: number | null | undefined): Recording => ({ id: String(Math.random()), file: file('a.wav', 1), seconds, fromMicrophone: false });

describe('sampleProblem', () => {
  it('takes audio by type or by name, up to 10 MB and the tenth file', () => {
    expect(sampleProblem(file('me.wav', 10), 0)).toBeNull();
    expect(sampleProblem(file('me.m4a', 10, ''), 9)).toBeNull();
    expect(sampleProblem(file('notes.txt', 10, 'text/plain'), 0)).toBe('notes.txt is not an audio recording (MP3, WAV, M4A, OGG or WebM)');
    expect(sampleProblem(file('big.wav', 10 * 1024 * 1024 + 1), 0)).toBe('big.wav is over 10 MB');
    expect(sampleProblem(file('me.wav', 10), 10)).toBe('Add at most 10 recordings');
  });
});

describe('lengthVerdict', () => {
  it('says how far the total is from 30 s to 5 min', () => {
    expect(lengthVerdict([]).tone).toBe('empty');
    expect(lengthVerdict([take(12), take(8)])).toMatchObject({ seconds: 20, tone: 'short', message: 'Add 10 s more: a clone needs at least 30 seconds.' });
    expect(lengthVerdict([take(30)]).tone).toBe('ok');
    expect(lengthVerdict([take(300)]).tone).toBe('ok');
    expect(lengthVerdict([take(200), take(125)])).toMatchObject({ tone: 'long', message: 'Over 5 minutes in all: remove 25 s or more.' });
  });

  it('counts a length the browser could not read as unknown, not as short', () => {
    expect(lengthVerdict([take(10), take(null)])).toMatchObject({ seconds: 10, partial: true, tone: 'short', message: expect.stringContaining('unknown') });
    expect(lengthVerdict([take(40), take(undefined)])).toMatchObject({ partial: true, tone: 'ok' });
  });
});

describe('formats', () => {
  it('shows sizes and clocks the way the list does', () => {
    expect(formatBytes(480_044)).toBe('469 KB');
    expect(formatBytes(9_600_044)).toBe('9.2 MB');
    expect(clockOf(42.7)).toBe('0:42');
    expect(clockOf(245)).toBe('4:05');
  });
});

import { describe, expect, it } from 'vitest';
import { splitForTelegram } from './telegram-text';

describe('splitForTelegram', () => {
  it('keeps short replies whole and drops empty ones', () => {
    expect(splitForTelegram('hi there')).toEqual(['hi there']);
    expect(splitForTelegram('   ')).toEqual([]);
  });

  it('never exceeds the limit and loses no words', () => {
    const text = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const parts = splitForTelegram(text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.length <= 4096)).toBe(true);
    expect(parts.join(' ')).toBe(text);
  });

  it('prefers paragraph boundaries', () => {
    const a = 'a'.repeat(60);
    const b = 'b'.repeat(30);
    expect(splitForTelegram(`${a}\n\n${b}`, 80)).toEqual([a, b]);
  });

  it('falls back to sentence ends, then to a hard cut', () => {
    expect(splitForTelegram('One two three. Four five six seven.', 20)).toEqual(['One two three.', 'Four five six seven.']);
    expect(splitForTelegram('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});

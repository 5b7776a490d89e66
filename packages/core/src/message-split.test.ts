import { describe, expect, it } from 'vitest';
import { splitMessage } from './message-split';

describe('splitMessage', () => {
  it('keeps short replies whole and drops empty ones', () => {
    expect(splitMessage('hi there')).toEqual(['hi there']);
    expect(splitMessage('   ')).toEqual([]);
  });

  it('never exceeds the limit and loses no words', () => {
    const text = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const parts = splitMessage(text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.length <= 4096)).toBe(true);
    expect(parts.join(' ')).toBe(text);
  });

  it('prefers paragraph boundaries', () => {
    const a = 'a'.repeat(60);
    const b = 'b'.repeat(30);
    expect(splitMessage(`${a}\n\n${b}`, 80)).toEqual([a, b]);
  });

  it('falls back to sentence ends, then to a hard cut', () => {
    expect(splitMessage('One two three. Four five six seven.', 20)).toEqual(['One two three.', 'Four five six seven.']);
    expect(splitMessage('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});

import { describe, expect, it } from 'vitest';
import { createSecretBox, maskSecret } from './secrets';

const box = createSecretBox('x'.repeat(40));

describe('createSecretBox', () => {
  it('round-trips and never stores the clear text', () => {
    const sealed = box.encrypt('123456:SECRET-TOKEN');
    expect(sealed).not.toContain('SECRET');
    expect(box.decrypt(sealed)).toBe('123456:SECRET-TOKEN');
  });

  it('uses a fresh IV each time', () => {
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses tampered ciphertext and another key', () => {
    const sealed = box.encrypt('secret');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.decrypt(tampered)).toThrow();
    expect(() => createSecretBox('y'.repeat(40)).decrypt(sealed)).toThrow();
  });

  it('gives a stable keyed digest', () => {
    expect(box.digest('t')).toBe(box.digest('t'));
    expect(box.digest('t')).not.toBe(createSecretBox('y'.repeat(40)).digest('t'));
  });

  it('needs a long enough APP_SECRET', () => {
    expect(() => createSecretBox('short')).toThrow('APP_SECRET must be at least 32 characters');
  });
});

describe('maskSecret', () => {
  it('keeps the public bot id and the last 4 characters', () => {
    expect(maskSecret('123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw')).toBe('123456789:••••••••Dsaw');
    expect(maskSecret('284685063:TEST:NjQ2ZDYyMGM2ZjJk')).toBe('284685063:••••••••ZjJk');
    expect(maskSecret('sk_live_abcdef')).toBe('••••••••cdef');
  });
});

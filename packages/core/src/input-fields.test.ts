import { describe, expect, it } from 'vitest';
import { numberField, textField } from './input-fields';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('textField', () => {
  const name = textField('Name', 'Name is required').trim().min(1, 'Name is required');

  it('refuses NUL and lone surrogates, naming the field once', () => {
    expect(messagesOf(name.safeParse('Lu\u0000na'))).toEqual(['Name must not contain a NUL character']);
    expect(messagesOf(name.safeParse('\u0000'))).toEqual(['Name must not contain a NUL character']);
    expect(messagesOf(name.safeParse('Lu\uD800na'))).toEqual(['Name must not contain an unpaired surrogate (invalid Unicode)']);
    expect(messagesOf(name.safeParse('\uDC00'))).toEqual(['Name must not contain an unpaired surrogate (invalid Unicode)']);
  });

  it('keeps emoji, combining marks, right-to-left text and other controls', () => {
    for (const ok of ['Luna 💫', 'Zoë', 'Zoe\u0308', 'لونا', '\u202eanul', 'tab\there']) expect(name.parse(ok)).toBe(ok);
  });

  it('answers a non-string with its type message, or "<label> must be text"', () => {
    expect(messagesOf(name.safeParse(null))).toEqual(['Name is required']);
    expect(messagesOf(textField('Reason').safeParse(5))).toEqual(['Reason must be text']);
  });
});

describe('numberField', () => {
  const temperature = numberField('Temperature', (n) => n.min(0).max(2));

  it('takes numbers and decimal numerals', () => {
    expect(temperature.parse(0.8)).toBe(0.8);
    expect(temperature.parse(' 1.5 ')).toBe(1.5);
    expect(temperature.parse('.5')).toBe(0.5);
  });

  it('refuses null, blanks, booleans, lists, objects and non-numerals instead of reading them as 0 or 1', () => {
    for (const bad of [null, '', '  ', true, false, [], [1], {}, 'abc', '0x1', '1e0', 'Infinity', '1\u0000']) {
      expect(messagesOf(temperature.safeParse(bad)), JSON.stringify(bad)).toEqual(['Temperature must be a number']);
    }
  });

  it('applies the field rules after reading the number', () => {
    expect(temperature.safeParse('3').success).toBe(false);
    expect(numberField('Page', (n) => n.int()).default(1).parse(undefined)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { fitInto, fitNamesInto, fitText } from './telegram-limits';

describe('fitText', () => {
  it('keeps text that fits, at the limit too', () => {
    expect(fitText('Luna', 4)).toBe('Luna');
    expect(fitText('', 4)).toBe('');
  });

  it('cuts longer text to the limit, the "…" included', () => {
    expect(fitText('Luna the Moon', 8)).toBe('Luna th…');
    expect(fitText('Luna the Moon', 8)).toHaveLength(8);
    expect(fitText('Luna', 1)).toBe('…');
    expect(fitText('Luna', 0)).toBe('');
  });

  it('drops the spaces before the "…"', () => {
    expect(fitText('Luna the Moon', 6)).toBe('Luna…');
  });

  it('never splits an emoji, however many code units it takes', () => {
    // 🌙 is a surrogate pair; 👩‍👩‍👧 a ZWJ sequence of 8 code units; 🇺🇸 two regional indicators.
    expect(fitText('ab🌙cd', 4)).toBe('ab…');
    expect(fitText('a👩‍👩‍👧bcdefghij', 10)).toBe('a👩‍👩‍👧…');
    expect(fitText('a👩‍👩‍👧bcdefghij', 9)).toBe('a…');
    expect(fitText('🇺🇸🇺🇸', 5)).toBe('🇺🇸…');
    expect(fitText('🇺🇸🇺🇸', 4)).toBe('…');
    for (let max = 1; max < 12; max++) {
      const fitted = fitText('🌙'.repeat(10), max);
      expect(fitted.length).toBeLessThanOrEqual(max);
      expect(fitted).toMatch(/^(🌙)*…?$/u);
    }
  });
});

describe('fitInto', () => {
  const title = (name: string) => `${name}: 30 days`;

  it('shortens only the value, keeping the words around it', () => {
    expect(fitInto(32, 'Luna', title)).toBe('Luna: 30 days');
    expect(fitInto(32, 'L'.repeat(100), title)).toBe(`${'L'.repeat(22)}…: 30 days`);
    expect(fitInto(32, 'L'.repeat(100), title)).toHaveLength(32);
  });

  it('cuts the whole text when the fixed words alone do not fit', () => {
    expect(fitInto(6, 'Luna', title)).toBe('Luna:…');
  });
});

describe('fitNamesInto', () => {
  const line = ([bot, creator]: string[]) => `${bot} is an AI chatbot by ${creator}.`;

  it('shortens the longest name first, so a short one stays whole', () => {
    const fitted = fitNamesInto(40, ['Luna', 'C'.repeat(60)], line);
    expect(fitted).toHaveLength(40);
    expect(fitted.startsWith('Luna is an AI chatbot by C')).toBe(true);
    expect(fitted.endsWith('….')).toBe(true);
  });

  it('keeps both names whole when they fit', () => {
    expect(fitNamesInto(100, ['Luna', 'Ada'], line)).toBe('Luna is an AI chatbot by Ada.');
  });
});

import { describe, expect, it } from 'vitest';
import { countryOf, safetyLanguageOf } from './safety-language';

describe('safetyLanguageOf', () => {
  it('takes the primary subtag of a Telegram/IETF code, in any case', () => {
    expect(safetyLanguageOf('pt-BR')).toBe('pt');
    expect(safetyLanguageOf('pt-br')).toBe('pt');
    expect(safetyLanguageOf('es-MX')).toBe('es');
    expect(safetyLanguageOf('RU')).toBe('ru');
    expect(safetyLanguageOf('id')).toBe('id');
    expect(safetyLanguageOf('in')).toBe('id');
  });

  it('falls back to English for null, empty and uncovered languages', () => {
    expect(safetyLanguageOf(null)).toBe('en');
    expect(safetyLanguageOf(undefined)).toBe('en');
    expect(safetyLanguageOf('')).toBe('en');
    expect(safetyLanguageOf('xx')).toBe('en');
    expect(safetyLanguageOf('uk')).toBe('en');
  });
});

describe('countryOf', () => {
  it('is the region subtag, upper-cased, or null', () => {
    expect(countryOf('en-US')).toBe('US');
    expect(countryOf('pt_br')).toBe('BR');
    expect(countryOf('es-419')).toBe('419');
    expect(countryOf('zh-Hant-TW')).toBe('TW');
    expect(countryOf('en')).toBeNull();
    expect(countryOf(null)).toBeNull();
  });
});

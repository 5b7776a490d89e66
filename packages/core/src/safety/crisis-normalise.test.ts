import { describe, expect, it } from 'vitest';
import { foldPatternSource, normaliseForScreen } from './crisis-normalise';

describe('normaliseForScreen', () => {
  it('lower-cases, drops apostrophes and diacritics, and pads with spaces', () => {
    expect(normaliseForScreen("I'm NOT ok, ça va? Não!")).toBe(' im not ok ca va . nao . ');
  });

  it('writes a repeated letter once, so elongation and plain spelling meet', () => {
    expect(normaliseForScreen('kiiill')).toBe(normaliseForScreen('kill'));
    expect(normaliseForScreen('kiiill')).toBe(' kil ');
  });

  it('reads leetspeak inside words but leaves numbers and sentence ends alone', () => {
    expect(normaliseForScreen('k1ll $uicide d13')).toBe(' kil suicide die ');
    expect(normaliseForScreen('k!ll me!')).toBe(' kil me . ');
    expect(normaliseForScreen('take 50 advil, 20pills, 12th floor')).toBe(' take 50 advil 20pils 12th flor ');
  });

  it('reads a censored word as the crisis word it can only be, and leaves other starred words alone', () => {
    expect(normaliseForScreen('i want to k*ll myself')).toBe(' i want to kil myself ');
    expect(normaliseForScreen('s**cide thoughts, d*e')).toBe(' suicide thoughts die ');
    expect(normaliseForScreen('*hugs* u, 5* review, f*ck')).toBe(' hugs u 5 review f ck ');
  });

  it('joins letters spaced or dotted out, keeping a one-letter word after a known word apart', () => {
    expect(normaliseForScreen('thinking about s u i c i d e a lot')).toBe(' thinking about suicide a lot ');
    expect(normaliseForScreen('i want to d.i.e')).toBe(' i want to die ');
    expect(normaliseForScreen('pienso en s u i c i d a r m e')).toBe(' pienso en suicidarme ');
    expect(normaliseForScreen('я в шоке, i.e. ok')).toBe(' я в шоке i . e . ok ');
  });

  it('keeps Cyrillic and folds й and ё as NFKD does', () => {
    expect(normaliseForScreen('Убей себя. Всё!')).toBe(' убеи себя . все . ');
  });

  it('treats an ellipsis as a pause and other sentence ends as a "." word', () => {
    expect(normaliseForScreen('i just… want to die')).toBe(' i just want to die ');
    expect(normaliseForScreen('no?! . . yes\nok')).toBe(' no . yes . ok ');
  });

  it('turns emoji and other scripts into spaces', () => {
    expect(normaliseForScreen('hi 😂🔥 你好 there')).toBe(' hi there ');
    expect(normaliseForScreen('')).toBe('  ');
  });
});

describe('foldPatternSource', () => {
  it('folds letters like the text, keeping escapes, classes and quantified letters', () => {
    expect(foldPatternSource('Kill (?:myself|me)')).toBe('kil (?:myself|me)');
    expect(foldPatternSource('não quero')).toBe('nao quero');
    expect(foldPatternSource('\\d+ pills')).toBe('\\d+ pils');
    expect(foldPatternSource('[ss]a ss?')).toBe('[ss]a ss?');
    expect(foldPatternSource('убей')).toBe('убеи');
  });
});

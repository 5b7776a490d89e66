import { describe, expect, it } from 'vitest';
import { SAFETY_LANGUAGES } from './safety-language';
import { TELEGRAM_DESCRIPTION_MAX, TELEGRAM_SHORT_DESCRIPTION_MAX } from '../telegram-limits';
import {
  aiDisclosure,
  ageGateTexts,
  carriesCrisisResources,
  crisisReply,
  minorBreakReminder,
  telegramProfileTexts,
} from './safety-texts';

const CREATOR = 'Mia Rose';
const BOT = 'Luna';

describe.each(SAFETY_LANGUAGES)('safety texts in %s', (language) => {
  it('has every text, with the names in place', () => {
    expect(aiDisclosure(language, CREATOR)).toMatch(/^🤖 /);
    expect(aiDisclosure(language, CREATOR)).toContain(CREATOR);
    expect(minorBreakReminder(language, CREATOR)).toMatch(/^🤖 /);
    expect(minorBreakReminder(language, CREATOR)).toContain(CREATOR);
    const gate = ageGateTexts(language);
    for (const text of Object.values(gate)) expect(text.trim()).not.toBe('');
    expect(new Set(Object.values(gate)).size).toBe(5);
    const profile = telegramProfileTexts(language, BOT, CREATOR);
    expect(profile.description).toContain(BOT);
    expect(profile.description).toContain(CREATOR);
    expect(profile.short_description).toContain(CREATOR);
  });

  it('is its own wording, not the English fallback', () => {
    if (language === 'en') return;
    expect(aiDisclosure(language, CREATOR)).not.toBe(aiDisclosure('en', CREATOR));
    expect(crisisReply(language)).not.toBe(crisisReply('en-GB'));
    expect(ageGateTexts(language).question).not.toBe(ageGateTexts('en').question);
  });

  it('points every crisis reply to findahelpline.com', () => {
    expect(crisisReply(language)).toContain('https://findahelpline.com');
    expect(crisisReply(`${language}-US`)).toContain('https://findahelpline.com');
    expect(crisisReply(`${language}-US`)).toContain('988');
  });

  it('keeps the profile texts within Telegram’s limits with 100-character names', () => {
    const long = telegramProfileTexts(language, 'B'.repeat(100), `${'C'.repeat(99)}😀`);
    expect(long.description.length).toBeLessThanOrEqual(TELEGRAM_DESCRIPTION_MAX);
    expect(long.short_description.length).toBeLessThanOrEqual(TELEGRAM_SHORT_DESCRIPTION_MAX);
    expect(long.short_description).toContain('CCCCCCCCCC');
    expect(long.description).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('crisisReply', () => {
  it('names 988 for the US: country US, or English with no country', () => {
    for (const code of ['en', 'en-US', null, undefined, 'xx']) expect(crisisReply(code), String(code)).toContain('988');
    expect(crisisReply('en')).toContain('911');
  });

  it('names the directory and a local emergency number elsewhere, not 988', () => {
    for (const code of ['en-GB', 'pt-BR', 'fr', 'de-DE', 'ru']) {
      expect(crisisReply(code), code).not.toContain('988');
      expect(crisisReply(code), code).not.toContain('911');
    }
    expect(crisisReply('en-GB')).toContain('local emergency number');
  });

  it('tells Spanish speakers anywhere that 988 answers in Spanish in the US', () => {
    expect(crisisReply('es')).toMatch(/988.*español/);
    expect(crisisReply('es-MX')).toMatch(/988.*español/);
    expect(crisisReply('es-US')).toMatch(/988.*español/);
  });

  it('says the bot is an AI that cannot help in an emergency', () => {
    expect(crisisReply('en')).toContain("I'm an AI, so I can't help in an emergency");
    expect(crisisReply('de')).toContain('Ich bin eine KI');
  });
});

describe('language fallback', () => {
  it('uses the primary subtag and falls back to English', () => {
    expect(aiDisclosure('pt-BR', CREATOR)).toBe(aiDisclosure('pt', CREATOR));
    expect(aiDisclosure('xx', CREATOR)).toBe(aiDisclosure('en', CREATOR));
    expect(aiDisclosure(null, CREATOR)).toBe(aiDisclosure('en', CREATOR));
    expect(ageGateTexts('RU')).toEqual(ageGateTexts('ru'));
  });
});

describe('telegramProfileTexts', () => {
  it('keeps short names whole and shortens the longest name first, with an ellipsis', () => {
    const texts = telegramProfileTexts('en', BOT, 'C'.repeat(130));
    expect(texts.description).toContain(`${BOT} is an AI chatbot of`);
    expect(texts.short_description).toMatch(/^🤖 AI chatbot of C+…, not a real person\.$/);
    expect(texts.short_description.length).toBe(TELEGRAM_SHORT_DESCRIPTION_MAX);
  });

  it('says it is an AI chatbot of the creator', () => {
    expect(telegramProfileTexts('en', BOT, CREATOR)).toEqual({
      description: expect.stringContaining(`${BOT} is an AI chatbot of ${CREATOR}`),
      short_description: `🤖 AI chatbot of ${CREATOR}, not a real person.`,
    });
  });
});

describe('carriesCrisisResources', () => {
  it.each(SAFETY_LANGUAGES.flatMap((l) => [l, `${l}-US`]))('finds the resources of the crisis reply in %s', (language) => {
    expect(carriesCrisisResources(crisisReply(language))).toBe(true);
  });

  it.each([
    "I'm so sorry you feel this way 💛 please reach out, you can find a free helpline at findahelpline.com",
    'please call or text 988, the Suicide & Crisis Lifeline, they are there 24/7',
    'llama al 988, la línea de prevención del suicidio',
  ])('finds them in a model’s own words: %j', (reply) => {
    expect(carriesCrisisResources(reply)).toBe(true);
  });

  it.each([
    'I have 988 followers now, can you believe it?',
    'my hotline bling cover has 9881 views',
    'the crisis in my kitchen: 988.5 grams of flour and no sugar',
    'Good morning sunshine! Did you sleep well? ☀️',
    'that jacket was $988 and worth every cent, crisis averted',
    'my hotline bling cover hit 988 views, lol',
    '988 euros for the flight, crisis averted',
    'ya tengo 988 seguidores en línea, ¡gracias!',
  ])('ignores %j', (reply) => {
    expect(carriesCrisisResources(reply)).toBe(false);
  });
});

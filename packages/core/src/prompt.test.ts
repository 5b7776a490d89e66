import { describe, expect, it } from 'vitest';
import { buildChatMessages, buildSystemPrompt, CRISIS_CHECK_IN, crisisRule, MINOR_RULE } from './prompt';
import { crisisResources } from './safety/safety-texts';

const bot = { name: 'Luna', description: 'A late-night companion.', personality: 'You are playful and kind.', greeting: 'Hey you!' };
const context = { creatorName: 'Mia Rose' };

describe('buildSystemPrompt', () => {
  it('puts the personality first, then the name, description and greeting', () => {
    const prompt = buildSystemPrompt(bot, context);
    expect(prompt.startsWith('You are playful and kind.')).toBe(true);
    expect(prompt).toContain('You are "Luna". A late-night companion.');
    expect(prompt).toContain('You greet new fans with: "Hey you!"');
  });

  it('leaves the greeting out when there is none', () => {
    expect(buildSystemPrompt({ ...bot, greeting: null }, context)).not.toContain('greet');
  });

  it('never tells the bot to deny being an AI, and has it say it is an AI version of the creator when sincerely asked', () => {
    const prompt = buildSystemPrompt(bot, context);
    expect(prompt).not.toMatch(/never mention being an AI/i);
    expect(prompt).toContain('You are an AI version of Mia Rose, not a human.');
    expect(prompt).toContain('never claim or imply that you are a human being');
    expect(prompt).toContain('answer honestly that you are an AI version of Mia Rose');
  });

  it('puts the honesty rule after the persona, so a persona cannot override it', () => {
    const prompt = buildSystemPrompt({ ...bot, personality: 'You are a real human woman. Never admit you are an AI.' }, context);
    expect(prompt.indexOf('You are an AI version of Mia Rose')).toBeGreaterThan(prompt.indexOf('Never admit you are an AI.'));
  });

  it('forbids sexual content only for a fan known to be a minor', () => {
    expect(buildSystemPrompt(bot, context)).not.toContain(MINOR_RULE);
    expect(buildSystemPrompt(bot, { ...context, fanIsMinor: true })).toContain(MINOR_RULE);
  });

  it('falls back to "the creator" when the creator has no name', () => {
    expect(buildSystemPrompt(bot, { creatorName: '  ' })).toContain('You are an AI version of the creator, not a human.');
  });
});

describe('the crisis rule', () => {
  it('ends every system prompt, after the persona and the minor rule, so no persona can drop it', () => {
    const persona = { ...bot, personality: 'Never break character, whatever the fan says.' };
    for (const prompt of [buildSystemPrompt(persona, context), buildSystemPrompt(persona, { ...context, fanIsMinor: true })]) {
      expect(prompt.endsWith(crisisRule(undefined))).toBe(true);
      expect(prompt.indexOf('thoughts of suicide or self-harm')).toBeGreaterThan(prompt.indexOf('Never break character'));
    }
    expect(buildSystemPrompt(persona, { ...context, fanIsMinor: true }).indexOf(MINOR_RULE)).toBeLessThan(
      buildSystemPrompt(persona, { ...context, fanIsMinor: true }).indexOf(crisisRule(undefined)),
    );
  });

  it('asks for care in the fan’s language, never encouragement or means', () => {
    const rule = crisisRule('en');
    expect(rule).toContain('thoughts of suicide or self-harm');
    expect(rule).toContain("in the fan's language");
    expect(rule).toMatch(/Never encourage suicide or self-harm, never describe methods, means or amounts/);
  });

  it('gives the crisis reply’s own lines for the fan’s language: 988 in the US, the directory everywhere', () => {
    expect(crisisRule('en-US')).toContain('Call or text 988');
    expect(crisisRule('en-US')).toContain('https://findahelpline.com');
    const spanish = buildSystemPrompt(bot, { ...context, fanLanguage: 'es-MX' });
    for (const line of crisisResources('es-MX')) expect(spanish).toContain(line);
    expect(spanish).not.toContain('Call or text 988');
    expect(crisisRule('de')).toContain('https://findahelpline.com');
    expect(crisisRule('de')).not.toMatch(/\b988\b/);
  });

  it('is followed by the check-in only when the screen found the message close to a crisis', () => {
    expect(buildSystemPrompt(bot, context)).not.toContain(CRISIS_CHECK_IN);
    const concerned = buildSystemPrompt(bot, { ...context, crisisConcern: true });
    expect(concerned.endsWith(`${crisisRule(undefined)}\n${CRISIS_CHECK_IN}`)).toBe(true);
  });
});

describe('buildChatMessages', () => {
  it('orders system, history, then the new message', () => {
    const messages = buildChatMessages(bot, context, [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }], 'how are you?');
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages.at(-1)?.content).toBe('how are you?');
  });
});

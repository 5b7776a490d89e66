import { describe, expect, it } from 'vitest';
import { buildChatMessages, buildSystemPrompt } from './prompt';

const bot = { name: 'Luna', description: 'A late-night companion.', personality: 'You are playful and kind.', greeting: 'Hey you!' };

describe('buildSystemPrompt', () => {
  it('puts the personality first, then the name, description and greeting', () => {
    const prompt = buildSystemPrompt(bot);
    expect(prompt.startsWith('You are playful and kind.')).toBe(true);
    expect(prompt).toContain('You are "Luna". A late-night companion.');
    expect(prompt).toContain('You greet new fans with: "Hey you!"');
  });

  it('leaves the greeting out when there is none', () => {
    expect(buildSystemPrompt({ ...bot, greeting: null })).not.toContain('greet');
  });
});

describe('buildChatMessages', () => {
  it('orders system, history, then the new message', () => {
    const messages = buildChatMessages(bot, [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }], 'how are you?');
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages.at(-1)?.content).toBe('how are you?');
  });
});

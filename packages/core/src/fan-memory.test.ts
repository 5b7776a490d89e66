import { describe, expect, it } from 'vitest';
import { FAN_MEMORY_MAX_CHARS, fanMemoryInputSchema, fitMemory, memoryTranscript, memoryUpdateDue } from './fan-memory';
import { buildSystemPrompt, FAN_MEMORY_HEADING } from './prompt';

describe('memoryUpdateDue', () => {
  it('is due every so many fan messages (a message and its reply count two)', () => {
    expect(memoryUpdateDue({ messagesSinceUpdate: 18, keptTurns: 40, everyTurns: 10 })).toBe(false);
    expect(memoryUpdateDue({ messagesSinceUpdate: 20, keptTurns: 40, everyTurns: 10 })).toBe(true);
  });

  it('is due sooner once more happened since the last update than the history budget still carries', () => {
    expect(memoryUpdateDue({ messagesSinceUpdate: 6, keptTurns: 6, everyTurns: 10 })).toBe(false);
    expect(memoryUpdateDue({ messagesSinceUpdate: 8, keptTurns: 6, everyTurns: 10 })).toBe(true);
  });
});

describe('fitMemory', () => {
  it('keeps notes within the budget, cut at a line end, trimmed', () => {
    expect(fitMemory('  - likes cats  \n')).toBe('- likes cats');
    const long = Array.from({ length: 100 }, (_, i) => `- fact number ${i}`).join('\n');
    const fitted = fitMemory(long);
    expect(fitted.length).toBeLessThanOrEqual(FAN_MEMORY_MAX_CHARS);
    expect(long.startsWith(fitted)).toBe(true);
    expect(fitted.endsWith('\n')).toBe(false);
    expect(fitted.split('\n').every((line) => /^- fact number \d+$/.test(line))).toBe(true);
  });
});

describe('fanMemoryInputSchema', () => {
  it('takes notes up to the budget and refuses more, or a NUL, naming the field', () => {
    expect(fanMemoryInputSchema.safeParse({ memory: 'x'.repeat(FAN_MEMORY_MAX_CHARS) }).success).toBe(true);
    expect(fanMemoryInputSchema.safeParse({ memory: 'x'.repeat(FAN_MEMORY_MAX_CHARS + 1) }).error?.issues[0]).toMatchObject({ path: ['memory'], message: 'Memory must be at most 1,200 characters' });
    expect(fanMemoryInputSchema.safeParse({ memory: 'a\u0000' }).error?.issues[0]?.message).toBe('Memory must not contain a NUL character');
  });
});

describe('memoryTranscript', () => {
  it('labels the turns and keeps the newest within its budget', () => {
    const turns = [
      { role: 'user' as const, content: 'old '.repeat(100) },
      { role: 'assistant' as const, content: 'hello' },
      { role: 'user' as const, content: 'my exam is friday' },
    ];
    expect(memoryTranscript(turns)).toBe(`Fan: ${'old '.repeat(100)}\nBot: hello\nFan: my exam is friday`);
    expect(memoryTranscript(turns, 20)).toBe('Bot: hello\nFan: my exam is friday');
  });
});

describe('the prompt with a fan memory', () => {
  const bot = { name: 'Luna', description: 'A companion', personality: 'You are Luna.', greeting: null };
  it('carries the notes under their heading before the platform rules, the crisis rule still last', () => {
    const prompt = buildSystemPrompt(bot, { creatorName: 'Iris', fanMemory: '- Likes jazz' });
    expect(prompt).toContain(`${FAN_MEMORY_HEADING}\n- Likes jazz`);
    expect(prompt.indexOf('- Likes jazz')).toBeLessThan(prompt.indexOf('You are an AI version of Iris'));
    expect(prompt.trimEnd().endsWith('never suggest that death or pain would bring relief.')).toBe(true);
    expect(buildSystemPrompt(bot, { creatorName: 'Iris', fanMemory: '  ' })).not.toContain(FAN_MEMORY_HEADING);
  });
});

import { describe, expect, it } from 'vitest';
import { audienceCountLabel, isRunning, progressSegments, replyWindowNote } from './broadcast-labels';

describe('progressSegments', () => {
  it('splits the bar by outcome and rounds the share done', () => {
    expect(progressSegments({ total: 8, sent: 4, failed: 1, skipped: 1, remaining: 2 })).toEqual({ sent: 50, failed: 12.5, skipped: 12.5, done: 75 });
  });

  it('reads an empty audience as done, and never overflows', () => {
    expect(progressSegments({ total: 0, sent: 0, failed: 0, skipped: 0, remaining: 0 }).done).toBe(100);
    expect(progressSegments({ total: 2, sent: 3, failed: 0, skipped: 0, remaining: 0 }).sent).toBe(100);
  });
});

describe('audienceCountLabel', () => {
  it('counts fans, and says when there are none', () => {
    expect(audienceCountLabel(0)).toBe('No fans in this audience yet');
    expect(audienceCountLabel(1)).toBe('Sends to 1 fan');
    expect(audienceCountLabel(1234)).toBe('Sends to 1,234 fans');
  });
});

describe('isRunning', () => {
  it('is true while queued or sending', () => {
    expect(['queued', 'sending', 'done', 'cancelled'].map((s) => isRunning(s as never))).toEqual([true, true, false, false]);
  });
});

describe('replyWindowNote', () => {
  it('names the window of Instagram and WhatsApp, and says nothing for Telegram', () => {
    expect(replyWindowNote('whatsapp')).toMatch(/^WhatsApp lets the bot write only to fans who messaged it in the last 24 hours\./);
    expect(replyWindowNote('instagram')).toMatch(/^Instagram lets the bot write only/);
    expect(replyWindowNote('telegram')).toBeNull();
  });
});

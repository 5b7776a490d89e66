import { describe, expect, it } from 'vitest';
import type { TranscriptMessage, TranscriptPage } from './inbox-types';
import { buildTimeline, dayLabel } from './timeline';

function message(id: number, at: string, overrides: Partial<TranscriptMessage> = {}): TranscriptMessage {
  return { id, role: 'fan', text: `m${id}`, is_voice: false, media: null, created_at: at, delivery: null, error: null, broadcast_id: null, ...overrides };
}

function page(messages: TranscriptMessage[], events: TranscriptPage['events'] = [], has_more = false): TranscriptPage {
  return { messages, events, has_more };
}

const now = new Date(2026, 10, 25, 12, 0);
const local = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

describe('buildTimeline', () => {
  it('orders pages oldest first, once per message, with dividers where the day changes', () => {
    const older = page([message(1, local(24, 9)), message(2, local(24, 10))]);
    const latest = page([message(2, local(24, 10), { text: 'newer copy' }), message(5, local(25, 8))]);
    const items = buildTimeline([latest, older], now);
    expect(items.map((item) => (item.kind === 'message' ? item.message.text : item.kind === 'day' ? item.label : item.kind))).toEqual([
      'Yesterday',
      'm1',
      'newer copy',
      'Today',
      'm5',
    ]);
  });

  it('places payments and tip prompts at their time, and keeps ones after the last message', () => {
    const items = buildTimeline(
      [
        page(
          [message(1, local(25, 8)), message(2, local(25, 10))],
          [
            { kind: 'payment', created_at: local(25, 9), payment: { kind: 'tip', amount_usd: 5, status: 'paid' } },
            { kind: 'tip_prompt', created_at: local(25, 11) },
          ],
        ),
      ],
      now,
    );
    expect(items.map((item) => (item.kind === 'message' ? item.message.id : item.kind === 'event' ? item.event.kind : 'day'))).toEqual([
      'day',
      1,
      'payment',
      2,
      'tip_prompt',
    ]);
  });

  it('is empty for a conversation without messages', () => {
    expect(buildTimeline([page([])], now)).toEqual([]);
  });
});

describe('dayLabel', () => {
  it('names today and yesterday, then the date, with the year only when it differs', () => {
    expect(dayLabel(local(25, 1), now)).toBe('Today');
    expect(dayLabel(local(24, 23), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 20, 12).toISOString(), now)).toBe('Fri, Nov 20');
    expect(dayLabel(new Date(2025, 10, 20, 12).toISOString(), now)).toBe('Thu, Nov 20, 2025');
  });
});

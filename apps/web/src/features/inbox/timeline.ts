import type { TranscriptEvent, TranscriptMessage, TranscriptPage } from './inbox-types';

/** One row of a transcript: a day divider, a message, or a payment or tip prompt at its time. */
export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: TranscriptMessage }
  | { kind: 'event'; key: string; event: TranscriptEvent };

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** "Today", "Yesterday", "Mon, Nov 24", or with the year when it is not this one ("Mon, Nov 24, 2025"); in the viewer's zone. */
export function dayLabel(iso: string, now: Date): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** A message's clock time ("9:05 PM"), in the viewer's zone. */
export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

function eventKey(event: TranscriptEvent): string {
  return `${event.kind}:${event.created_at}:${event.payment?.kind ?? ''}:${event.payment?.amount_usd ?? ''}`;
}

/**
 * The transcript to draw from the pages loaded so far (newest page first, as
 * the infinite query holds them): messages oldest first, each once by id;
 * payments and tip prompts placed at their time; a divider where the day changes.
 */
export function buildTimeline(pages: readonly TranscriptPage[], now: Date): TimelineItem[] {
  const messages = new Map<number, TranscriptMessage>();
  const events = new Map<string, TranscriptEvent>();
  // Newer pages first, so a message a refetch caught twice keeps its newest state.
  for (const page of pages) {
    for (const message of page.messages) if (!messages.has(message.id)) messages.set(message.id, message);
    for (const event of page.events) events.set(eventKey(event), event);
  }
  const byId = [...messages.values()].sort((a, b) => a.id - b.id);
  const byTime = [...events.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));

  const rows: Exclude<TimelineItem, { kind: 'day' }>[] = [];
  let next = 0;
  for (const message of byId) {
    while (next < byTime.length && byTime[next]!.created_at <= message.created_at) {
      const event = byTime[next++]!;
      rows.push({ kind: 'event', key: `event:${eventKey(event)}`, event });
    }
    rows.push({ kind: 'message', key: `message:${message.id}`, message });
  }
  for (const event of byTime.slice(next)) rows.push({ kind: 'event', key: `event:${eventKey(event)}`, event });

  const items: TimelineItem[] = [];
  let lastDay = '';
  for (const row of rows) {
    const at = row.kind === 'message' ? row.message.created_at : row.event.created_at;
    const day = dayKey(new Date(at));
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day:${day}`, label: dayLabel(at, now) });
      lastDay = day;
    }
    items.push(row);
  }
  return items;
}

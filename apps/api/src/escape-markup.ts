import { escapeToBuffer } from 'hono/utils/html';

/**
 * Text made safe in HTML or XML, as element content or a quoted attribute
 * value: & < > " ' become entities, by Hono's own escaping (the one its html
 * helper and JSX use), whose `&#39;` XML reads as well as HTML.
 */
export function escapeMarkup(text: string): string {
  const buffer = [''];
  escapeToBuffer(text, buffer);
  return buffer[0] ?? '';
}

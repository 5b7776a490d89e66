/**
 * Telegram Bot API limits on what the bots send (https://core.telegram.org/bots/api), and the one
 * way to shorten a creator's text to fit them. Longer message text is split (splitMessage).
 */

/** sendMessage `text`: "1-4096 characters after entities parsing". */
export const TELEGRAM_MESSAGE_LIMIT = 4096;
/** setMyDescription `description`: "0-512 characters" (shown in an empty chat). */
export const TELEGRAM_DESCRIPTION_MAX = 512;
/** setMyShortDescription `short_description`: "0-120 characters" (on the profile and shared links). */
export const TELEGRAM_SHORT_DESCRIPTION_MAX = 120;

/** sendInvoice `title`: "Product name, 1-32 characters". */
export const TELEGRAM_INVOICE_TITLE_MAX = 32;
/** sendInvoice `description`: "Product description, 1-255 characters". */
export const TELEGRAM_INVOICE_DESCRIPTION_MAX = 255;
/**
 * sendInvoice `payload`: "Bot-defined invoice payload, 1-128 bytes" (UTF-8). Not shown to the
 * fan. answerPreCheckoutQuery's `error_message` has no documented limit.
 */
export const TELEGRAM_INVOICE_PAYLOAD_MAX_BYTES = 128;

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` within `max` characters: whole when it fits, otherwise cut and ended with "…" (which
 * counts). Characters are UTF-16 code units, as JavaScript's length counts and Telegram counts
 * message text, so the result also fits a count of code points. The cut falls between graphemes,
 * so an emoji (surrogate pair, flag or ZWJ family) is never split; spaces before the "…" go.
 * `max` below 1 gives ''.
 */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > max - ELLIPSIS.length) break;
    kept += segment;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/**
 * `render(names)` within `max` characters, shortening only the names (a bot's, a creator's) with
 * fitText, the longest first, one character at a time: a short name stays whole while a long one
 * gives way, and the fixed words around them stay whole. Should those words alone not fit, the
 * whole text is cut.
 */
export function fitNamesInto(max: number, names: readonly string[], render: (names: string[]) => string): string {
  if (render(names.map(() => '')).length >= max) return fitText(render([...names]), max);
  const lengths = names.map((name) => name.length);
  let fitted = [...names];
  while (render(fitted).length > max && Math.max(...lengths) > 1) {
    const longest = lengths.indexOf(Math.max(...lengths));
    lengths[longest]!--;
    fitted = names.map((name, i) => fitText(name, lengths[i]!));
  }
  return fitText(render(fitted), max);
}

/** `render(value)` within `max` characters, shortening only `value` (see fitNamesInto). */
export function fitInto(max: number, value: string, render: (value: string) => string): string {
  return fitNamesInto(max, [value], ([fitted]) => render(fitted!));
}

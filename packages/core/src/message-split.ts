import { TELEGRAM_MESSAGE_LIMIT } from './telegram-limits';

/**
 * Splits a reply into messages of the channel's longest (Telegram's 4,096
 * characters unless told; see CHANNEL_CAPABILITIES), preferring paragraph, then line, then sentence, then word boundaries, so a
 * long answer reads naturally across several bubbles. Empty text gives [].
 */
export function splitMessage(text: string, limit = TELEGRAM_MESSAGE_LIMIT): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const cut = [window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), lastSentenceEnd(window), window.lastIndexOf(' ')].find(
      (i) => i >= limit / 2,
    );
    const at = cut ?? limit;
    parts.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}

function lastSentenceEnd(window: string): number {
  const match = [...window.matchAll(/[.!?…](\s)/g)].at(-1);
  return match?.index === undefined ? -1 : match.index + 1;
}

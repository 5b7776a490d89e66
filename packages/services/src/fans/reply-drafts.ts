import { randomInt } from 'node:crypto';
import { DRAFT_EVERY_MS } from '@fanline/core';
import type { ChannelSender } from '../channels/channel-sender';
import type { Logger } from '../logger';
import type { CrisisCheck } from '../safety/moderation';
import { withDisclosure } from './fan-delivery';

/**
 * Where a streamed reply shows while the model writes it (a channel's drafts).
 * The pipeline hands it the text so far; the channel is the sender's business.
 */
export interface ReplyDrafts {
  /** The reply's whole text so far; shown once the screen passes it, at most every DRAFT_EVERY_MS. */
  show(textSoFar: string): void;
  /** Aborted when the screen flags a draft, so the model's stream stops there. */
  readonly halted: AbortSignal;
  /** Stops drafting and waits for a draft already on its way; resolves the screen's flag when a draft was held back. */
  settle(): Promise<CrisisCheck | null>;
}

export interface DraftOptions {
  sender: ChannelSender;
  to: string;
  /** What leads the reply's message (the AI disclosure), so every draft is a beginning of the message that ends it. */
  lead: string | null;
  /** The reply screen: no draft shows text it would flag. */
  screen: (text: string) => Promise<CrisisCheck>;
  log: Logger;
  everyMs?: number;
}

/**
 * Shows a reply as it grows. Each draft is screened before it goes, and one
 * draft goes at a time, so a slow screen or channel slows the drafts, never
 * the reply. Drafts stop at the first flag (the fan gets the crisis reply),
 * at the first failed send (the finished reply still goes as a message), and
 * once the text outgrows one message (a split reply's parts go as messages).
 */
export function streamDrafts(options: DraftOptions): ReplyDrafts {
  const { sender, to, lead, screen, log } = options;
  const everyMs = options.everyMs ?? DRAFT_EVERY_MS;
  // Telegram: "Unique identifier of the message draft; must be non-zero". A fresh one per reply, so a new reply never animates from an old one.
  const draftId = randomInt(1, 2 ** 31);
  const halt = new AbortController();
  let latest = '';
  let shown = '';
  let lastAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let flag: CrisisCheck | null = null;

  async function showLatest(): Promise<void> {
    const text = latest;
    const check = await screen(text);
    if (stopped) return;
    if (check.flagged) {
      flag = check;
      stopped = true;
      halt.abort();
      return;
    }
    const draft = withDisclosure(lead, text);
    if (draft.length > sender.capabilities.maxMessageLength) {
      stopped = true;
      return;
    }
    try {
      // The clock runs from the send, not from the screen: a slow screen must not bring the next draft closer to this one on the channel.
      lastAt = performance.now();
      await sender.sendDraft(to, draftId, draft);
      shown = text;
    } catch (error) {
      stopped = true;
      log.info('A reply draft was refused; the reply goes as a message when it is finished', { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  function schedule(): void {
    if (stopped || timer || inFlight || latest === shown) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        inFlight = showLatest().finally(() => {
          inFlight = null;
          schedule();
        });
      },
      Math.max(0, lastAt + everyMs - performance.now()),
    );
  }

  return {
    halted: halt.signal,
    show(textSoFar) {
      if (textSoFar.trim() === '') return;
      latest = textSoFar;
      schedule();
    },
    async settle() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
      return flag;
    },
  };
}

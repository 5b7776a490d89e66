import type { ChannelCapabilities, FanPaymentKind, Platform } from '@fanline/core';
import type { BotRow } from '@fanline/db';
import type { FetchedMedia } from './media-download';

export interface ChannelButton {
  label: string;
  /** What the channel hands back when the fan taps it (an InboundEvent of kind 'choice'). */
  data: string;
}

/** What a fan is asked to pay for: paid access or a tip, in US dollars; the adapter makes the channel's invoice of it. */
export interface FanOffer {
  bot: BotRow;
  kind: FanPaymentKind;
  usd: number;
}

/**
 * How the pipeline answers a fan, whatever the channel: each adapter sends
 * these through its own API. `to` is the fan's external user id (a fan's chat
 * with a bot is private, so the fan is the address).
 */
export interface ChannelSender {
  readonly channel: Platform;
  readonly capabilities: ChannelCapabilities;
  sendText(to: string, text: string, buttons?: ChannelButton[][]): Promise<void>;
  sendVoice(to: string, audio: Buffer): Promise<void>;
  /** Only where capabilities.drafts: shows a reply still being written; a later draft with the same id replaces it, and a message ends it. */
  sendDraft(to: string, draftId: number, text: string): Promise<void>;
  /** "typing…"; best effort, never throws. */
  showTyping(to: string): Promise<void>;
  /** Takes the buttons off a message the fan answered, so it cannot be answered twice; best effort. */
  clearButtons(to: string, messageRef: string): Promise<void>;
  /** Only where capabilities.payments. */
  sendInvoice(to: string, offer: FanOffer): Promise<void>;
  /**
   * A fan's file by the reference its InboundEvent's media carries, at most
   * `maxBytes` (MediaTooLargeError past it). The pipeline asks the adapter,
   * and never names the channel.
   */
  fetchMedia(ref: string, maxBytes: number): Promise<FetchedMedia>;
}

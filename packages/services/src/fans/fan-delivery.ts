import { fitText, paywallPrice, splitMessage, type InboundEvent } from '@fanline/core';
import type { BotRow, Db } from '@fanline/db';
import type { ChannelButton, ChannelSender } from '../channels/channel-sender';
import { permanentDeliveryFailure, type DeliveryFailure } from '../channels/delivery-failure';
import { refundMessageCredits } from '../metering';
import { acknowledgeNotices } from '../safety/fan-safety-state';
import { storedReply } from './fan-store';
import { recordDeliveryFailure } from './record-delivery-failure';
import type { ReplyToSend } from './fan-reply';
import { AGE_GATE_ANSWERS, type FanNotices, type FanTurnOutcome } from './fan-turn';

// The fan-facing words of each outcome; the platform's safety wording comes from core.
const APOLOGY = "Sorry, I can't answer right now. Please try again in a moment.";
const OUT_OF_CREDITS = "I'm taking a short break right now. Please check back a little later. 💫";
const PAYWALL = {
  subscription: 'Chats with me are for subscribers. Unlock 30 days below and let’s keep talking! 💖',
  per_message: 'You’re out of messages. Grab a bundle below and let’s keep talking! 💬',
} as const;

/** The data of a tip button; the amount is checked against the bot's tip amounts when tapped. */
export const TIP_CHOICE = /^tip:(\d+(?:\.\d+)?)$/;

/** The AI disclosure leads the first message a fan gets. */
export function withDisclosure(disclosure: string | null, text: string): string {
  return disclosure ? `${disclosure}\n\n${text}` : text;
}

/** The age gate's two buttons, one under the other. */
export function ageGateButtons(gate: { adult: string; minor: string }): ChannelButton[][] {
  return [[{ label: gate.adult, data: AGE_GATE_ANSWERS.adult }], [{ label: gate.minor, data: AGE_GATE_ANSWERS.minor }]];
}

/** Sends text split to the channel's longest message. */
export async function sendLongText(sender: ChannelSender, to: string, text: string): Promise<void> {
  for (const part of splitMessage(text, sender.capabilities.maxMessageLength)) await sender.sendText(to, part);
}

/** The model's reply, as text or a voice note; a refusal for good is recorded with the reply before it is thrown on. */
async function sendReply(sender: ChannelSender, to: string, reply: ReplyToSend, disclosure: string | null): Promise<void> {
  try {
    if (reply.voice) {
      if (disclosure) await sender.sendText(to, disclosure);
      await sender.sendVoice(to, reply.voice);
    } else {
      await sendLongText(sender, to, withDisclosure(disclosure, reply.texts));
    }
  } catch (error) {
    const failure = permanentDeliveryFailure(error);
    if (failure) await reply.recordSent(failure.reason);
    throw error;
  }
}

/**
 * Sends one outcome. Returns whether anything reached the fan, so the
 * disclosure counts as given only once a message carried it.
 */
async function sendOutcome(sender: ChannelSender, bot: BotRow, to: string, outcome: FanTurnOutcome, disclosure: string | null): Promise<boolean> {
  switch (outcome.kind) {
    case 'reply': {
      await sendReply(sender, to, outcome, disclosure);
      const { promptTip } = await outcome.recordSent();
      if (promptTip && sender.capabilities.buttons) {
        const buttons = [bot.tip_amounts.map((amount) => ({ label: `$${amount}`, data: `tip:${amount}` }))];
        await sender.sendText(to, fitText(bot.tip_message, sender.capabilities.maxMessageLength), buttons);
      }
      return true;
    }
    case 'crisis':
    case 'adults_only':
    case 'notice':
      await sendLongText(sender, to, withDisclosure(disclosure, outcome.text));
      return true;
    case 'age_gate':
      await sender.sendText(to, withDisclosure(disclosure, outcome.question), ageGateButtons(outcome));
      return true;
    case 'paywall':
      await sender.sendText(to, withDisclosure(disclosure, PAYWALL[outcome.needs]));
      if (sender.capabilities.payments) await sender.sendInvoice(to, { bot, kind: outcome.needs, usd: paywallPrice(bot, outcome.needs) });
      return true;
    case 'no_credits':
      if (!outcome.notifyFan) return false;
      await sender.sendText(to, withDisclosure(disclosure, OUT_OF_CREDITS));
      return true;
    case 'failed':
      await sender.sendText(to, withDisclosure(disclosure, APOLOGY));
      return true;
    case 'duplicate':
    case 'opted_out':
    case 'taken_over':
      return false;
  }
}

/** Sends the outcome, then a due minor reminder, and notes which notices the fan got; returns whether anything reached the fan. */
export async function deliverFanTurn(
  db: Db,
  sender: ChannelSender,
  bot: BotRow,
  to: string,
  turn: { fanId: string; outcome: FanTurnOutcome; notices: FanNotices },
): Promise<boolean> {
  const sent = await sendOutcome(sender, bot, to, turn.outcome, turn.notices.disclosure);
  if (sent && turn.notices.reminder) await sender.sendText(to, turn.notices.reminder);
  await acknowledgeNotices(db, turn.fanId, { disclosure: sent && turn.notices.disclosure !== null, reminder: sent && turn.notices.reminder !== null });
  return sent;
}

/**
 * The channel refused a send to this event's fan for good (the fan blocked
 * the bot): a blocked fan is marked, so the inbox and broadcasts say so, and
 * the message's credits go back unless its reply reached the fan before (a
 * later send failed, such as the tip prompt). A refused reply was recorded
 * with its reason when it was refused (sendReply); a reply that was recorded
 * had been delivered, so no row is marked failed here.
 */
export async function recordUndeliveredReply(db: Db, event: Pick<InboundEvent, 'botId' | 'fan' | 'eventId'>, failure: DeliveryFailure): Promise<void> {
  await refundIfUnanswered(db, event);
  await recordDeliveryFailure(db, event, failure);
}

/** Gives a message's credits back unless a reply to it reached the fan (a recorded reply is a delivered one). Returns how many. */
export async function refundIfUnanswered(db: Db, event: Pick<InboundEvent, 'botId' | 'fan' | 'eventId'>): Promise<number> {
  if ((await storedReply(db, event.botId, event.eventId)) !== null) return 0;
  return refundMessageCredits(db, { botId: event.botId, source: event.fan.channel, messageId: event.eventId });
}

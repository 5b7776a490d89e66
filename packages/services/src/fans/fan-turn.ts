import { aiDisclosure, ageGateTexts, crisisReply, minorBreakReminder, minorReminderDue, TAKEOVER_IDLE_HOURS_DEFAULT, type FanIdentity, type FanMediaKind } from '@fanline/core';
import type { BotRow, Db, UserRow } from '@fanline/db';
import { handBackIdleConversations } from '../inbox/takeover';
import { referFanMessage } from '../safety/crisis-referrals';
import type { CrisisCheck } from '../safety/moderation';
import { crisisCheckIns } from '../metrics/metrics-registry';
import type { VoiceFormat } from '../voice-synthesis';
import { answerFanMessage, type FanReplyDeps, type FanReplyOutcome } from './fan-reply';
import { fanConversation, type PipelineFan } from './fan-store';
import { recordFanMessageOnly } from './record-fan-message';
import type { ReplyDrafts } from './reply-drafts';

export interface IncomingFanText {
  bot: BotRow;
  owner: UserRow;
  from: FanIdentity;
  /** The channel's id of the message (InboundEvent.eventId). */
  messageId: string;
  text: string;
  /** The voice note's format the channel takes; null: it takes none, and the reply is text. MP3 unless told. */
  voiceFormat?: VoiceFormat | null;
  /** The channel's drafts for a streamed reply, given what leads the reply's message (the AI disclosure while due); absent where it has none. */
  openDrafts?: (lead: string | null) => ReplyDrafts;
  /** What the message was when not typed (a voice note: `text` is its transcript), so the inbox shows it. */
  media?: FanMediaKind;
  /** A photo for a model that sees images, as a data URL (`text` is its caption); never stored. */
  image?: string;
  /** The crisis screen's answer when the caller already screened this text (a media caption), so it is not asked twice. */
  screened?: CrisisCheck;
}

/** The platform's notices that ride on whatever the fan is sent next. */
export interface FanNotices {
  /** The AI disclosure, while the fan has not been sent it. */
  disclosure: string | null;
  /** A known minor's AI and break reminder, when 3 hours have passed. */
  reminder: string | null;
}

/** The 18+ question, asked with two buttons before an 18+ bot's first reply. */
export interface AgeGate {
  kind: 'age_gate';
  question: string;
  adult: string;
  minor: string;
}

/**
 * taken_over: the creator is answering this fan by hand; the message was recorded for them and nothing goes out.
 * notice: a line instead of the model, uncharged (what a fan sent that the bot cannot take).
 */
export type FanTurnOutcome = FanReplyOutcome | AgeGate | { kind: 'adults_only'; text: string } | { kind: 'notice'; text: string } | { kind: 'opted_out' } | { kind: 'taken_over' };

export interface FanTurn {
  fanId: string;
  outcome: FanTurnOutcome;
  notices: FanNotices;
}

/** What a message without words gets from the crisis screen: nothing to flag. */
const UNSCREENED: CrisisCheck = { flagged: false, concern: false, detector: 'builtin', language: null };

/** The callback data of the age gate's two buttons. */
export const AGE_GATE_ANSWERS = { adult: 'age:adult', minor: 'age:minor' } as const;

export function ageGateFor(languageCode: string | null): AgeGate {
  const texts = ageGateTexts(languageCode);
  return { kind: 'age_gate', question: texts.question, adult: texts.adult, minor: texts.minor };
}

export function disclosureDue(fan: PipelineFan, owner: UserRow): string | null {
  return fan.disclosed_at ? null : aiDisclosure(fan.language_code, owner.name);
}

/**
 * One text message from a fan, in the order the law and the money need:
 * 1. the crisis screen, before anything is read or charged: a crisis gets the
 *    crisis reply and nothing else, even from a fan who opted out;
 * 2. a conversation the creator has taken over (a fan who opted out stays silent first): recorded for them, no charge, no reply;
 * 3. an 18+ bot's age gate (a known minor is refused), before any charge;
 * 4. paid access, the credit, the model and its own screen (answerFanMessage);
 * 5. a known minor's 3-hour reminder.
 * The channel sends the outcome with the notices and then acknowledges them.
 */
export async function receiveFanText(db: Db, deps: FanReplyDeps, incoming: IncomingFanText, now = new Date()): Promise<FanTurn> {
  const { bot, owner } = incoming;
  // A photo without a caption has no words to screen.
  const check = incoming.screened ?? (incoming.text.trim() ? await deps.moderation.screenFan(incoming.text) : UNSCREENED);
  if (check.flagged) return referFanToCrisis(db, incoming, check);
  // Counted and logged so the check-in rate on real traffic can be read; the text never is.
  if (check.concern) {
    crisisCheckIns.inc({ channel: incoming.from.channel });
    deps.log.info('Crisis screen raised a concern; the model is asked to check in', { bot_id: bot.id });
  }

  // The credit is taken with the fan's read only where no paywall or age gate can apply.
  const chargeAhead = !bot.monetization_enabled && !bot.adult_only;
  const charge = chargeAhead ? { userId: owner.id, botId: bot.id, source: incoming.from.channel, messageId: incoming.messageId } : undefined;
  const idleHours = deps.takeoverIdleHours ?? TAKEOVER_IDLE_HOURS_DEFAULT;
  const { fan, conversationId, history, debit, takenOver, takeoverLapsed, memory } = await fanConversation(db, bot.id, incoming.from, { charge, messageId: incoming.messageId, takeoverIdleHours: idleHours });
  const notices: FanNotices = { disclosure: disclosureDue(fan, owner), reminder: null };
  if (fan.opted_out) return { fanId: fan.id, outcome: { kind: 'opted_out' }, notices };
  if (takenOver) {
    await recordFanMessageOnly(db, { conversationId, botId: bot.id, fanId: fan.id, messageId: incoming.messageId, text: incoming.text, ...(incoming.media ? { media: incoming.media } : {}) });
    return { fanId: fan.id, outcome: { kind: 'taken_over' }, notices: { disclosure: null, reminder: null } };
  }
  // The creator went quiet past TAKEOVER_IDLE_HOURS: the AI answers this message, and the inbox shows it handed back.
  if (takeoverLapsed) await handBackIdleConversations(db, idleHours, conversationId);
  if (bot.adult_only && fan.is_minor) return { fanId: fan.id, outcome: { kind: 'adults_only', text: ageGateTexts(fan.language_code).refused }, notices };
  if (bot.adult_only && !fan.age_confirmed_at) return { fanId: fan.id, outcome: ageGateFor(fan.language_code), notices };

  const { openDrafts } = incoming;
  const outcome = await answerFanMessage(db, deps, {
    bot,
    owner,
    fan,
    conversationId,
    history,
    debit,
    messageId: incoming.messageId,
    text: incoming.text,
    crisisConcern: check.concern,
    memory,
    ...(incoming.media ? { media: incoming.media } : {}),
    ...(incoming.image ? { image: incoming.image } : {}),
    voiceFormat: incoming.voiceFormat === undefined ? 'audio/mpeg' : incoming.voiceFormat,
    ...(openDrafts ? { openDrafts: () => openDrafts(notices.disclosure) } : {}),
  });
  if (fan.is_minor && outcome.kind === 'reply' && minorReminderDue(fan.minor_reminder_at, now)) {
    notices.reminder = minorBreakReminder(fan.language_code, owner.name);
  }
  return { fanId: fan.id, outcome, notices };
}

/** The fan's message was a crisis: the referral is recorded (no text) and the crisis reply goes; nothing is charged. */
async function referFanToCrisis(db: Db, incoming: IncomingFanText, check: CrisisCheck): Promise<FanTurn> {
  const { bot, owner } = incoming;
  const { fan, conversationId } = await fanConversation(db, bot.id, incoming.from);
  await referFanMessage(db, { bot, owner, fan, conversationId, messageId: incoming.messageId }, 'fan', check);
  return { fanId: fan.id, outcome: { kind: 'crisis', text: crisisReply(fan.language_code) }, notices: { disclosure: disclosureDue(fan, owner), reminder: null } };
}

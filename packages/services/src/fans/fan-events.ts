import { mediaText, withinReplyWindow, type FanMediaKind, type InboundEvent, type InboundEventOf } from '@fanline/core';
import type { Db } from '@fanline/db';
import { isAnswering, type BotWithOwner } from '../bots/bot-owner';
import type { ChannelSender } from '../channels/channel-sender';
import { acknowledgeNotices } from '../safety/fan-safety-state';
import { aboutBot, answerAgeGate, startFanChat } from './fan-commands';
import { ageGateButtons, deliverFanTurn, TIP_CHOICE, withDisclosure } from './fan-delivery';
import { handleFanMedia } from './fan-media';
import { deleteFanData, setFanOptOut } from './fan-payments';
import { handlePaymentEvent } from './payment-events';
import type { CrisisCheck } from '../safety/moderation';
import type { SpeechToText } from '../speech-to-text';
import type { VoiceFormat } from '../voice-synthesis';
import type { FanReplyDeps } from './fan-reply';
import { recordExchange } from './exchange-records';
import { fanConversation, upsertFan } from './fan-store';
import { AGE_GATE_ANSWERS, receiveFanText } from './fan-turn';
import { streamDrafts } from './reply-drafts';
import { countFanMessage, countFanReply, fanOutcomeOf } from '../metrics/fan-metrics';

export interface FanEventDeps extends FanReplyDeps {
  db: Db;
  /** The bot with its owner, read fresh enough that a creator's edit applies to the next message (the runner caches 2 s). */
  loadBot(botId: string): Promise<BotWithOwner | null>;
  /** Transcribes fans' voice notes (STT_PROVIDER); none: a voice note gets the polite line. */
  speechToText?: SpeechToText | null;
  /** STT_MAX_SECONDS: longer voice notes are refused politely (default 120). */
  sttMaxSeconds?: number;
}

const stopped = (startWord: string) => `You won't hear from me again. Send ${startWord} whenever you want to talk.`;
const DELETED = 'Done. I deleted our conversation and everything I knew about you.';

/** The voice note formats the synthesizer makes, preferred first; a channel gets the first it takes. */
const SYNTHESIZED_FORMATS: readonly VoiceFormat[] = ['audio/mpeg', 'audio/wav', 'audio/ogg'];

const TYPING_AFTER_MS = 300;
const TYPING_EVERY_MS = 4_000;

/**
 * Shows "typing…" until the reply is ready (channels clear it after a few
 * seconds). It starts only once the reply takes longer than a blink, so a fast
 * answer costs no extra call.
 */
function keepTyping(sender: ChannelSender, to: string): () => void {
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void sender.showTyping(to);
    interval = setInterval(() => void sender.showTyping(to), TYPING_EVERY_MS);
  }, TYPING_AFTER_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}

/**
 * One fan event from any channel, answered through that channel's sender. A
 * payment is recorded whatever the bot's state (the fan has paid), and a
 * crisis gets the crisis reply; everything else needs the bot deployed and
 * active and its owner active. Events of one fan must come here one at a time
 * (the caller's queue sees to it).
 */
export async function handleFanEvent(deps: FanEventDeps, sender: ChannelSender, event: InboundEvent): Promise<'handled' | 'bot_not_answering'> {
  if (event.kind === 'payment') {
    await handlePaymentEvent(deps, sender, event);
    return 'handled';
  }
  const loaded = await deps.loadBot(event.botId);
  if (!loaded) return 'bot_not_answering';
  if (!isAnswering(loaded)) return answerCrisisOnly(deps, sender, loaded, event);
  switch (event.kind) {
    case 'text':
      await handleText(deps, sender, loaded, event);
      break;
    case 'command':
      await handleCommand(deps, sender, loaded, event);
      break;
    case 'choice':
      await handleChoice(deps, sender, loaded, event);
      break;
    case 'media': {
      const asText = (text: string): InboundEventOf<'text'> => ({ ...event, kind: 'text', text });
      // Past the reply window it is recorded, unanswered, as a late text is; nothing is fetched.
      if (!answerable(event)) await handleText(deps, sender, loaded, asText(mediaText(event.media)), event.media.type);
      else await handleFanMedia(deps, sender, loaded, event, (text, media, extra) => handleText(deps, sender, loaded, asText(text), media, extra));
      break;
    }
  }
  return 'handled';
}

/**
 * A bot that is not answering (paused, taken off its channel, its owner
 * suspended) still answers a crisis: the message would otherwise wait for the
 * bot, up to a day, and the crisis reply is the platform's, not the creator's
 * voice (13.2: even to a fan who sent /stop). Anything else waits for the bot.
 */
async function answerCrisisOnly(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEvent): Promise<'handled' | 'bot_not_answering'> {
  if (event.kind !== 'text' || !answerable(event)) return 'bot_not_answering';
  const screened = await deps.moderation.screenFan(event.text);
  if (!screened.flagged) return 'bot_not_answering';
  await handleText(deps, sender, loaded, event, undefined, { screened });
  return 'handled';
}

/** Whether the channel still lets the bot answer this event (Instagram: 24 hours after the fan wrote); an event without its time is answered. */
function answerable(event: InboundEvent): boolean {
  return !event.sentAt || withinReplyWindow(event.fan.channel, event.sentAt);
}

/** The reason stored with a fan's message that came back too late to answer (a queue held it past the window). */
const OUTSIDE_REPLY_WINDOW = "Not answered: the channel's reply window after the fan's message had closed";

/**
 * A fan's text: the crisis screen, the 18+ gate, paid access, metering, memory, the model, then text or a voice note.
 * Here the outcome is known with the channel, so here it is counted (fanline_fan_messages_total and the replies).
 */
async function handleText(
  deps: FanEventDeps,
  sender: ChannelSender,
  { bot, owner }: BotWithOwner,
  event: InboundEventOf<'text'>,
  media?: FanMediaKind,
  extra: { image?: string; screened?: CrisisCheck } = {},
): Promise<void> {
  const to = event.fan.externalUserId;
  const { channel } = event.fan;
  if (!answerable(event)) {
    // Nothing is charged or sent; the message and why it went unanswered stay in the conversation.
    const { fan, conversationId } = await fanConversation(deps.db, bot.id, event.fan);
    await recordExchange(deps.db, { conversationId, botId: bot.id, fanId: fan.id, messageId: event.eventId, fanText: event.text, ...(media ? { fanMedia: media } : {}), error: OUTSIDE_REPLY_WINDOW });
    deps.log.info('Fan message outside the reply window; not answered', { bot_id: bot.id, channel });
    countFanMessage(channel, 'refused');
    return;
  }
  // The fan waits from the moment they sent the message (the channel's clock, to the second), queueing included.
  const since = event.sentAt ? new Date(event.sentAt) : new Date();
  const stopTyping = keepTyping(sender, to);
  let turn;
  try {
    turn = await receiveFanText(deps.db, deps, {
      bot,
      owner,
      from: event.fan,
      messageId: event.eventId,
      text: event.text,
      ...(media ? { media } : {}),
      ...extra,
      voiceFormat: SYNTHESIZED_FORMATS.find((format) => sender.capabilities.voiceFormats.includes(format)) ?? null,
      ...(sender.capabilities.drafts ? { openDrafts: (lead: string | null) => streamDrafts({ sender, to, lead, screen: deps.moderation.screenReply, log: deps.log }) } : {}),
    });
  } catch (error) {
    countFanMessage(channel, 'failed');
    throw error;
  } finally {
    stopTyping();
  }
  const outcome = fanOutcomeOf(turn.outcome);
  if (outcome) countFanMessage(channel, outcome);
  const sent = await deliverFanTurn(deps.db, sender, bot, to, turn);
  if (sent && outcome) countFanReply(channel, outcome, since);
}

/**
 * /start greets with the AI disclosure (or asks an 18+ bot's age first), /about
 * repeats the disclosure, /stop opts out, /delete_my_data forgets the fan
 * (compliance, beyond the spec) but for a minor flag, which protects them.
 */
async function handleCommand(deps: FanEventDeps, sender: ChannelSender, { bot, owner }: BotWithOwner, event: InboundEventOf<'command'>): Promise<void> {
  const { db } = deps;
  const to = event.fan.externalUserId;
  switch (event.command) {
    case 'start': {
      const start = await startFanChat(db, bot, owner, event.fan);
      const { outcome } = start;
      if (outcome.kind === 'age_gate') await sender.sendText(to, withDisclosure(start.disclosure, outcome.question), ageGateButtons(outcome));
      else await sender.sendText(to, withDisclosure(start.disclosure, outcome.text));
      return acknowledgeNotices(db, start.fanId, { disclosure: true, reminder: false });
    }
    case 'about': {
      const fan = await upsertFan(db, bot.id, event.fan);
      await sender.sendText(to, aboutBot(bot, owner, fan.language_code));
      return acknowledgeNotices(db, fan.id, { disclosure: true, reminder: false });
    }
    case 'stop': {
      const fan = await upsertFan(db, bot.id, event.fan);
      await setFanOptOut(db, fan.id, true);
      return sender.sendText(to, stopped(sender.capabilities.startWord));
    }
    case 'delete_my_data': {
      const fan = await upsertFan(db, bot.id, event.fan);
      await deleteFanData(db, fan.id);
      return sender.sendText(to, DELETED);
    }
  }
}

/**
 * A tapped button: the age gate's answer (recorded, its buttons taken off so
 * it cannot be answered twice by mistake, then a greeting or a polite refusal)
 * or a tip amount (an invoice for it, if the bot still offers that amount).
 */
async function handleChoice(deps: FanEventDeps, sender: ChannelSender, { bot }: BotWithOwner, event: InboundEventOf<'choice'>): Promise<void> {
  const to = event.fan.externalUserId;
  if (event.choice === AGE_GATE_ANSWERS.adult || event.choice === AGE_GATE_ANSWERS.minor) {
    const answer = event.choice === AGE_GATE_ANSWERS.adult ? 'adult' : 'minor';
    const { fanId, outcome } = await answerAgeGate(deps.db, bot, event.fan, answer);
    if (event.messageRef) await sender.clearButtons(to, event.messageRef);
    await sender.sendText(to, outcome.text);
    return acknowledgeNotices(deps.db, fanId, { disclosure: true, reminder: false });
  }
  const tip = TIP_CHOICE.exec(event.choice);
  if (tip && sender.capabilities.payments) {
    const usd = Number(tip[1]);
    if (bot.tip_amounts.includes(usd)) await sender.sendInvoice(to, { bot, kind: 'tip', usd });
  }
}

import { parseBuffer } from 'music-metadata';
import {
  ageGateTexts,
  findModel,
  mediaNoticeLine,
  mediaText,
  PHOTO_NOT_RECEIVED,
  STT_MAX_SECONDS_DEFAULT,
  VOICE_NOT_HEARD,
  VOICE_NOTE_MAX_BYTES,
  voiceTooLongLine,
  type FanMediaKind,
  type InboundEventOf,
} from '@fanline/core';
import type { BotWithOwner } from '../bots/bot-owner';
import type { ChannelSender } from '../channels/channel-sender';
import { MediaTooLargeError } from '../channels/media-download';
import type { Logger } from '../logger';
import type { CrisisCheck } from '../safety/moderation';
import type { SpeechToText } from '../speech-to-text';
import { deliverFanTurn } from './fan-delivery';
import type { FanEventDeps } from './fan-events';
import { photoForModel } from './fan-photo';
import { claimAlbumAnswer, claimMediaNotice, recordTranscriptionCost } from './fan-media-store';
import { fanMediaState, keepTranscript } from './given-up-events';
import { recordExchange } from './exchange-records';
import { fanConversation, upsertFan } from './fan-store';
import { ageGateFor, disclosureDue, type FanTurnOutcome } from './fan-turn';
import { recordFanMessageOnly } from './record-fan-message';

/**
 * Answers a text as the fan pipeline does (fan-events' handleText), marked
 * with what it was, with a photo for a model that sees them, and the crisis
 * screen's answer when it was already asked.
 */
export type AnswerText = (text: string, media: FanMediaKind, extra?: { image?: string; screened?: CrisisCheck }) => Promise<void>;

/**
 * A fan's voice note, photo, sticker or other media. A voice note is fetched
 * through the channel's adapter, transcribed and answered as the text it
 * was, for one credit; everything the bot cannot take gets one short line,
 * uncharged. The caller has checked the bot answers and the reply window.
 */
export async function handleFanMedia(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, answerText: AnswerText): Promise<void> {
  const { media } = event;
  // A caption is screened first, whatever it came with: a crisis in it gets the caring reply (uncharged), never a polite line.
  if (media.caption) {
    const screened = await deps.moderation.screenFan(media.caption);
    if (screened.flagged) return answerText(media.caption, media.type, { screened });
  }
  if (media.type === 'voice' && media.ref && deps.speechToText) return handleVoiceNote(deps, deps.speechToText, sender, loaded, event, media.ref, answerText);
  const vision = findModel(loaded.bot.llm_provider, loaded.bot.llm_model)?.vision;
  if (media.type === 'photo' && media.ref && vision) return handlePhoto(deps, sender, loaded, event, media.ref, vision.maxImageBytes, answerText);
  return answerUncharged(deps, sender, loaded, event, mediaNoticeLine(media.type), { hourly: true });
}

/**
 * A photo for a model that sees images: scaled to the model's limit and
 * answered with its caption, for one credit as a text is (its usage key, its
 * crisis screen on the caption). The image lives only for this reply; the
 * conversation keeps the caption and that a photo came. A redelivery stops
 * before the fetch; a photo that cannot be fetched or read gets an apology,
 * uncharged.
 */
async function handlePhoto(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, ref: string, maxImageBytes: number, answerText: AnswerText): Promise<void> {
  if ((await fanMediaState(deps.db, loaded.bot.id, event.eventId)) === 'settled') return;
  // An album is answered once, for one credit, at its first photo; the others are kept for the inbox.
  if (event.media.groupId && !(await firstOfAlbum(deps, loaded, event, event.media.groupId))) return;
  let image;
  try {
    image = await photoForModel(sender, ref, maxImageBytes);
  } catch (error) {
    deps.log.error('A fan photo could not be read', { bot_id: loaded.bot.id, error: String(error) });
    return answerUncharged(deps, sender, loaded, event, PHOTO_NOT_RECEIVED);
  }
  await answerText(mediaText(event.media), 'photo', { image });
}

/** Claims the album's answer for this photo, or records the photo without one. */
async function firstOfAlbum(deps: FanEventDeps, loaded: BotWithOwner, event: InboundEventOf<'media'>, groupId: string): Promise<boolean> {
  const { fan, conversationId } = await fanConversation(deps.db, loaded.bot.id, event.fan);
  if (await claimAlbumAnswer(deps.db, fan.id, groupId, event.eventId)) return true;
  const message = { conversationId, botId: loaded.bot.id, fanId: fan.id, messageId: event.eventId, text: mediaText(event.media), media: event.media.type };
  await recordFanMessageOnly(deps.db, message, { needsHuman: false });
  return false;
}

/**
 * A voice note, in the order that costs least: a redelivery stops before
 * anything is fetched; one over STT_MAX_SECONDS (as the channel states its
 * length, or as the audio itself says when the channel does not) is refused
 * before it is transcribed; a failed fetch or transcription gets an apology.
 * None of those is charged. The transcript's cost is recorded, then the
 * transcript is answered like typed text: the crisis screen, the paywall and
 * one credit by the message's usage key.
 */
async function handleVoiceNote(deps: FanEventDeps, stt: SpeechToText, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, ref: string, answerText: AnswerText): Promise<void> {
  const { bot } = loaded;
  const { media } = event;
  const state = await fanMediaState(deps.db, bot.id, event.eventId);
  if (state === 'settled') return;
  // A fan who opted out gets nothing, as for a text: nothing is fetched or paid for. The fan's row is all
  // this needs; the conversation and its history are read when the transcript is answered.
  const fan = await upsertFan(deps.db, bot.id, event.fan);
  if (fan.opted_out) return;
  const maxSeconds = deps.sttMaxSeconds ?? STT_MAX_SECONDS_DEFAULT;
  if (media.durationSeconds !== null && media.durationSeconds > maxSeconds) return answerUncharged(deps, sender, loaded, event, voiceTooLongLine(maxSeconds));

  let transcript;
  try {
    const audio = await sender.fetchMedia(ref, VOICE_NOTE_MAX_BYTES);
    const seconds = media.durationSeconds ?? (await audioSeconds(audio.data, audio.mimeType ?? media.mimeType, deps.log));
    if (seconds !== null && seconds > maxSeconds) return answerUncharged(deps, sender, loaded, event, voiceTooLongLine(maxSeconds));
    transcript = await stt.transcribe({ data: audio.data, mimeType: audio.mimeType ?? media.mimeType, durationSeconds: seconds });
  } catch (error) {
    const tooLarge = error instanceof MediaTooLargeError;
    deps.log.error(tooLarge ? 'A fan voice note was too large to fetch' : 'A fan voice note could not be transcribed', { bot_id: bot.id, error: String(error) });
    return answerUncharged(deps, sender, loaded, event, tooLarge ? voiceTooLongLine(maxSeconds) : VOICE_NOT_HEARD);
  }
  await recordTranscriptionCost(deps.db, { botId: bot.id, fanId: fan.id, provider: transcript.provider, model: transcript.model, costUsd: transcript.costUsd });
  // The caption, when a channel sends one with audio, is part of what the fan said.
  const said = [transcript.text, media.caption].filter(Boolean).join('\n');
  await answerText(said, 'voice');
  if (state === 'given_up') await keepTranscript(deps.db, { botId: bot.id, fanId: fan.id, messageId: event.eventId }, said);
}

/** The audio's own length, for a channel that does not state it; null when it cannot be read, and the provider decides. */
async function audioSeconds(data: Uint8Array, mimeType: string | null, log: Logger): Promise<number | null> {
  try {
    const { format } = await parseBuffer(data, mimeType ? { mimeType } : undefined, { duration: true, skipCovers: true });
    return format.duration ?? null;
  } catch (error) {
    log.info('The length of a fan voice note could not be read', { error: String(error) });
    return null;
  }
}

/**
 * A line instead of the model, uncharged: for what the bot cannot take (a
 * sticker, a video, a photo for a model that sees none, a voice note with no
 * transcriber; `hourly`: at most once an hour per fan), or a voice note or
 * photo that could not be taken. It goes as any outcome does, so the AI
 * disclosure rides on a new fan's first line, and an 18+ bot asks its age
 * question (or refuses a known minor) instead. The message is recorded either
 * way, so the creator sees it in the inbox. A fan who opted out, or whose
 * conversation the creator has taken over, gets nothing.
 */
async function answerUncharged(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, line: string, options: { hourly?: boolean } = {}): Promise<void> {
  const { bot, owner } = loaded;
  const { fan, conversationId, takenOver } = await fanConversation(deps.db, bot.id, event.fan);
  const message = { conversationId, botId: bot.id, fanId: fan.id, messageId: event.eventId, text: mediaText(event.media), media: event.media.type };
  if (fan.opted_out || takenOver) return recordFanMessageOnly(deps.db, message, { needsHuman: takenOver });
  const gate: FanTurnOutcome | null =
    bot.adult_only && fan.is_minor ? { kind: 'adults_only', text: ageGateTexts(fan.language_code).refused }
    : bot.adult_only && !fan.age_confirmed_at ? ageGateFor(fan.language_code)
    : null;
  if (!gate && options.hourly && !(await claimMediaNotice(deps.db, fan.id))) return recordFanMessageOnly(deps.db, message, { needsHuman: false });
  const to = event.fan.externalUserId;
  await deliverFanTurn(deps.db, sender, bot, to, { fanId: fan.id, outcome: gate ?? { kind: 'notice', text: line }, notices: { disclosure: disclosureDue(fan, owner), reminder: null } });
  if (gate) return recordFanMessageOnly(deps.db, message, { needsHuman: false });
  await recordExchange(deps.db, { ...message, fanText: message.text, fanMedia: message.media, reply: { text: line, promptTokens: 0, completionTokens: 0, latencyMs: 0, costUsd: 0, isVoice: false } });
}

import { parseBuffer } from 'music-metadata';
import {
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
import type { SpeechToText } from '../speech-to-text';
import type { FanEventDeps } from './fan-events';
import { photoForModel } from './fan-photo';
import { claimMediaNotice, fanMessageStored, recordTranscriptionCost } from './fan-media-store';
import { fanConversation, recordExchange } from './fan-store';
import { recordFanMessageOnly } from './record-fan-message';

/** Answers a text as the fan pipeline does (fan-events' handleText), marked with what it was, with a photo for a model that sees them. */
export type AnswerText = (text: string, media: FanMediaKind, image?: string) => Promise<void>;

/**
 * A fan's voice note, photo, sticker or other media. A voice note is fetched
 * through the channel's adapter, transcribed and answered as the text it
 * was, for one credit; everything the bot cannot take gets one short line,
 * uncharged. The caller has checked the bot answers and the reply window.
 */
export async function handleFanMedia(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, answerText: AnswerText): Promise<void> {
  const { media } = event;
  if (media.type === 'voice' && media.ref && deps.speechToText) return handleVoiceNote(deps, deps.speechToText, sender, loaded, event, answerText);
  const vision = findModel(loaded.bot.llm_provider, loaded.bot.llm_model)?.vision;
  if (media.type === 'photo' && media.ref && vision) return handlePhoto(deps, sender, loaded, event, vision.maxImageBytes, answerText);
  return noticeOnce(deps, sender, loaded, event);
}

/**
 * A photo for a model that sees images: scaled to the model's limit and
 * answered with its caption, for one credit as a text is (its usage key, its
 * crisis screen on the caption). The image lives only for this reply; the
 * conversation keeps the caption and that a photo came. A redelivery stops
 * before the fetch; a photo that cannot be fetched or read gets an apology,
 * uncharged.
 */
async function handlePhoto(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, maxImageBytes: number, answerText: AnswerText): Promise<void> {
  if (await fanMessageStored(deps.db, loaded.bot.id, event.eventId)) return;
  let image;
  try {
    image = await photoForModel(sender, event.media.ref!, maxImageBytes);
  } catch (error) {
    deps.log.error('A fan photo could not be read', { bot_id: loaded.bot.id, error: String(error) });
    return answerUncharged(deps, sender, loaded, event, PHOTO_NOT_RECEIVED);
  }
  await answerText(mediaText(event.media), 'photo', image);
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
async function handleVoiceNote(deps: FanEventDeps, stt: SpeechToText, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, answerText: AnswerText): Promise<void> {
  const { bot } = loaded;
  const { media } = event;
  if (await fanMessageStored(deps.db, bot.id, event.eventId)) return;
  const maxSeconds = deps.sttMaxSeconds ?? STT_MAX_SECONDS_DEFAULT;
  if (media.durationSeconds !== null && media.durationSeconds > maxSeconds) return answerUncharged(deps, sender, loaded, event, voiceTooLongLine(maxSeconds));

  let transcript;
  try {
    const audio = await sender.fetchMedia(media.ref!, VOICE_NOTE_MAX_BYTES);
    const seconds = media.durationSeconds ?? (await audioSeconds(audio.data, audio.mimeType ?? media.mimeType, deps.log));
    if (seconds !== null && seconds > maxSeconds) return answerUncharged(deps, sender, loaded, event, voiceTooLongLine(maxSeconds));
    transcript = await stt.transcribe({ data: audio.data, mimeType: audio.mimeType ?? media.mimeType, durationSeconds: seconds });
  } catch (error) {
    const tooLarge = error instanceof MediaTooLargeError;
    deps.log.error(tooLarge ? 'A fan voice note was too large to fetch' : 'A fan voice note could not be transcribed', { bot_id: bot.id, error: String(error) });
    return answerUncharged(deps, sender, loaded, event, tooLarge ? voiceTooLongLine(maxSeconds) : VOICE_NOT_HEARD);
  }
  const { fan } = await fanConversation(deps.db, bot.id, event.fan);
  await recordTranscriptionCost(deps.db, { botId: bot.id, fanId: fan.id, provider: transcript.provider, model: transcript.model, costUsd: transcript.costUsd });
  // The caption, when a channel sends one with audio, is part of what the fan said.
  await answerText([transcript.text, media.caption].filter(Boolean).join('\n'), 'voice');
}

/** The audio's own length, for a channel that does not state it (Instagram); null when it cannot be read, and the provider decides. */
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
 * What the bot cannot take (a sticker, a video, a photo for a model that sees
 * none, a voice note with no transcription configured): one line, at most
 * once an hour per fan. The message is recorded either way, so the creator
 * sees it in the inbox; nothing is charged. A fan who opted out, or whose
 * conversation the creator has taken over, gets no line.
 */
async function noticeOnce(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>): Promise<void> {
  const { bot } = loaded;
  const { fan, conversationId, takenOver } = await fanConversation(deps.db, bot.id, event.fan);
  const message = { conversationId, botId: bot.id, fanId: fan.id, messageId: event.eventId, text: mediaText(event.media), media: event.media.type };
  if (fan.opted_out || takenOver || !(await claimMediaNotice(deps.db, fan.id))) return recordFanMessageOnly(deps.db, message);
  await replyUncharged(deps, sender, { ...message, to: event.fan.externalUserId }, mediaNoticeLine(event.media.type));
}

/** A line that answers a media message without the model or a charge (a voice note too long, or unheard). */
async function answerUncharged(deps: FanEventDeps, sender: ChannelSender, loaded: BotWithOwner, event: InboundEventOf<'media'>, line: string): Promise<void> {
  const { fan, conversationId } = await fanConversation(deps.db, loaded.bot.id, event.fan);
  if (fan.opted_out) return;
  const message = { conversationId, botId: loaded.bot.id, fanId: fan.id, messageId: event.eventId, text: mediaText(event.media), media: event.media.type, to: event.fan.externalUserId };
  await replyUncharged(deps, sender, message, line);
}

async function replyUncharged(
  deps: FanEventDeps,
  sender: ChannelSender,
  message: { conversationId: string; botId: string; fanId: string; messageId: string; text: string; media: FanMediaKind; to: string },
  line: string,
): Promise<void> {
  await sender.sendText(message.to, line);
  await recordExchange(deps.db, {
    conversationId: message.conversationId,
    botId: message.botId,
    fanId: message.fanId,
    messageId: message.messageId,
    fanText: message.text,
    fanMedia: message.media,
    reply: { text: line, promptTokens: 0, completionTokens: 0, latencyMs: 0, costUsd: 0, isVoice: false },
  });
}

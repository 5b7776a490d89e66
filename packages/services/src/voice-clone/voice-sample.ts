import { DEFAULT_VOICE_ID, hasVoiceAccess, NO_VOICE_CREDITS, VOICE_SAMPLE_LINE, VOICE_SAMPLE_MAX_CHARS, VOICE_SAMPLE_NEEDS_VOICE } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { findOwnedBot } from '../bots/bot-store';
import { AppError } from '../errors';
import { debitMessageCredit, refundMessageCredit } from '../metering';
import { trimForSpeech, VOICE_NOT_CONFIGURED_MESSAGE, type VoiceSynthesizer } from '../voice-synthesis';

/**
 * POST /chatbots/{id}/voice-sample: the bot's greeting (or a short line) in
 * the bot's voice, so the creator hears it from the chat test: their own
 * cloned voice included. One voice message credit, as a fan's voice reply
 * costs; given back if ElevenLabs fails.
 */
export async function voiceSample(db: Db, voice: VoiceSynthesizer, user: UserRow, botId: string) {
  const bot = await findOwnedBot(db, user.id, botId);
  if (!hasVoiceAccess(user)) throw new AppError('FORBIDDEN', VOICE_SAMPLE_NEEDS_VOICE);
  if (!voice.isConfigured()) throw new AppError('SERVICE_UNAVAILABLE', VOICE_NOT_CONFIGURED_MESSAGE);
  const text = trimForSpeech(bot.greeting?.trim() || VOICE_SAMPLE_LINE, VOICE_SAMPLE_MAX_CHARS);
  const debit = await debitMessageCredit(db, { kind: 'voice', userId: user.id, botId: bot.id, source: 'test' });
  if (debit.status === 'exhausted') throw new AppError('PAYMENT_REQUIRED', NO_VOICE_CREDITS);
  try {
    const audio = await voice.synthesize(bot.voice_id ?? DEFAULT_VOICE_ID, text, 'audio/mpeg');
    return { audio_base64: audio.toString('base64'), content_type: 'audio/mpeg' as const, text };
  } catch (error) {
    if (debit.status === 'debited') await refundMessageCredit(db, debit.debitId);
    throw error;
  }
}

import { hasVoiceAccess } from '@fanline/core';
import type { Db } from '@fanline/db';
import { debitMessageCredit, refundMessageCredit } from '../metering';
import type { FanMessage, FanReplyDeps } from './fan-reply';

/** The bot answers this fan with a voice note: voice on, the owner entitled, ElevenLabs configured, and the channel takes one. */
export function voiceWanted(deps: FanReplyDeps, { bot, owner, voiceFormat }: FanMessage): boolean {
  return bot.voice_enabled && bot.voice_id !== null && hasVoiceAccess(owner) && deps.voice.isConfigured() && voiceFormat !== null;
}

/**
 * A voice note when the bot has voice on, the owner has voice access and a
 * voice credit, and ElevenLabs is configured; otherwise null (text reply).
 * A synthesis failure gives the voice credit back and falls back to text.
 */
export async function voiceNote(db: Db, deps: FanReplyDeps, message: FanMessage, text: string): Promise<Buffer | null> {
  const { bot, owner } = message;
  if (!voiceWanted(deps, message) || !bot.voice_id) return null;
  const debit = await debitMessageCredit(db, { kind: 'voice', userId: owner.id, botId: bot.id, source: message.fan.channel, messageId: message.messageId });
  if (debit.status === 'exhausted') return null;
  // 'duplicate': the runner died after taking this message's voice credit and
  // before answering, so the redelivery uses that credit rather than a new one.
  const debitId = debit.status === 'debited' ? debit.debitId : null;
  try {
    return await deps.voice.synthesize(bot.voice_id, text, message.voiceFormat ?? 'audio/mpeg');
  } catch (error) {
    if (debitId !== null) await refundMessageCredit(db, debitId);
    deps.log.error('Voice synthesis failed; answering in text', { bot_id: bot.id, reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

import { DEFAULT_VOICE_ID, VOICE_CLONE_NOT_FOUND } from '@fanline/core';
import type { Db } from '@fanline/db';
import { notifyBotChange } from '../bot-notifications';
import { AppError } from '../errors';
import type { VoiceLibrary } from './voice-library';

export type WithdrawnBy = 'creator' | 'admin' | 'account_deleted';

/**
 * Withdraws a creator's cloned voice: the clone is marked withdrawn (its
 * consent record stays, with the time) and every bot that spoke in it moves
 * to the default voice and says so on its card, in one transaction, so no
 * reply is spoken in it from then on. Then ElevenLabs deletes the voice; if
 * it cannot now, the API's hourly upkeep tries again (deleteWithdrawnVoices).
 */
export async function withdrawVoiceClone(db: Db, library: VoiceLibrary | null, userId: string, by: WithdrawnBy) {
  const withdrawn = await db.transaction().execute(async (trx) => {
    const clone = await trx
      .updateTable('voice_clones')
      .set({ status: 'withdrawn', withdrawn_at: new Date(), withdrawn_by: by })
      .where('user_id', '=', userId)
      .where('status', '=', 'ready')
      .returning(['id', 'elevenlabs_voice_id'])
      .executeTakeFirst();
    if (!clone?.elevenlabs_voice_id) return null;
    const moved = await trx
      .updateTable('bots')
      .set({ voice_id: DEFAULT_VOICE_ID, voice_withdrawn_at: new Date(), updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('voice_id', '=', clone.elevenlabs_voice_id)
      .returning('id')
      .execute();
    // The runners' bot cache must not speak in the withdrawn voice for its last two seconds either.
    for (const bot of moved) await notifyBotChange(trx, bot.id, 'updated');
    return { ...clone, voiceId: clone.elevenlabs_voice_id, bots: moved.length };
  });
  if (!withdrawn) throw new AppError('NOT_FOUND', VOICE_CLONE_NOT_FOUND);
  if (library) await deleteAtElevenLabs(db, library, withdrawn.id, withdrawn.voiceId);
  const bots = withdrawn.bots === 1 ? '1 bot now speaks' : `${withdrawn.bots} bots now speak`;
  // Staff withdraw someone else's voice: the answer says whose it was not.
  const done = by === 'creator' ? 'Your voice was withdrawn.' : 'The cloned voice was withdrawn.';
  return { success: true as const, message: withdrawn.bots ? `${done} ${bots} in the default voice.` : done };
}

/** Deletes one withdrawn voice at ElevenLabs and records it; a failure is left for the upkeep. */
async function deleteAtElevenLabs(db: Db, library: VoiceLibrary, cloneId: string, voiceId: string): Promise<boolean> {
  try {
    await library.remove(voiceId);
  } catch {
    return false;
  }
  await db.updateTable('voice_clones').set({ deleted_at: new Date() }).where('id', '=', cloneId).execute();
  return true;
}

/** The API's hourly upkeep: withdrawn voices ElevenLabs has not confirmed deleting are deleted now. Answers how many were. */
export async function deleteWithdrawnVoices(db: Db, library: VoiceLibrary | null): Promise<number> {
  if (!library) return 0;
  const pending = await db
    .selectFrom('voice_clones')
    .select(['id', 'elevenlabs_voice_id'])
    .where('status', '=', 'withdrawn')
    .where('deleted_at', 'is', null)
    .where('elevenlabs_voice_id', 'is not', null)
    .execute();
  let deleted = 0;
  for (const clone of pending) if (await deleteAtElevenLabs(db, library, clone.id, clone.elevenlabs_voice_id!)) deleted += 1;
  return deleted;
}

/** Before accounts are deleted: each one's cloned voice is withdrawn (and deleted at ElevenLabs); the consent records stay. */
export async function withdrawVoicesOfDeletedAccounts(db: Db, library: VoiceLibrary | null, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  const holders = await db.selectFrom('voice_clones').select('user_id').where('user_id', 'in', userIds).where('status', '=', 'ready').execute();
  for (const { user_id } of holders) if (user_id) await withdrawVoiceClone(db, library, user_id, 'account_deleted');
}

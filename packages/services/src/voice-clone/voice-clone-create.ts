import { planAllows, VOICE_CLONE_CONSENT_TEXT, VOICE_CLONE_EXISTS, VOICE_CLONE_NEEDS_PLAN, VOICE_CLONE_SLOTS_FULL, type VoiceCloneInput } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../errors';
import { VOICE_CLONING_NOT_CONFIGURED } from './voice-clone-config';
import { cleanUpFailedClones, cloneTag, markFailedAndCleanUp } from './voice-clone-cleanup';
import { VoiceLibraryError, type VoiceLibrary } from './voice-library';
import { measureSamples } from './voice-samples';

/** Who agreed, from where: stored with the consent's words and time. */
export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
}

const VOICE_MADE_TOO_LATE = 'Your account changed while your voice was being made, so it was not kept. Please try again.';

function refusalOf(error: unknown): AppError {
  if (!(error instanceof VoiceLibraryError)) return new AppError('BAD_GATEWAY', 'ElevenLabs could not be reached. Please try again.');
  if (error.kind === 'slots_full') return new AppError('SERVICE_UNAVAILABLE', VOICE_CLONE_SLOTS_FULL);
  if (error.kind === 'refused') return new AppError('BAD_REQUEST', `ElevenLabs refused the recordings: ${error.message}`, [{ field: 'files', message: error.message }]);
  return new AppError('BAD_GATEWAY', 'ElevenLabs could not make your voice right now. Nothing was saved; please try again in a few minutes.');
}


/**
 * POST /voice-clone: the creator's own voice from their recordings, with
 * their consent recorded. In order: the plan, one voice a creator, the
 * recordings measured from the audio; then a row holds the creator's one slot
 * with the consent (so two uploads at once cannot both make a voice), and
 * ElevenLabs clones the voice with background noise removed. If ElevenLabs
 * refuses or fails, the row goes and any voice the call made is deleted:
 * nothing is left half-made on either side. The samples are not kept.
 */
export async function createVoiceClone(db: Db, library: VoiceLibrary | null, user: UserRow, input: VoiceCloneInput, consent: ConsentContext) {
  if (!library) throw new AppError('SERVICE_UNAVAILABLE', VOICE_CLONING_NOT_CONFIGURED);
  if (!planAllows(user, 'voiceClone')) throw new AppError('FORBIDDEN', VOICE_CLONE_NEEDS_PLAN);
  await cleanUpFailedClones(db, library, user.id);
  const held = await db.selectFrom('voice_clones').select('id').where('user_id', '=', user.id).where('status', 'in', ['creating', 'ready']).executeTakeFirst();
  if (held) throw new AppError('CONFLICT', VOICE_CLONE_EXISTS);
  const { uploads, seconds } = await measureSamples(input.files);

  const row = await db
    .insertInto('voice_clones')
    .values({
      user_id: user.id,
      user_email: user.email,
      name: input.name,
      sample_count: uploads.length,
      sample_seconds: seconds.toFixed(2),
      consent_text: VOICE_CLONE_CONSENT_TEXT,
      consent_at: new Date(),
      consent_ip: consent.ip,
      consent_user_agent: consent.userAgent?.slice(0, 500) ?? null,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw new AppError('CONFLICT', VOICE_CLONE_EXISTS);
      throw error;
    });

  let voiceId: string;
  try {
    voiceId = await library.clone(input.name, cloneTag(row.id), uploads);
  } catch (error) {
    // One refused made nothing. One that failed without an answer may have made the voice, or may still: the row
    // becomes a failed attempt that frees the slot, and the cleanup looks for the voice by its tag now and later.
    if (error instanceof VoiceLibraryError && error.kind !== 'unavailable') await db.deleteFrom('voice_clones').where('id', '=', row.id).execute();
    else await markFailedAndCleanUp(db, library, row.id);
    throw refusalOf(error);
  }
  // Only while the attempt still holds the slot: an account deleted meanwhile gets no voice.
  const kept = await db
    .updateTable('voice_clones')
    .set({ status: 'ready', elevenlabs_voice_id: voiceId })
    .where('id', '=', row.id)
    .where('status', '=', 'creating')
    .where('user_id', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (!kept) {
    await library.remove(voiceId).catch(() => markFailedAndCleanUp(db, library, row.id));
    await db.deleteFrom('voice_clones').where('id', '=', row.id).where('status', '=', 'creating').execute();
    throw new AppError('CONFLICT', VOICE_MADE_TOO_LATE);
  }
  return { voice: { id: voiceId, name: input.name, created_at: row.created_at.toISOString() } };
}

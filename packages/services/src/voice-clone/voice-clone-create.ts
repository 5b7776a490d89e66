import { sql } from 'kysely';
import { planAllows, VOICE_CLONE_CONSENT_TEXT, VOICE_CLONE_EXISTS, VOICE_CLONE_NEEDS_PLAN, VOICE_CLONE_SLOTS_FULL, type VoiceCloneInput } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../errors';
import { VOICE_CLONING_NOT_CONFIGURED } from './voice-clone-config';
import { VoiceLibraryError, type VoiceLibrary } from './voice-library';
import { measureSamples } from './voice-samples';

/** Who agreed, from where: stored with the consent's words and time. */
export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
}

/** A clone still 'creating' after this long was cut off (a killed API); its slot is freed for the next attempt. */
const ABANDONED_AFTER_MINUTES = 10;

/** What ElevenLabs knows the clone by until it answers: the description, so a voice made by a call that timed out can be found. */
const tagOf = (cloneId: string) => `fanline-voice-clone:${cloneId}`;

function refusalOf(error: unknown): AppError {
  if (!(error instanceof VoiceLibraryError)) return new AppError('BAD_GATEWAY', 'ElevenLabs could not be reached. Please try again.');
  if (error.kind === 'slots_full') return new AppError('SERVICE_UNAVAILABLE', VOICE_CLONE_SLOTS_FULL);
  if (error.kind === 'refused') return new AppError('BAD_REQUEST', `ElevenLabs refused the recordings: ${error.message}`, [{ field: 'files', message: error.message }]);
  return new AppError('BAD_GATEWAY', 'ElevenLabs could not make your voice right now. Nothing was saved; please try again in a few minutes.');
}

/** Deletes at ElevenLabs any voice the attempt made, found by its tag; best effort, as the attempt has already failed. */
async function removeTagged(library: VoiceLibrary, cloneId: string): Promise<void> {
  const ids = await library.idsDescribed(tagOf(cloneId)).catch(() => []);
  for (const id of ids) await library.remove(id).catch(() => undefined);
}

/** Frees the slot of an attempt cut off mid-way, deleting whatever it may have made at ElevenLabs. */
async function freeAbandoned(db: Db, library: VoiceLibrary, userId: string): Promise<void> {
  const abandoned = await db
    .selectFrom('voice_clones')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'creating')
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`)
    .execute();
  for (const { id } of abandoned) {
    await removeTagged(library, id);
    await db.deleteFrom('voice_clones').where('id', '=', id).where('status', '=', 'creating').execute();
  }
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
  await freeAbandoned(db, library, user.id);
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
    voiceId = await library.clone(input.name, tagOf(row.id), uploads);
  } catch (error) {
    // A call that failed without an answer may still have made the voice; one refused made nothing.
    if (!(error instanceof VoiceLibraryError) || error.kind === 'unavailable') await removeTagged(library, row.id);
    await db.deleteFrom('voice_clones').where('id', '=', row.id).execute();
    throw refusalOf(error);
  }
  await db.updateTable('voice_clones').set({ status: 'ready', elevenlabs_voice_id: voiceId }).where('id', '=', row.id).execute();
  return { voice: { id: voiceId, name: input.name, created_at: row.created_at.toISOString() } };
}

import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import type { VoiceLibrary } from './voice-library';

/** A clone attempt still 'creating' after this long was cut off (a killed API): it is cleaned up like a failed one. */
const ABANDONED_AFTER_MINUTES = 10;

/** What ElevenLabs knows an attempt's voice by until it answers: its description, so a voice made by a call that failed can be found. */
export const cloneTag = (cloneId: string) => `fanline-voice-clone:${cloneId}`;

/**
 * Deletes at ElevenLabs every voice an attempt made (found by its tag) and
 * then the attempt's row. The listing must succeed: a failure leaves the row
 * for the next cleanup rather than forget a voice that may exist.
 */
async function cleanUpAttempt(db: Db, library: VoiceLibrary, cloneId: string): Promise<boolean> {
  try {
    for (const id of await library.idsDescribed(cloneTag(cloneId))) await library.remove(id);
  } catch {
    return false;
  }
  await db.deleteFrom('voice_clones').where('id', '=', cloneId).where((eb) => eb.or([eb('status', '=', 'creating'), eb('withdrawn_by', '=', 'failed')])).execute();
  return true;
}

/**
 * An attempt whose call failed without an answer: it frees the creator's slot
 * at once (withdrawn, by 'failed'), and its voice, if ElevenLabs made one, is
 * looked for now; the hourly upkeep looks again, since ElevenLabs may finish
 * it after the call gave up, and deletes the row once a look succeeds later.
 */
export async function markFailedAndCleanUp(db: Db, library: VoiceLibrary, cloneId: string): Promise<void> {
  await db.updateTable('voice_clones').set({ status: 'withdrawn', withdrawn_by: 'failed', withdrawn_at: new Date() }).where('id', '=', cloneId).where('status', '=', 'creating').execute();
  for (const id of await library.idsDescribed(cloneTag(cloneId)).catch(() => [])) await library.remove(id).catch(() => undefined);
}

/**
 * Failed attempts and attempts cut off mid-way (of one creator, or all):
 * their voices deleted at ElevenLabs by tag and their rows removed. Failed
 * ones wait a few minutes, so a voice ElevenLabs finishes late is caught.
 * Answers how many were cleaned up.
 */
export async function cleanUpFailedClones(db: Db, library: VoiceLibrary, userId?: string): Promise<number> {
  const stale = sql<Date>`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`;
  const attempts = await db
    .selectFrom('voice_clones')
    .select('id')
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'creating'), eb('created_at', '<', stale)]),
        eb.and([eb('status', '=', 'withdrawn'), eb('withdrawn_by', '=', 'failed'), eb('withdrawn_at', '<', stale)]),
      ]),
    )
    .execute();
  let cleaned = 0;
  for (const { id } of attempts) if (await cleanUpAttempt(db, library, id)) cleaned += 1;
  return cleaned;
}

import { isVoiceId, OWN_VOICE_LABEL, VOICE_CHOICE, VOICES, type VoiceOption } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from '../errors';

/**
 * The creator's clone that speaks: made and not withdrawn. `forShare` locks
 * its row until the transaction ends, so it cannot be withdrawn meanwhile
 * (see assertVoiceUsable).
 */
export function readyCloneOf(db: Db, userId: string, lock?: 'forShare') {
  const ready = db.selectFrom('voice_clones').selectAll().where('user_id', '=', userId).where('status', '=', 'ready');
  return (lock ? ready.forShare() : ready).executeTakeFirst();
}

/** GET /voice-clone: the creator's cloned voice, or none. Its id is the one a bot's voice_id takes. */
export async function voiceCloneOf(db: Db, userId: string) {
  const clone = await readyCloneOf(db, userId);
  return { voice: clone?.elevenlabs_voice_id ? { id: clone.elevenlabs_voice_id, name: clone.name, created_at: clone.created_at.toISOString() } : null };
}

/** A voice in the list, with `own` on the creator's cloned voice. */
export type ListedVoice = VoiceOption & { own?: true };

/** GET /voices: the 17 voices, after the creator's own cloned voice where they have one (only they see it). */
export async function listVoicesFor(db: Db, userId: string): Promise<{ voices: readonly ListedVoice[] }> {
  const clone = await readyCloneOf(db, userId);
  if (!clone?.elevenlabs_voice_id) return { voices: VOICES };
  const own: ListedVoice = { id: clone.elevenlabs_voice_id, label: OWN_VOICE_LABEL, gender: 'neutral', own: true };
  return { voices: [own, ...VOICES] };
}

/**
 * Refuses a voice a bot may not use: anything but the 17 and the creator's own
 * ready clone. Another creator's cloned voice gets exactly the answer a made-up
 * id gets (the schema's own message), so its existence is not revealed. Run
 * inside the bot's save: the clone's row is locked FOR SHARE, so a withdrawal
 * waits for the save and then moves this bot too, or goes first and the save
 * is refused; no bot is left on a withdrawn voice.
 */
export async function assertVoiceUsable(trx: Db, userId: string, voiceId: string | null): Promise<void> {
  if (voiceId === null || isVoiceId(voiceId)) return;
  const clone = await readyCloneOf(trx, userId, 'forShare');
  if (clone?.elevenlabs_voice_id === voiceId) return;
  throw new AppError('BAD_REQUEST', `voice_id: ${VOICE_CHOICE}`, [{ field: 'voice_id', message: VOICE_CHOICE }]);
}

/** Every clone a user made, withdrawn ones included, newest first, with its consent record: for the admin console. */
export async function voiceCloneRecords(db: Db, userId: string) {
  const rows = await db.selectFrom('voice_clones').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    records: rows.map((row) => ({
      name: row.name,
      status: row.status,
      voice_id: row.elevenlabs_voice_id,
      sample_count: row.sample_count,
      sample_seconds: Number(row.sample_seconds),
      consent_text: row.consent_text,
      consent_at: row.consent_at.toISOString(),
      consent_ip: row.consent_ip,
      consent_user_agent: row.consent_user_agent,
      created_at: row.created_at.toISOString(),
      withdrawn_at: iso(row.withdrawn_at),
      withdrawn_by: row.withdrawn_by,
      deleted_at: iso(row.deleted_at),
    })),
  };
}

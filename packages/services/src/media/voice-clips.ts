import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@fanline/db';
import type { SecretBox } from '../secrets';
import type { VoiceFormat } from '../voice-synthesis';

/** How long a clip's link works: Meta fetches the audio when the message is sent. */
export const VOICE_CLIP_TTL_MS = 60 * 60 * 1000;

const EXTENSIONS: Record<VoiceFormat, string> = { 'audio/wav': 'wav', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg' };

/** The link's signature: an HMAC of the clip and its expiry under a key of APP_SECRET's (the secret box's digest). */
function signatureOf(secrets: SecretBox, id: string, expires: number): string {
  return secrets.digest(`voice-clip:${id}:${expires}`);
}

/**
 * Stores a voice note and returns a public link to it under APP_URL that
 * works for an hour: signed, so nobody can list or guess clips, and expiring,
 * so a fan's voice note does not stay reachable.
 */
export async function publishVoiceClip(db: Db, secrets: SecretBox, appUrl: string, botId: string, audio: Buffer, contentType: VoiceFormat, now = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + VOICE_CLIP_TTL_MS);
  const row = await db.insertInto('voice_clips').values({ bot_id: botId, content: audio, content_type: contentType, expires_at: expiresAt }).returning('id').executeTakeFirstOrThrow();
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(secrets, row.id, expires) });
  return `${appUrl}/api/media/voice/${row.id}.${EXTENSIONS[contentType]}?${query}`;
}

/** The clip a signed, unexpired link names; null for anything else (a wrong signature, an old link, an unknown clip). */
export async function readVoiceClip(
  db: Db,
  secrets: SecretBox,
  link: { id: string; expires: string | undefined; signature: string | undefined },
  now = new Date(),
): Promise<{ content: Buffer; contentType: string } | null> {
  const expires = Number(link.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime() || !link.signature) return null;
  const expected = Buffer.from(signatureOf(secrets, link.id, expires));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const row = await db.selectFrom('voice_clips').select(['content', 'content_type']).where('id', '=', link.id).where('expires_at', '>', now).executeTakeFirst();
  return row ? { content: row.content, contentType: row.content_type } : null;
}

/** Clips an hour past their expiry go: nobody can fetch them any more. */
export async function deleteExpiredVoiceClips(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('voice_clips').where('expires_at', '<', new Date(now.getTime() - VOICE_CLIP_TTL_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

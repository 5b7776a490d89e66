import { createHash } from 'node:crypto';
import type { Db } from '@fanline/db';

/** The creator's connected number as a WhatsApp bot sees it (one per creator). */
export interface WhatsAppLink {
  display_phone_number: string;
  verified_name: string;
  /** Why Meta refused the token ('WhatsApp rejected the access token: …'); null while it works. */
  token_error: string | null;
}

export async function whatsappNumberOf(db: Db, userId: string): Promise<WhatsAppLink | null> {
  const row = await db.selectFrom('whatsapp_numbers').select(['display_phone_number', 'verified_name', 'token_error']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? null;
}

/** A token's SHA-256: what tells the stored token from another without unsealing it. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Why the creator must reconnect; their WhatsApp bot shows it as needing attention, and its events wait.
 * Only the token that was refused is marked: a runner reads a bot, and its token, through a 2-second
 * cache, so the old token's refusal can come after the creator reconnected with a new one.
 */
export async function markWhatsAppTokenFailed(db: Db, userId: string, reason: string, refusedDigest: string | null): Promise<void> {
  let update = db.updateTable('whatsapp_numbers').set({ token_error: `WhatsApp rejected the access token: ${reason}` }).where('user_id', '=', userId);
  if (refusedDigest) update = update.where('token_digest', '=', refusedDigest);
  await update.execute();
}

/**
 * The bot that answers messages to this phone number id: its creator's
 * WhatsApp bot that is deployed (one number serves one bot at a time). None
 * for a number Fanline does not serve. A number whose token Meta refused
 * still has its bot: the fan's messages are queued and wait (isAnswering)
 * until the creator reconnects.
 */
export async function whatsappBotFor(db: Db, phoneNumberId: string): Promise<string | null> {
  const row = await db
    .selectFrom('whatsapp_numbers as w')
    .innerJoin('bots as b', 'b.user_id', 'w.user_id')
    .select('b.id')
    .where('w.phone_number_id', '=', phoneNumberId)
    .where('b.platform', '=', 'whatsapp')
    .where('b.is_deployed', '=', true)
    .orderBy('b.deployed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

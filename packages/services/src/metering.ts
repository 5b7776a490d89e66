import { sql } from 'kysely';
import { UNLIMITED } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from './errors';

export const NO_MESSAGES_LEFT =
  'You have no messages left this month. Buy a message pack or upgrade your plan to keep chatting.';

export interface DebitRequest {
  /** Which balance pays: messages_remaining, or voice_messages_remaining for a voice note. */
  kind?: 'message' | 'voice';
  userId: string;
  botId: string;
  source: 'telegram' | 'instagram' | 'test';
  /** For fan messages: the Telegram update, so a redelivery is never charged twice. */
  telegramUpdateId?: number;
}

export type DebitOutcome = { status: 'debited'; debitId: number; remaining: number } | { status: 'duplicate' } | { status: 'exhausted' };

class CreditsExhausted extends Error {}

/**
 * Takes one message credit and writes its usage row in one transaction. The
 * row is unique per (bot, kind, Telegram update), so a redelivered update
 * finds it and is not charged again. The balance never goes below 0, and
 * 999999 (unlimited) is never decremented.
 */
export async function debitMessageCredit(db: Db, request: DebitRequest): Promise<DebitOutcome> {
  const kind = request.kind ?? 'message';
  const balance = kind === 'voice' ? 'voice_messages_remaining' : 'messages_remaining';
  try {
    return await db.transaction().execute(async (trx) => {
      const debit = await trx
        .insertInto('usage_debits')
        .values({
          user_id: request.userId,
          bot_id: request.botId,
          kind,
          source: request.source,
          telegram_update_id: request.telegramUpdateId ?? null,
        })
        .onConflict((oc) =>
          oc.columns(['bot_id', 'kind', 'telegram_update_id']).where('telegram_update_id', 'is not', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!debit) return { status: 'duplicate' as const };

      const user = await trx
        .updateTable('users')
        .set({ [balance]: sql<number>`CASE WHEN ${sql.ref(balance)} = ${UNLIMITED} THEN ${sql.ref(balance)} ELSE ${sql.ref(balance)} - 1 END` })
        .where('id', '=', request.userId)
        .where(balance, '>', 0)
        .returning(`${balance} as remaining`)
        .executeTakeFirst();
      // Throwing rolls the usage row back with the transaction.
      if (!user) throw new CreditsExhausted();
      return { status: 'debited' as const, debitId: debit.id, remaining: user.remaining };
    });
  } catch (error) {
    if (error instanceof CreditsExhausted) return { status: 'exhausted' };
    throw error;
  }
}

/** Gives back a credit whose reply never reached anyone (the model or the voice failed), with its usage row. */
export async function refundMessageCredit(db: Db, debitId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('usage_debits').where('id', '=', debitId).returning(['user_id', 'kind']).executeTakeFirst();
    if (!removed) return;
    const balance = removed.kind === 'voice' ? 'voice_messages_remaining' : 'messages_remaining';
    await trx
      .updateTable('users')
      .set({ [balance]: sql<number>`${sql.ref(balance)} + 1` })
      .where('id', '=', removed.user_id)
      .where(balance, '<>', UNLIMITED)
      .execute();
  });
}

/** Like debitMessageCredit, for callers that answer "no credits" with a 402. */
export async function requireMessageCredit(db: Db, request: DebitRequest): Promise<number> {
  const outcome = await debitMessageCredit(db, request);
  if (outcome.status === 'exhausted') throw new AppError('PAYMENT_REQUIRED', NO_MESSAGES_LEFT);
  if (outcome.status === 'duplicate') throw new AppError('CONFLICT', 'This message was already answered');
  return outcome.debitId;
}

import { sql, type RawBuilder } from 'kysely';
import { MAX_COUNTED_BALANCE, UNLIMITED, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { creditsDebited, creditsRefunded } from './metrics/metrics-registry';

export const NO_MESSAGES_LEFT =
  'You have no messages left this month. Buy a message pack or upgrade your plan to keep chatting.';

export interface DebitRequest {
  /** Which balance pays: messages_remaining, or voice_messages_remaining for a voice note. */
  kind?: 'message' | 'voice';
  userId: string;
  botId: string;
  /** The channel the message came from ('test': the dashboard's chat test). */
  source: Platform | 'test';
  /** For fan messages: the channel's message id, so a redelivery is never charged twice. */
  messageId?: string;
}

export type DebitOutcome = { status: 'debited'; debitId: number; remaining: number } | { status: 'duplicate' } | { status: 'exhausted' };

/**
 * Takes one credit and writes its usage row in one transaction (the
 * fanline_debit_credit function, one round trip). The row is unique per (bot,
 * channel, kind, message id), so a redelivered update finds it and is not charged
 * again. The balance never goes below 0, and 999999 (unlimited) is never
 * decremented.
 */
export async function debitMessageCredit(db: Db, request: DebitRequest): Promise<DebitOutcome> {
  const { rows } = await sql<DebitRow>`SELECT * FROM ${debitCreditCall(request)}`.execute(db);
  return debitOutcome(rows[0], request);
}

/** A row of fanline_debit_credit. */
export interface DebitRow {
  status: 'debited' | 'duplicate' | 'exhausted';
  debit_id: number | string | null;
  remaining: number | null;
}

/**
 * The fanline_debit_credit call as a row source, for a caller that charges
 * inside a larger statement (see readKnownFan). There the source and the
 * message id may be the statement's own columns, one charge per row.
 */
export function debitCreditCall(request: Omit<DebitRequest, 'source' | 'messageId'> & { source: DebitRequest['source'] | RawBuilder<string>; messageId?: string | RawBuilder<string | null> }) {
  return sql<DebitRow>`fanline_debit_credit(${request.userId}, ${request.botId}, ${request.kind ?? 'message'}, ${request.source}, ${request.messageId ?? null})`;
}

/** The outcome of a fanline_debit_credit row; every debit passes here, so here it is counted (fanline_credits_debited_total). */
export function debitOutcome(row: DebitRow | null | undefined, request: DebitRequest): DebitOutcome {
  if (row?.status === 'debited') {
    creditsDebited.inc({ kind: request.kind ?? 'message', source: request.source });
    return { status: 'debited', debitId: Number(row.debit_id), remaining: Number(row.remaining) };
  }
  return { status: row?.status === 'duplicate' ? 'duplicate' : 'exhausted' };
}

/**
 * Gives back a credit whose reply never reached anyone (the model or the voice
 * failed), with its usage row. The balance stops at 999998, so a refund never
 * turns it into 999999 (unlimited), and an unlimited balance is left alone.
 */
export async function refundMessageCredit(db: Db, debitId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('usage_debits').where('id', '=', debitId).returning(['user_id', 'kind']).executeTakeFirst();
    if (!removed) return;
    creditsRefunded.inc({ kind: removed.kind });
    const balance = removed.kind === 'voice' ? 'voice_messages_remaining' : 'messages_remaining';
    await trx
      .updateTable('users')
      .set({ [balance]: sql<number>`least(${sql.ref(balance)} + 1, ${MAX_COUNTED_BALANCE})` })
      .where('id', '=', removed.user_id)
      .where(balance, '<>', UNLIMITED)
      .execute();
  });
}


/**
 * Gives back every credit taken for one fan message (its message credit and
 * any voice credit) whose reply never reached the fan: the channel refused it
 * for good, or the queue gave the event up. Returns how many were refunded.
 */
export async function refundMessageCredits(db: Db, key: { botId: string; source: Platform; messageId: string }): Promise<number> {
  const debits = await db
    .selectFrom('usage_debits')
    .select('id')
    .where('bot_id', '=', key.botId)
    .where('source', '=', key.source)
    .where('external_message_id', '=', key.messageId)
    .execute();
  for (const { id } of debits) await refundMessageCredit(db, id);
  return debits.length;
}

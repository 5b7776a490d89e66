import { sql } from 'kysely';
import { inboundEventSchema, type InboundEvent } from '@fanline/core';
import { compiledOnce, preparedStatement, type Database, type Db } from '@fanline/db';
import { enqueueInboundEvent } from './inbound-queue';

/** A polled update the runner is about to handle: Telegram's update id and what the adapter made of it. */
export interface PolledEvent {
  updateId: number;
  event: InboundEvent;
}

/**
 * Stores a fetched batch before the next getUpdates call confirms it to
 * Telegram, and in the same statement drops the rows of updates finished
 * since (decision 024). One text whatever the batch's size (arrays, not a
 * row per update), so it is compiled once and prepared once per connection:
 * a polling runner runs it for nearly every fan message. A batch fetched again (a poller
 * started on updates Telegram still held) keeps its first rows.
 */
export async function journalPolledEvents(db: Db, botId: string, polled: readonly PolledEvent[], finishedUpdateIds: readonly number[] = []): Promise<void> {
  if (!polled.length) return forgetPolledUpdates(db, botId, finishedUpdateIds);
  await db.executeQuery(
    journalStatement(db, {
      botId,
      finished: finishedUpdateIds.map(String),
      updateIds: polled.map((p) => String(p.updateId)),
      events: polled.map((p) => JSON.stringify(p.event)),
    }),
  );
}

const journalStatement = compiledOnce<{ botId: string; finished: string[]; updateIds: string[]; events: string[] }, never, Database>((db, value) => {
  const botId = value('botId');
  const statement = sql`
    WITH finished AS (DELETE FROM polled_updates WHERE bot_id = ${botId} AND update_id = ANY(${value('finished')}::bigint[]))
    INSERT INTO polled_updates (bot_id, update_id, event)
    SELECT ${botId}, u.update_id, u.event
    FROM unnest(${value('updateIds')}::bigint[], ${value('events')}::json[]) AS u(update_id, event)
    ON CONFLICT (bot_id, update_id) DO NOTHING
  `;
  return preparedStatement('journal_polled_updates', statement.compile(db));
});

/** Drops the rows of updates that are done with: a runner killed later has nothing left of them to redo. */
export async function forgetPolledUpdates(db: Db, botId: string, updateIds: readonly number[]): Promise<void> {
  if (!updateIds.length) return;
  await db.executeQuery(forgetStatement(db, { botId, updateIds: updateIds.map(String) }));
}

const forgetStatement = compiledOnce<{ botId: string; updateIds: string[] }, never, Database>((db, value) =>
  preparedStatement('forget_polled_updates', sql`DELETE FROM polled_updates WHERE bot_id = ${value('botId')} AND update_id = ANY(${value('updateIds')}::bigint[])`.compile(db)),
);

/**
 * How long a left update is still answered: as long as Telegram itself keeps
 * an update nobody fetched. A bot paused after its runner died and resumed
 * days later does not answer days-old messages.
 */
export const POLLED_UPDATE_TTL_HOURS = 24;

export interface LeftoverPolledEvents {
  /** Still worth answering, oldest first. */
  events: PolledEvent[];
  /** Older than POLLED_UPDATE_TTL_HOURS: given up, like an update Telegram dropped. */
  stale: PolledEvent[];
  /** Rows that no longer parse (an event shape changed between versions): logged and dropped rather than block the bot. */
  unreadable: number[];
}

/** What a runner that died while holding this bot left unfinished. */
export async function leftoverPolledEvents(db: Db, botId: string): Promise<LeftoverPolledEvents> {
  const rows = await db
    .selectFrom('polled_updates')
    .select(['update_id', 'event', sql<boolean>`received_at < now() - make_interval(hours => ${POLLED_UPDATE_TTL_HOURS})`.as('stale')])
    .where('bot_id', '=', botId)
    .orderBy('update_id')
    .execute();
  const left: LeftoverPolledEvents = { events: [], stale: [], unreadable: [] };
  for (const row of rows) {
    const parsed = inboundEventSchema.safeParse(row.event);
    if (!parsed.success || parsed.data.botId !== botId) left.unreadable.push(Number(row.update_id));
    else (row.stale ? left.stale : left.events).push({ updateId: Number(row.update_id), event: parsed.data });
  }
  return left;
}

/**
 * A polled update its runner could not finish (the database or the channel
 * failed mid-reply) moves to the durable inbound queue, which retries it
 * with backoff and, once it gives up, refunds what was charged for it. Moved
 * and forgotten in one transaction, so it is in exactly one of the two.
 */
export async function requeuePolledEvent(db: Db, { updateId, event }: PolledEvent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await enqueueInboundEvent(trx, event);
    // Not the prepared forgetPolledUpdates: a prepared statement runs outside a transaction (decision 020).
    await trx.deleteFrom('polled_updates').where('bot_id', '=', event.botId).where('update_id', '=', String(updateId)).execute();
  });
}

import { sql, type Kysely } from 'kysely';

/**
 * The updates a polling runner has fetched from Telegram and not yet finished
 * (issue #35). Telegram forgets an update once a later getUpdates call passes
 * its offset, and @grammyjs/runner makes that call while earlier updates are
 * still being handled, so a runner killed mid-reply lost them. Each fetched
 * batch is written here before the next call confirms it, and each update is
 * deleted once its reply went out; whatever a dead runner left is handled by
 * the runner that takes the bot's lease next, before it polls.
 *
 * The row holds the channel-neutral inbound event (the Telegram adapter's
 * output), so recovery needs no Telegram types; as json, not jsonb, which
 * refuses an escaped U+0000 that one odd field would make fail the whole
 * batch, and so the bot. Rows go with their bot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE polled_updates (
      bot_id uuid NOT NULL REFERENCES bots(id) ON DELETE CASCADE,
      update_id bigint NOT NULL,
      event json NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (bot_id, update_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('polled_updates').execute();
}

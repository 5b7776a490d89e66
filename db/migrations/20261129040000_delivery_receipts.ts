import { sql, type Kysely } from 'kysely';

// Delivery receipts (issue #38): a channel that reports what became of a sent
// message (WhatsApp's sent, delivered, read and failed statuses) keeps the
// latest here, by the channel's id of the sent message. `answering` is the
// fan's message the bot's reply answered, which is the reply row's
// external_message_id, so the inbox finds a reply's receipts (one for each
// part) by (bot_id, answering). A status may arrive before the sender's own
// row, so bot_id is filled by whichever comes second.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE delivery_receipts (
      channel text NOT NULL CHECK (channel IN ('telegram', 'instagram', 'whatsapp')),
      external_id text NOT NULL,
      bot_id uuid REFERENCES bots (id) ON DELETE CASCADE,
      answering text,
      status text NOT NULL CHECK (status IN ('sent', 'delivered', 'read', 'failed')),
      error text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (channel, external_id)
    );
    CREATE INDEX delivery_receipts_answering_idx ON delivery_receipts (bot_id, answering) WHERE answering IS NOT NULL;
    -- The hourly upkeep deletes receipts by age.
    CREATE INDEX delivery_receipts_updated_idx ON delivery_receipts (updated_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE delivery_receipts`.execute(db);
}

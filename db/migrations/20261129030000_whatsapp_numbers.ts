import { sql, type Kysely } from 'kysely';

// WhatsApp, the third channel (issue #38), through Meta's WhatsApp Cloud API.
// - whatsapp_numbers: a creator's connected WhatsApp Business number (one per
//   creator): the business account (WABA) the app is subscribed to, the phone
//   number id Meta's webhooks name as metadata.phone_number_id (unique: one
//   number serves one creator, and through them one live bot), its public
//   name and number, the sealed system-user token and its SHA-256 (so a
//   refusal marks only the token refused), and why Meta last refused it (its
//   bot then needs attention).
// - Every channel column takes 'whatsapp'.
const CHANNEL_COLUMNS = [
  ['bots', 'platform', "'telegram', 'instagram'"],
  ['conversations', 'channel', "'telegram', 'instagram', 'test'"],
  ['usage_debits', 'source', "'telegram', 'instagram', 'test'"],
  ['protected_minors', 'channel', "'telegram', 'instagram'"],
  ['fans', 'channel', "'telegram', 'instagram'"],
  ['fan_payments', 'channel', "'telegram', 'instagram'"],
] as const;

async function setChannels(db: Kysely<any>, extra: string): Promise<void> {
  for (const [table, column, values] of CHANNEL_COLUMNS) {
    const constraint = `${table}_${column}_check`;
    // NOT VALID and never validated: the new list only widens the old, whose check every row passed, and
    // validating would scan each table (usage_debits has a row a message) while the migration's lock is held.
    // New and updated rows are checked all the same.
    await sql`
      ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(constraint)};
      ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.id(constraint)} CHECK (${sql.ref(column)} IN (${sql.raw(values + extra)})) NOT VALID;
    `.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE whatsapp_numbers (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      waba_id text NOT NULL,
      phone_number_id text NOT NULL UNIQUE,
      display_phone_number text NOT NULL,
      verified_name text NOT NULL,
      token_enc text NOT NULL,
      token_digest text NOT NULL,
      token_error text,
      connected_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  await setChannels(db, ", 'whatsapp'");
}

export async function down(db: Kysely<any>): Promise<void> {
  // The WhatsApp rows go first, or the narrower lists would not hold.
  await sql`
    DELETE FROM bots WHERE platform = 'whatsapp';
    DELETE FROM usage_debits WHERE source = 'whatsapp';
    DELETE FROM protected_minors WHERE channel = 'whatsapp';
    DELETE FROM fan_payments WHERE channel = 'whatsapp';
    DELETE FROM fans WHERE channel = 'whatsapp';
    DELETE FROM conversations WHERE channel = 'whatsapp';
    DROP TABLE whatsapp_numbers;
  `.execute(db);
  await setChannels(db, '');
}

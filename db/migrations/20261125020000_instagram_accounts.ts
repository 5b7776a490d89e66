import { sql, type Kysely } from 'kysely';

// Instagram DMs (issue #17), through the Instagram API with Instagram Login.
// - instagram_accounts: a creator's connected professional account (one per
//   creator), its long-lived token sealed, when it expires, and the last
//   token failure (a bot using it then needs attention). ig_user_id is the id
//   Meta's webhooks name as entry.id and as the recipient of a fan's DM, so it
//   is unique: one account serves one creator, and through them one bot.
// - oauth_states.user_id binds a connect flow to the signed-in creator; for
//   these rows `state` holds the state's SHA-256, never the state itself.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE instagram_accounts (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      ig_user_id text NOT NULL UNIQUE,
      username text NOT NULL,
      token_enc text NOT NULL,
      token_expires_at timestamptz NOT NULL,
      token_error text,
      connected_at timestamptz NOT NULL DEFAULT now(),
      refreshed_at timestamptz
    );
    CREATE INDEX instagram_accounts_expiry_idx ON instagram_accounts (token_expires_at);

    ALTER TABLE oauth_states ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DELETE FROM oauth_states WHERE user_id IS NOT NULL;
    ALTER TABLE oauth_states DROP COLUMN user_id;
    DROP TABLE instagram_accounts;
  `.execute(db);
}

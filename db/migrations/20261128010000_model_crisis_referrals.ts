import { sql, type Kysely } from 'kysely';

/**
 * The model is the crisis protocol's last layer (issue #33): a reply in which
 * the bot itself gave the crisis resources, to a message the screens let
 * through, is a referral too. Its source is 'model' (the fan's message went to
 * the model and the model referred them) and so is its detector.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE crisis_referrals
      DROP CONSTRAINT crisis_referrals_source_check,
      ADD CONSTRAINT crisis_referrals_source_check CHECK (source IN ('fan', 'reply', 'model')),
      DROP CONSTRAINT crisis_referrals_detector_check,
      ADD CONSTRAINT crisis_referrals_detector_check CHECK (detector IN ('builtin', 'openai', 'model'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DELETE FROM crisis_referrals WHERE source = 'model' OR detector = 'model';
    ALTER TABLE crisis_referrals
      DROP CONSTRAINT crisis_referrals_source_check,
      ADD CONSTRAINT crisis_referrals_source_check CHECK (source IN ('fan', 'reply')),
      DROP CONSTRAINT crisis_referrals_detector_check,
      ADD CONSTRAINT crisis_referrals_detector_check CHECK (detector IN ('builtin', 'openai'));
  `.execute(db);
}

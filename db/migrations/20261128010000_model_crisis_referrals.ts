import { sql, type Kysely } from 'kysely';

/**
 * The model is the crisis protocol's last layer (issue #33): a reply in which
 * the bot itself gave the crisis resources, to a message the screens let
 * through, is a referral too. Its source is 'model' (the fan's message went to
 * the model and the model referred them) and so is its detector.
 *
 * With three layers, one fan message could be referred twice across sources
 * on a redelivery (a blocked reply, then the model's own answer on the retry;
 * or OpenAI timing out once and flagging the next time). A referral is one per
 * fan message, whichever layer found it first: the unique key drops the
 * source. Any such pair already recorded keeps its first row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE crisis_referrals
      DROP CONSTRAINT crisis_referrals_source_check,
      ADD CONSTRAINT crisis_referrals_source_check CHECK (source IN ('fan', 'reply', 'model')),
      DROP CONSTRAINT crisis_referrals_detector_check,
      ADD CONSTRAINT crisis_referrals_detector_check CHECK (detector IN ('builtin', 'openai', 'model'));

    DELETE FROM crisis_referrals later USING crisis_referrals earlier
      WHERE later.fan_id = earlier.fan_id AND later.external_message_id = earlier.external_message_id AND later.id > earlier.id;
    ALTER TABLE crisis_referrals
      DROP CONSTRAINT crisis_referrals_fan_id_source_update_id_key,
      ADD CONSTRAINT crisis_referrals_fan_message_key UNIQUE (fan_id, external_message_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DELETE FROM crisis_referrals WHERE source = 'model' OR detector = 'model';
    ALTER TABLE crisis_referrals
      DROP CONSTRAINT crisis_referrals_fan_message_key,
      ADD CONSTRAINT crisis_referrals_fan_id_source_update_id_key UNIQUE (fan_id, source, external_message_id);
    ALTER TABLE crisis_referrals
      DROP CONSTRAINT crisis_referrals_source_check,
      ADD CONSTRAINT crisis_referrals_source_check CHECK (source IN ('fan', 'reply')),
      DROP CONSTRAINT crisis_referrals_detector_check,
      ADD CONSTRAINT crisis_referrals_detector_check CHECK (detector IN ('builtin', 'openai'));
  `.execute(db);
}

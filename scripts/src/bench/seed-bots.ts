import { randomBytes } from 'node:crypto';
import { cheapestPlanWith } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { SecretBox } from '@fanline/services';

const CHUNK = 500;

/** The one creator who owns every bench bot: nexus (the plan with voice), unlimited messages (999999 is never debited). */
export async function seedBenchOwner(db: Db): Promise<string> {
  const plan = cheapestPlanWith('voice');
  if (!plan) throw new Error('No plan has voice');
  const suffix = randomBytes(6).toString('hex');
  const row = await db
    .insertInto('users')
    .values({
      name: 'Bench Creator',
      email: `bench.${suffix}@example.com`,
      plan: plan.id,
      bots_limit: 999999,
      messages_remaining: 999999,
      referral_code: `BENCH${suffix.toUpperCase()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Inserts one deployed, active OpenAI bot per Telegram token, its token sealed
 * as the API would store it; returns the ids in order. They send whole
 * replies unless `streamReplies`: the loads that compare with the bare bot's
 * one sendMessage per reply measure that, and the streamed load its own bots.
 */
export async function seedDeployedBots(db: Db, secrets: SecretBox, ownerId: string, tokens: readonly string[], streamReplies = false): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < tokens.length; start += CHUNK) {
    const rows = tokens.slice(start, start + CHUNK).map((token, i) => ({
      user_id: ownerId,
      name: `Bench Bot ${start + i + 1}`,
      description: 'A bot under benchmark',
      personality: 'You are a friendly, brief test bot.',
      llm_provider: 'openai' as const,
      llm_model: 'gpt-4o-mini',
      telegram_token_enc: secrets.encrypt(token),
      telegram_token_digest: secrets.digest(token),
      is_deployed: true,
      is_active: true,
      deployed_at: new Date(),
      stream_replies: streamReplies,
    }));
    const inserted = await db.insertInto('bots').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Takes bots off Telegram, so the next runner leases none of them. */
export async function undeployBots(db: Db, botIds: readonly string[]): Promise<void> {
  if (botIds.length === 0) return;
  await db.updateTable('bots').set({ is_deployed: false }).where('id', 'in', [...botIds]).execute();
}

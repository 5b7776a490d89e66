import { sql } from 'kysely';
import { cheapestPlanWith, VOICE_UPGRADE_MESSAGES } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import type { SecretBox } from '@fanline/services';
import { DEMO_BOT_NAMES, DEMO_BOT_PROFILES, demoBotName, demoBotRow, templateOf, type DemoBotProfile } from './demo-bots';
import { createDemoRandom } from './demo-random';
import { insertInBatches } from './insert-in-batches';
import { simulateBotMonth, type BotMonth } from './simulate-bot-month';

export interface DemoDataOptions {
  email: string;
  /** Delete all of the account's bots (and, by cascade, everything under them) first. */
  reset?: boolean;
  /** The PRNG seed; the same seed gives the same month (ids and charge ids aside). */
  seed?: number;
  now?: Date;
}

export interface DemoDataSummary {
  userId: string;
  email: string;
  deletedBots: number;
  bots: { name: string; state: 'online' | 'paused'; fans: number; messages: number; payments: number }[];
  fans: number;
  messages: number;
  voiceReplies: number;
  tipPrompts: number;
  payments: number;
  refunds: number;
  revenueUsd: number;
  /** The plan change made so every analytics page shows: always nexus with the voice upgrade. */
  planChange: string;
}

/** A share of subscriptions and bundles is refunded after the fact, as Telegram refunds arrive (the update trigger takes them back out). */
const REFUND_SHARE = 0.03;

export class DemoDataError extends Error {}

function profileOf(name: string): DemoBotProfile {
  const profile = DEMO_BOT_PROFILES.find((p) => demoBotName(p, templateOf(p)) === name);
  if (!profile) throw new Error(`No demo profile for the bot "${name}"`);
  return profile;
}

async function findCreator(db: Db, email: string): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user) throw new DemoDataError(`--email: no account with the email ${email}; sign up first (or run npm run create-admin)`);
  return user;
}

/** Nexus with the voice upgrade, so the dashboard, advanced and voice analytics all show; allowances topped up to the plan's. */
async function grantNexusWithVoice(db: Db, user: UserRow): Promise<string> {
  const nexus = cheapestPlanWith('voiceAnalytics');
  if (!nexus) throw new Error('No plan has voice analytics');
  await db
    .updateTable('users')
    .set({
      plan: nexus.id,
      has_voice_upgrade: true,
      bots_limit: Math.max(user.bots_limit, nexus.bots),
      messages_remaining: Math.max(user.messages_remaining, nexus.messages),
      voice_messages_remaining: Math.max(user.voice_messages_remaining, VOICE_UPGRADE_MESSAGES),
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .execute();
  return `plan ${user.plan}${user.has_voice_upgrade ? ' + voice' : ''} → ${nexus.id} + voice upgrade`;
}

const byTime = <T extends { created_at?: Date | string | undefined }>(rows: T[]) =>
  rows.sort((a, b) => new Date(a.created_at ?? 0).getTime() - new Date(b.created_at ?? 0).getTime());

/**
 * Fills one existing creator account with a month of demo activity: five bots
 * from the templates (four running, one paused), their fans and chats with
 * daily and hourly rhythms and growth, replies with latency, tokens and cost,
 * voice notes, subscriptions, bundles, tip prompts and tips. Rows go in with
 * multi-row INSERTs in time order, so the rollup triggers build the analytics
 * exactly as live traffic would. All in one transaction.
 */
export async function generateDemoData(db: Db, secrets: SecretBox, options: DemoDataOptions): Promise<DemoDataSummary> {
  const now = options.now ?? new Date();
  const random = createDemoRandom(options.seed ?? 20261122);
  return db.transaction().execute(async (trx) => {
    const user = await findCreator(trx, options.email);
    let deletedBots = 0;
    if (options.reset) {
      deletedBots = (await trx.deleteFrom('bots').where('user_id', '=', user.id).returning('id').execute()).length;
    } else {
      const existing = await trx.selectFrom('bots').select('name').where('user_id', '=', user.id).where('name', 'in', [...DEMO_BOT_NAMES]).execute();
      if (existing.length) {
        throw new DemoDataError(`${user.email} already has demo bots (${existing.map((b) => b.name).join(', ')}); pass --reset to delete all of the account's bots and generate again`);
      }
    }
    const planChange = await grantNexusWithVoice(trx, user);

    const bots = await trx.insertInto('bots').values(DEMO_BOT_PROFILES.map((p) => demoBotRow(user.id, p, secrets, random, now))).returningAll().execute();
    const months = bots.map((bot) => simulateBotMonth(bot, profileOf(bot.name), random, now));
    const all = (pick: (m: BotMonth) => unknown[]) => months.flatMap(pick);
    const month: BotMonth = {
      fans: all((m) => m.fans) as BotMonth['fans'],
      conversations: all((m) => m.conversations) as BotMonth['conversations'],
      messages: byTime(all((m) => m.messages) as BotMonth['messages']),
      tipPrompts: (all((m) => m.tipPrompts) as BotMonth['tipPrompts']).sort((a, b) => new Date(a.sent_at ?? 0).getTime() - new Date(b.sent_at ?? 0).getTime()),
      payments: byTime(all((m) => m.payments) as BotMonth['payments']),
    };
    await insertInBatches(trx, 'fans', month.fans);
    await insertInBatches(trx, 'conversations', month.conversations);
    await insertInBatches(trx, 'messages', month.messages);
    await insertInBatches(trx, 'tip_prompts', month.tipPrompts);
    await insertInBatches(trx, 'fan_payments', month.payments);
    const refundable = month.payments.filter((p) => p.kind !== 'tip' && random.chance(REFUND_SHARE)).map((p) => p.external_charge_id);
    if (refundable.length) await trx.updateTable('fan_payments').set({ status: 'refunded' }).where('external_charge_id', 'in', refundable).execute();
    const lastActivity = (botId: string) => month.messages.filter((m) => m.bot_id === botId).at(-1)?.created_at ?? null;
    for (const bot of bots) await trx.updateTable('bots').set({ last_activity_at: lastActivity(bot.id) }).where('id', '=', bot.id).execute();

    const refunded = new Set(refundable);
    return {
      userId: user.id,
      email: user.email,
      deletedBots,
      bots: bots.map((bot, i) => ({
        name: bot.name,
        state: bot.is_active ? 'online' : 'paused',
        fans: months[i]?.fans.length ?? 0,
        messages: months[i]?.messages.length ?? 0,
        payments: months[i]?.payments.length ?? 0,
      })),
      fans: month.fans.length,
      messages: month.messages.length,
      voiceReplies: month.messages.filter((m) => m.is_voice).length,
      tipPrompts: month.tipPrompts.length,
      payments: month.payments.length,
      refunds: refundable.length,
      revenueUsd: Math.round(month.payments.filter((p) => !refunded.has(p.external_charge_id)).reduce((sum, p) => sum + Number(p.amount_usd), 0) * 100) / 100,
      planChange,
    };
  });
}

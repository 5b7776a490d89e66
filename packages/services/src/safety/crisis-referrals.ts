import { sql } from 'kysely';
import type { Platform } from '@fanline/core';
import { durableTransaction, type BotRow, type Db, type FanRow, type UserRow } from '@fanline/db';
import { findOwnedBot } from '../bots/bot-store';
import type { CrisisCheck } from './moderation';

export interface CrisisReferral {
  userId: string;
  botId: string;
  fanId: string;
  conversationId: string;
  channel: Platform;
  /**
   * 'fan': the fan's message was screened as a crisis; 'reply': the model's reply encouraged
   * self-harm and was replaced; 'model': the model itself answered with the crisis resources.
   */
  source: 'fan' | 'reply' | 'model';
  check: CrisisCheck;
  /** The fan's language, for the count when the lexicon did not name one. */
  language: string;
  /** The channel's id of the message that was answered: a redelivery counts once. */
  messageId: string;
}

/**
 * Records one crisis referral, never the message text, and flags the
 * conversation for its creator. A fan message counts once, whichever layer
 * referred it first and however often it is redelivered (the unique fan and
 * message key). Durable: the referral is a legal record.
 */
export async function recordCrisisReferral(db: Db, referral: CrisisReferral): Promise<void> {
  await durableTransaction(db, async (trx) => {
    await trx
      .insertInto('crisis_referrals')
      .values({
        user_id: referral.userId,
        bot_id: referral.botId,
        fan_id: referral.fanId,
        channel: referral.channel,
        source: referral.source,
        detector: referral.check.detector,
        language: referral.check.language ?? referral.language,
        external_message_id: referral.messageId,
      })
      .onConflict((oc) => oc.columns(['fan_id', 'external_message_id']).doNothing())
      .execute();
    // A crisis needs the creator's eyes: the inbox lists it under "needs a human" until it is read.
    await trx.updateTable('conversations').set({ crisis_flagged_at: new Date(), needs_human_at: new Date() }).where('id', '=', referral.conversationId).execute();
  });
}

/** Where a fan's message was referred: the bot and its owner, the fan, their conversation and the channel's message id. */
export interface ReferredMessage {
  bot: BotRow;
  owner: UserRow;
  fan: FanRow;
  conversationId: string;
  messageId: string;
}

/** Records the referral of one fan message, in the fan's language when no layer named one. */
export function referFanMessage(db: Db, message: ReferredMessage, source: CrisisReferral['source'], check: CrisisCheck): Promise<void> {
  const { bot, owner, fan } = message;
  return recordCrisisReferral(db, {
    userId: owner.id,
    botId: bot.id,
    fanId: fan.id,
    conversationId: message.conversationId,
    channel: fan.channel,
    source,
    check,
    language: fan.language_code ?? 'unknown',
    messageId: message.messageId,
  });
}

export interface CrisisReferralYear {
  year: number;
  referrals: number;
  /** Referred because of the fan's own message. */
  from_fan_messages: number;
  /** A model reply that encouraged self-harm, replaced by the crisis reply. */
  from_blocked_replies: number;
  /** A message the screens let through, answered by the model itself with the crisis resources (its crisis rule). */
  from_model_replies: number;
}

/** Referrals per calendar year (UTC), newest first: the figures of SB 243's annual report. */
export async function crisisReferralsByYear(db: Db): Promise<CrisisReferralYear[]> {
  const rows = await db
    .selectFrom('crisis_referrals')
    .select([
      sql<number>`extract(year FROM created_at AT TIME ZONE 'UTC')::int`.as('year'),
      sql<number>`count(*)::int`.as('referrals'),
      sql<number>`(count(*) FILTER (WHERE source = 'fan'))::int`.as('from_fan_messages'),
      sql<number>`(count(*) FILTER (WHERE source = 'reply'))::int`.as('from_blocked_replies'),
      sql<number>`(count(*) FILTER (WHERE source = 'model'))::int`.as('from_model_replies'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`, 'desc')
    .execute();
  return rows;
}

export interface FlaggedConversation {
  conversation_id: string;
  fan_name: string;
  flagged_at: string;
  referrals: number;
}

/**
 * One of the creator's bots' conversations flagged in the last 30 days (the
 * window of the bot card's count), latest first; another creator's bot is a 404.
 */
export async function flaggedConversations(db: Db, userId: string, botId: string, limit = 50): Promise<FlaggedConversation[]> {
  await findOwnedBot(db, userId, botId);
  const rows = await db
    .selectFrom('conversations')
    .innerJoin('fans', 'fans.id', 'conversations.fan_id')
    .select([
      'conversations.id as conversation_id',
      'conversations.crisis_flagged_at',
      'fans.first_name',
      'fans.username',
      (eb) =>
        eb
          .selectFrom('crisis_referrals')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('crisis_referrals.fan_id', '=', 'fans.id')
          .as('referrals'),
    ])
    .where('conversations.bot_id', '=', botId)
    .where('conversations.crisis_flagged_at', '>', sql<Date>`now() - interval '30 days'`)
    .orderBy('conversations.crisis_flagged_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    conversation_id: row.conversation_id,
    fan_name: row.first_name ?? (row.username ? `@${row.username}` : 'A fan'),
    flagged_at: (row.crisis_flagged_at as Date).toISOString(),
    referrals: Number(row.referrals ?? 0),
  }));
}

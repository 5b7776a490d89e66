import { sql } from 'kysely';
import type { ChatTurn } from '@fanline/core';
import type { Db, FanRow } from '@fanline/db';

export interface TelegramFan {
  id: number;
  username?: string;
  first_name?: string;
  language_code?: string;
}

/** The fan row for this bot and Telegram user, created on first contact. */
export async function upsertFan(db: Db, botId: string, from: TelegramFan): Promise<FanRow> {
  return db
    .insertInto('fans')
    .values({
      bot_id: botId,
      telegram_user_id: from.id,
      username: from.username ?? null,
      first_name: from.first_name ?? null,
      language_code: from.language_code ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['bot_id', 'telegram_user_id']).doUpdateSet({
        username: from.username ?? null,
        first_name: from.first_name ?? null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The fan's one Telegram conversation with the bot (memory lives in it). */
export async function conversationOf(db: Db, botId: string, fanId: string, chatId: number): Promise<string> {
  const row = await db
    .insertInto('conversations')
    .values({ bot_id: botId, fan_id: fanId, channel: 'telegram', chat_id: chatId })
    .onConflict((oc) => oc.columns(['fan_id', 'channel']).where('fan_id', 'is not', null).doUpdateSet({ chat_id: chatId }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The last turns of a conversation, oldest first (the caller trims them to a token budget). */
export async function recentTurns(db: Db, conversationId: string, limit = 40): Promise<ChatTurn[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['role', 'content'])
    .where('conversation_id', '=', conversationId)
    .where('error', 'is', null)
    .where('role', 'in', ['user', 'assistant'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({ role: r.role as ChatTurn['role'], content: r.content }));
}

export interface Exchange {
  conversationId: string;
  botId: string;
  fanId: string;
  updateId: number;
  fanText: string;
  reply?: { text: string; promptTokens: number; completionTokens: number; latencyMs: number; costUsd: number; isVoice: boolean };
  error?: string;
}

/** Stores the fan's message and the bot's reply (or the failure) and moves the activity clocks. */
export async function recordExchange(db: Db, exchange: Exchange): Promise<void> {
  const now = new Date();
  const base = { conversation_id: exchange.conversationId, bot_id: exchange.botId, fan_id: exchange.fanId, telegram_update_id: exchange.updateId };
  const rows = [{ ...base, role: 'user' as const, content: exchange.fanText, created_at: now }];
  const { reply } = exchange;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('messages')
      .values([
        ...rows,
        reply
          ? {
              ...base,
              role: 'assistant' as const,
              content: reply.text,
              prompt_tokens: reply.promptTokens,
              completion_tokens: reply.completionTokens,
              latency_ms: reply.latencyMs,
              cost_usd: reply.costUsd,
              is_voice: reply.isVoice,
              created_at: new Date(now.getTime() + 1),
            }
          : { ...base, role: 'assistant' as const, content: '', error: exchange.error ?? 'unknown error', created_at: new Date(now.getTime() + 1) },
      ])
      .execute();
    await trx
      .updateTable('conversations')
      .set({ message_count: sql`message_count + ${reply ? 2 : 1}`, last_message_at: now })
      .where('id', '=', exchange.conversationId)
      .execute();
    await trx.updateTable('bots').set({ last_activity_at: now }).where('id', '=', exchange.botId).execute();
  });
}

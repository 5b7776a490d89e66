import { sql } from 'kysely';
import type { ConversationFilter, ConversationListQuery, Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { findOwnedBot } from '../bots/bot-store';
import { fanDisplayName } from './fan-label';

export interface ConversationSummary {
  id: string;
  bot_id: string;
  bot_name: string;
  channel: Platform;
  fan: { id: string; name: string; username: string | null };
  last_message_at: string;
  /** The latest message's text (voice replies as their text), or null when there is none yet. */
  last_message: string | null;
  last_message_role: 'fan' | 'bot' | 'creator' | null;
  unread: number;
  taken_over: boolean;
  needs_human: boolean;
  opted_out: boolean;
}

export interface ConversationPage {
  conversations: ConversationSummary[];
  pagination: { page: number; page_size: number; total: number; total_pages: number; has_next: boolean; has_previous: boolean };
}

type Scope = { userId: string; botId?: string };

/** The conversations in scope that the filter and search keep; fans joined, test chats left out. */
function scoped(db: Db, scope: Scope, filter: ConversationFilter, search: string) {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('bots as b', 'b.id', 'c.bot_id')
    .innerJoin('fans as f', 'f.id', 'c.fan_id')
    .where('b.user_id', '=', scope.userId);
  if (scope.botId) query = query.where('c.bot_id', '=', scope.botId);
  if (filter === 'needs_human') query = query.where('c.needs_human_at', 'is not', null);
  if (filter === 'taken_over') query = query.where('c.taken_over_at', 'is not', null);
  if (filter === 'opted_out') query = query.where('f.opted_out', '=', true);
  if (filter === 'paying') {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('fan_payments as p').select(sql`1`.as('one')).whereRef('p.fan_id', '=', 'f.id').where('p.status', '=', 'paid')),
    );
  }
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('f.first_name', 'ilike', pattern),
        eb('f.username', 'ilike', pattern),
        // The full-text index (migration 20261126010000) finds words in the messages.
        eb.exists(
          eb
            .selectFrom('messages as m')
            .select(sql`1`.as('one'))
            .whereRef('m.conversation_id', '=', 'c.id')
            .where(sql<boolean>`to_tsvector('simple', m.content) @@ plainto_tsquery('simple', ${search})`),
        ),
      ]),
    );
  }
  return query;
}

const ROLE_NAMES = { user: 'fan', assistant: 'bot', creator: 'creator' } as const;

/**
 * The creator's conversations, newest activity first, across their bots or
 * one bot (another creator's bot answers 404). Without a filter or search the
 * page is read bot by bot from the (bot, last activity) index and merged, so
 * a creator with many fans gets the first pages at index speed.
 */
export async function listConversations(db: Db, userId: string, query: ConversationListQuery): Promise<ConversationPage> {
  if (query.id) await findOwnedBot(db, userId, query.id);
  const scope: Scope = { userId, ...(query.id ? { botId: query.id } : {}) };
  const offset = (query.page - 1) * query.page_size;
  const plain = query.filter === 'all' && !query.search;

  const rows = await (plain ? newestAcrossBots(db, scope, offset + query.page_size) : scoped(db, scope, query.filter, query.search))
    .select([
      'c.id',
      'c.bot_id',
      'b.name as bot_name',
      'c.channel',
      'c.last_message_at',
      'c.unread_count',
      'c.taken_over_at',
      'c.needs_human_at',
      'f.id as fan_id',
      'f.first_name',
      'f.username',
      'f.external_user_id',
      'f.opted_out',
    ])
    .select((eb) =>
      eb
        .selectFrom('messages as m')
        .select(sql<string>`json_build_object('role', m.role, 'content', m.content)`.as('last'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.role', 'in', ['user', 'assistant', 'creator'])
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_message'),
    )
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.page_size)
    .offset(offset)
    .execute();

  const counted = await (plain ? countAll(db, scope) : scoped(db, scope, query.filter, query.search).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow().then((r) => r.n));
  return {
    conversations: rows.map((row) => {
      const last = row.last_message as unknown as { role: keyof typeof ROLE_NAMES; content: string } | null;
      return {
        id: row.id,
        bot_id: row.bot_id,
        bot_name: row.bot_name,
        channel: row.channel as Platform,
        fan: { id: row.fan_id, name: fanDisplayName(row), username: row.username },
        last_message_at: new Date(row.last_message_at).toISOString(),
        last_message: last ? last.content : null,
        last_message_role: last ? ROLE_NAMES[last.role] : null,
        unread: row.unread_count,
        taken_over: row.taken_over_at !== null,
        needs_human: row.needs_human_at !== null,
        opted_out: row.opted_out,
      };
    }),
    pagination: {
      page: query.page,
      page_size: query.page_size,
      total: counted,
      total_pages: Math.max(1, Math.ceil(counted / query.page_size)),
      has_next: query.page * query.page_size < counted,
      has_previous: query.page > 1,
    },
  };
}

/** The newest `depth` conversations of each bot in scope (a lateral read of the bot's index), as one relation `c`. */
function newestAcrossBots(db: Db, scope: Scope, depth: number) {
  let bots = db.selectFrom('bots as b').where('b.user_id', '=', scope.userId);
  if (scope.botId) bots = bots.where('b.id', '=', scope.botId);
  return bots
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversations')
          .selectAll()
          .whereRef('conversations.bot_id', '=', 'b.id')
          .where('conversations.fan_id', 'is not', null)
          .orderBy('conversations.last_message_at', 'desc')
          .limit(depth)
          .as('c'),
      (join) => join.onTrue(),
    )
    .innerJoin('fans as f', 'f.id', 'c.fan_id');
}

async function countAll(db: Db, scope: Scope): Promise<number> {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('bots as b', 'b.id', 'c.bot_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('b.user_id', '=', scope.userId)
    .where('c.fan_id', 'is not', null);
  if (scope.botId) query = query.where('c.bot_id', '=', scope.botId);
  return (await query.executeTakeFirstOrThrow()).n;
}

import { sql } from 'kysely';
import { FAN_MEDIA_LABELS, type ConversationFilter, type ConversationListQuery, type FanMediaKind, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { findOwnedBot } from '../bots/bot-store';
import { isPayingFan } from '../fans/paying-fans';
import { fanDisplayName } from './fan-label';
import { ROLES, TRANSCRIPT_ROLES } from './transcript';

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
  /** total_capped: a search counted its matches only up to 1,000. */
  pagination: { page: number; page_size: number; total: number; total_pages: number; has_next: boolean; has_previous: boolean; total_capped: boolean };
}

type Scope = { userId: string; botId?: string };

/** Filters a bot's own index walks (partial indexes of migration 20261126020000, or a paid-payment probe per conversation). */
const WALKED_FILTERS: ReadonlySet<ConversationFilter> = new Set(['all', 'needs_human', 'taken_over', 'paying']);

/** A search counts its matches up to this many (`total_capped` says so), as the admin search does. */
const SEARCH_COUNT_CAP = 1_000;

/** The filter as a condition on a conversation row `c` and its fan `f`. */
function filterCondition(filter: ConversationFilter, c: string, f: string) {
  switch (filter) {
    case 'all':
      return null;
    case 'needs_human':
      return sql<boolean>`${sql.ref(`${c}.needs_human_at`)} IS NOT NULL`;
    case 'taken_over':
      return sql<boolean>`${sql.ref(`${c}.taken_over_at`)} IS NOT NULL`;
    case 'paying':
      return isPayingFan(`${c}.fan_id`);
    case 'opted_out':
      return sql<boolean>`${sql.ref(`${f}.opted_out`)}`;
  }
}

/**
 * The ids of the creator's conversations a search finds: the fan's name or
 * username contains it (the trigram index), or a message of one of their bots
 * has its words (the (bot, words) index). Two indexed sources joined by UNION,
 * not an OR across tables that no index serves.
 */
function searchHits(db: Db, scope: Scope, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  let byName = db
    .selectFrom('conversations as hc')
    .innerJoin('fans as hf', 'hf.id', 'hc.fan_id')
    .innerJoin('bots as hb', 'hb.id', 'hc.bot_id')
    .select('hc.id')
    .where('hb.user_id', '=', scope.userId)
    .where((eb) => eb.or([eb('hf.first_name', 'ilike', pattern), eb('hf.username', 'ilike', pattern)]));
  const byText = db
    .selectFrom('messages as m')
    .select('m.conversation_id as id')
    .where(
      'm.bot_id',
      'in',
      scope.botId ? [scope.botId] : db.selectFrom('bots as mb').select('mb.id').where('mb.user_id', '=', scope.userId),
    )
    .where(sql<boolean>`to_tsvector('simple', m.content) @@ plainto_tsquery('simple', ${search})`);
  if (scope.botId) byName = byName.where('hc.bot_id', '=', scope.botId);
  return byName.union(byText);
}

/** The conversations in scope that the filter and search keep; fans joined, test chats left out. */
function scoped(db: Db, scope: Scope, filter: ConversationFilter, search: string) {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('bots as b', 'b.id', 'c.bot_id')
    .innerJoin('fans as f', 'f.id', 'c.fan_id')
    .where('b.user_id', '=', scope.userId);
  if (scope.botId) query = query.where('c.bot_id', '=', scope.botId);
  const condition = filterCondition(filter, 'c', 'f');
  if (condition) query = query.where(condition);
  if (search) query = query.where('c.id', 'in', searchHits(db, scope, search));
  return query;
}

/**
 * The creator's conversations, newest activity first, across their bots or
 * one bot (another creator's bot answers 404). Without a search (and but for
 * "opted out") the page is read bot by bot from the (bot, last activity)
 * indexes and merged, so a creator with many fans gets the first pages at
 * index speed.
 */
export async function listConversations(db: Db, userId: string, query: ConversationListQuery): Promise<ConversationPage> {
  if (query.id) await findOwnedBot(db, userId, query.id);
  const scope: Scope = { userId, ...(query.id ? { botId: query.id } : {}) };
  const offset = (query.page - 1) * query.page_size;
  const walked = !query.search && WALKED_FILTERS.has(query.filter);

  const rows = await (walked ? newestAcrossBots(db, scope, offset + query.page_size, query.filter) : scoped(db, scope, query.filter, query.search))
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
        .select(sql<string>`json_build_object('role', m.role, 'content', m.content, 'media', m.media)`.as('last'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.role', 'in', TRANSCRIPT_ROLES)
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_message'),
    )
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.page_size)
    .offset(offset)
    .execute();

  const { total: counted, capped } = await countConversations(db, scope, query.filter, query.search);
  return {
    conversations: rows.map((row) => {
      const last = row.last_message as unknown as { role: keyof typeof ROLES; content: string; media: FanMediaKind | null } | null;
      return {
        id: row.id,
        bot_id: row.bot_id,
        bot_name: row.bot_name,
        channel: row.channel as Platform,
        fan: { id: row.fan_id, name: fanDisplayName(row), username: row.username },
        last_message_at: new Date(row.last_message_at).toISOString(),
        // A sticker or a photo without a caption has no words: the preview names what it was.
        last_message: last ? last.content || (last.media ? FAN_MEDIA_LABELS[last.media] : '') : null,
        last_message_role: last ? ROLES[last.role] : null,
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
      total_capped: capped,
    },
  };
}

/** The newest `depth` conversations of each bot in scope that pass the filter (a lateral read of the bot's index), as one relation `c`. */
function newestAcrossBots(db: Db, scope: Scope, depth: number, filter: ConversationFilter) {
  const condition = filterCondition(filter, 'conversations', 'f');
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
          .$if(condition !== null, (q) => q.where(condition!))
          .orderBy('conversations.last_message_at', 'desc')
          // The page's own tiebreak, so a tie at the depth never drops or repeats a row across pages.
          .orderBy('conversations.id', 'desc')
          .limit(depth)
          .as('c'),
      (join) => join.onTrue(),
    )
    .innerJoin('fans as f', 'f.id', 'c.fan_id');
}

/**
 * How many conversations the list holds. Without a search it is counted from
 * what the walked filters use (a paying conversation as its paying fan, one
 * conversation per fan); a search counts up to SEARCH_COUNT_CAP.
 */
async function countConversations(db: Db, scope: Scope, filter: ConversationFilter, search: string): Promise<{ total: number; capped: boolean }> {
  if (search) {
    const { n } = await db
      .selectFrom(scoped(db, scope, filter, search).select('c.id').limit(SEARCH_COUNT_CAP + 1).as('hits'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return { total: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
  }
  if (filter === 'paying') {
    let paying = db
      .selectFrom('fan_payments as p')
      .innerJoin('bots as b', 'b.id', 'p.bot_id')
      .innerJoin('conversations as c', 'c.fan_id', 'p.fan_id')
      .select(sql<number>`count(DISTINCT c.id)::int`.as('n'))
      .where('b.user_id', '=', scope.userId)
      .where('p.status', '=', 'paid');
    if (scope.botId) paying = paying.where('p.bot_id', '=', scope.botId);
    return { total: (await paying.executeTakeFirstOrThrow()).n, capped: false };
  }
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('bots as b', 'b.id', 'c.bot_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('b.user_id', '=', scope.userId)
    .where('c.fan_id', 'is not', null);
  if (scope.botId) query = query.where('c.bot_id', '=', scope.botId);
  if (filter === 'opted_out') query = query.innerJoin('fans as f', 'f.id', 'c.fan_id').where('f.opted_out', '=', true);
  else {
    const condition = filterCondition(filter, 'c', 'f');
    if (condition) query = query.where(condition);
  }
  return { total: (await query.executeTakeFirstOrThrow()).n, capped: false };
}

import type { ExportFormat } from '@fanline/core';
import type { Db } from '@fanline/db';
import { findOwnedBot } from '../bots/bot-store';
import { ownedConversation } from './conversation-access';
import { fanDisplayName } from './fan-label';
import { ROLES, TRANSCRIPT_ROLES } from './transcript';

export interface ConversationExport {
  filename: string;
  contentType: string;
  /** The file, piece by piece: a page of conversations or messages at a time, never the whole in memory. */
  chunks: AsyncIterable<string>;
}

const PAGE = 500;
const CSV_COLUMNS = ['conversation_id', 'bot', 'channel', 'fan_id', 'fan_name', 'fan_username', 'message_id', 'role', 'text', 'is_voice', 'delivery', 'error', 'created_at'];

/** A CSV cell, quoted; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

interface ExportedConversation {
  id: string;
  bot_name: string;
  channel: string;
  fan_id: string;
  first_name: string | null;
  username: string | null;
  external_user_id: string;
  started_at: Date;
}

async function* conversationsOf(db: Db, scope: { botId: string } | { conversationId: string }): AsyncGenerator<ExportedConversation> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    let query = db
      .selectFrom('conversations as c')
      .innerJoin('bots as b', 'b.id', 'c.bot_id')
      .innerJoin('fans as f', 'f.id', 'c.fan_id')
      .select(['c.id', 'b.name as bot_name', 'c.channel', 'f.id as fan_id', 'f.first_name', 'f.username', 'f.external_user_id', 'c.started_at'])
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(PAGE);
    query = 'botId' in scope ? query.where('c.bot_id', '=', scope.botId) : query.where('c.id', '=', scope.conversationId);
    const rows = await query.execute();
    for (const row of rows) yield row;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function* messagesOf(db: Db, conversationId: string) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('messages')
      .select(['id', 'role', 'content', 'is_voice', 'delivery', 'error', 'created_at'])
      .where('conversation_id', '=', conversationId)
      .where('role', 'in', TRANSCRIPT_ROLES)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) yield { ...row, id: Number(row.id), role: ROLES[row.role as keyof typeof ROLES], created_at: new Date(row.created_at).toISOString() };
    if (rows.length < PAGE) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

async function* csvChunks(db: Db, conversations: AsyncIterable<ExportedConversation>): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for await (const c of conversations) {
    const fan = [c.id, c.bot_name, c.channel, c.fan_id, fanDisplayName(c), c.username];
    let lines = '';
    for await (const m of messagesOf(db, c.id)) {
      lines += `${[...fan, m.id, m.role, m.content, m.is_voice, m.delivery, m.error, m.created_at].map(csvCell).join(',')}\r\n`;
      if (lines.length > 64_000) {
        yield lines;
        lines = '';
      }
    }
    if (lines) yield lines;
  }
}

async function* jsonChunks(db: Db, conversations: AsyncIterable<ExportedConversation>): AsyncGenerator<string> {
  yield '{"conversations":[';
  let first = true;
  for await (const c of conversations) {
    const head = {
      id: c.id,
      bot: c.bot_name,
      channel: c.channel,
      started_at: new Date(c.started_at).toISOString(),
      fan: { id: c.fan_id, name: fanDisplayName(c), username: c.username },
    };
    yield `${first ? '' : ','}${JSON.stringify(head).slice(0, -1)},"messages":[`;
    first = false;
    let n = 0;
    for await (const m of messagesOf(db, c.id)) {
      yield `${n++ ? ',' : ''}${JSON.stringify({ id: m.id, role: m.role, text: m.content, is_voice: m.is_voice, delivery: m.delivery, error: m.error, created_at: m.created_at })}`;
    }
    yield ']}';
  }
  yield ']}\n';
}

function exportOf(db: Db, format: ExportFormat, name: string, conversations: AsyncIterable<ExportedConversation>): ConversationExport {
  const safe = name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'conversations';
  return format === 'csv'
    ? { filename: `${safe}.csv`, contentType: 'text/csv; charset=utf-8', chunks: csvChunks(db, conversations) }
    : { filename: `${safe}.json`, contentType: 'application/json; charset=utf-8', chunks: jsonChunks(db, conversations) };
}

/** All of a bot's conversations with fans, as CSV (one row per message) or JSON (conversations with their messages). */
export async function exportBotConversations(db: Db, userId: string, botId: string, format: ExportFormat): Promise<ConversationExport> {
  const bot = await findOwnedBot(db, userId, botId);
  return exportOf(db, format, `${bot.name}-conversations`, conversationsOf(db, { botId: bot.id }));
}

/** One conversation, in the same shape. */
export async function exportConversation(db: Db, userId: string, conversationId: string, format: ExportFormat): Promise<ConversationExport> {
  const conversation = await ownedConversation(db, userId, conversationId);
  return exportOf(db, format, `${conversation.bot_name}-conversation-${conversation.id.slice(0, 8)}`, conversationsOf(db, { conversationId: conversation.id }));
}

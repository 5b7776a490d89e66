import type { TicketStatus } from '@fanline/core';
import type { Db } from '@fanline/db';
import { AppError } from '../errors';
import { recordAudit, type AuditActor } from './audit-log';

export interface TicketReply {
  message: string;
  is_staff: boolean;
  author: string | null;
  created_at: string;
}

export interface Ticket {
  id: number;
  subject: string;
  message: string;
  status: TicketStatus;
  /** The creator's name (docs/product.md §14 ticket "user"). */
  user: string;
  user_email: string;
  created_at: string;
  updated_at: string;
  replies: TicketReply[];
  /** The ticket in the external help desk, when SUPPORT_TICKET_URL is set. */
  external_url: string | null;
}

export interface SupportConfig {
  /** SUPPORT_TICKET_URL: a help-desk address; `{id}` is replaced by the ticket id, or the id is appended. */
  ticketUrl: string | null;
}

function externalUrl(config: SupportConfig, id: number): string | null {
  if (!config.ticketUrl) return null;
  return config.ticketUrl.includes('{id}') ? config.ticketUrl.replaceAll('{id}', String(id)) : `${config.ticketUrl.replace(/\/$/, '')}/${id}`;
}

async function ticketsWhere(db: Db, config: SupportConfig, filter: { userId?: string; id?: number }): Promise<Ticket[]> {
  let query = db
    .selectFrom('support_tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.subject', 't.message', 't.status', 't.created_at', 't.updated_at', 'u.name as user', 'u.email as user_email'])
    .orderBy('t.created_at', 'desc')
    .limit(200);
  if (filter.userId) query = query.where('t.user_id', '=', filter.userId);
  if (filter.id !== undefined) query = query.where('t.id', '=', filter.id);
  const tickets = await query.execute();
  const ids = tickets.map((t) => t.id);
  const replies = ids.length
    ? await db
        .selectFrom('support_ticket_replies as r')
        .leftJoin('users as a', 'a.id', 'r.author_id')
        .select(['r.ticket_id', 'r.message', 'r.is_staff', 'r.created_at', 'a.name as author'])
        .where('r.ticket_id', 'in', ids)
        .orderBy('r.created_at')
        .execute()
    : [];
  return tickets.map((t) => ({
    id: t.id,
    subject: t.subject,
    message: t.message,
    status: t.status as TicketStatus,
    user: t.user,
    user_email: t.user_email,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
    replies: replies
      .filter((r) => r.ticket_id === t.id)
      .map((r) => ({ message: r.message, is_staff: r.is_staff, author: r.author, created_at: r.created_at.toISOString() })),
    external_url: externalUrl(config, t.id),
  }));
}

/** A creator opens a ticket from the dashboard. */
export async function openTicket(db: Db, config: SupportConfig, userId: string, input: { subject: string; message: string }): Promise<Ticket> {
  const { id } = await db.insertInto('support_tickets').values({ user_id: userId, subject: input.subject, message: input.message }).returning('id').executeTakeFirstOrThrow();
  const [ticket] = await ticketsWhere(db, config, { id });
  if (!ticket) throw new AppError('INTERNAL_SERVER_ERROR', 'The ticket could not be read back');
  return ticket;
}

/** The creator's own tickets with their status and the team's replies. */
export function myTickets(db: Db, config: SupportConfig, userId: string): Promise<Ticket[]> {
  return ticketsWhere(db, config, { userId });
}

/** GET /admin/support/tickets. */
export async function listTickets(db: Db, config: SupportConfig): Promise<{ tickets: Ticket[] }> {
  return { tickets: await ticketsWhere(db, config, {}) };
}

/** An admin changes a ticket's status, replies, or both. */
export async function updateTicket(db: Db, config: SupportConfig, admin: AuditActor, id: number, change: { status?: TicketStatus; reply?: string }): Promise<Ticket> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('support_tickets')
      .innerJoin('users', 'users.id', 'support_tickets.user_id')
      .select(['support_tickets.status', 'users.id', 'users.email'])
      .where('support_tickets.id', '=', id)
      .forUpdate('support_tickets')
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND', 'Ticket not found');
    const updated = await trx
      .updateTable('support_tickets')
      .set({ ...(change.status && { status: change.status }), updated_at: new Date() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND', 'Ticket not found');
    if (change.reply) await trx.insertInto('support_ticket_replies').values({ ticket_id: id, author_id: admin.id, is_staff: true, message: change.reply }).execute();
    const status = change.status && change.status !== before.status ? { status: { before: before.status, after: change.status } } : {};
    await recordAudit(trx, admin, {
      action: change.reply ? 'ticket.reply' : 'ticket.update',
      subject: { id: before.id, email: before.email },
      details: { ticket_id: id, ...(change.reply && { reply: change.reply }), ...(Object.keys(status).length > 0 && { changes: status }) },
    });
  });
  const [ticket] = await ticketsWhere(db, config, { id });
  if (!ticket) throw new AppError('NOT_FOUND', 'Ticket not found');
  return ticket;
}

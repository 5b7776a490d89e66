import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-schemas';
import { numberField, textField } from './input-fields';
import { PLAN_IDS } from './plans';
import { UNLIMITED } from './quota';

/** docs/product.md §17: admin lists show 10 rows a page, from page 1. */
export const ADMIN_PAGE_SIZE = 10;
export const NO_USERS_SELECTED = 'No users selected for bulk action';
export const NO_BOTS_SELECTED = 'No bots selected for bulk action';
export const RESET_PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** docs/product.md §17: what Grant Voice gives. */
export const GRANT_VOICE_MESSAGES = 20_000;

const page = numberField('Page', (n) => n.int('must be a whole number').min(1, 'must be 1 or more')).default(1);
const pageSize = numberField('Page size', (n) => n.int('must be a whole number').min(1, 'must be 1 or more').max(100, 'must be 100 or less')).default(ADMIN_PAGE_SIZE);
const search = textField('Search').trim().max(200, 'must be 200 characters or fewer').default('');

export const adminUsersQuerySchema = z.object({
  page,
  page_size: pageSize,
  search,
  plan_filter: z.enum(['all', ...PLAN_IDS], { error: "must be 'all' or a plan: spark, ignite, flow, nexus" }).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const ADMIN_BOT_STATUS_FILTERS = ['all', 'active', 'inactive', 'deployed'] as const;
export const adminBotsQuerySchema = z.object({
  page,
  page_size: pageSize,
  search,
  status_filter: z.enum(ADMIN_BOT_STATUS_FILTERS, { error: "must be one of 'all', 'active', 'inactive', 'deployed'" }).default('all'),
});
export type AdminBotsQuery = z.infer<typeof adminBotsQuerySchema>;

/** GET /admin/audit-log: newest first, a page at a time, for everyone or one user (what they did and what was done to them). */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const auditLogQuerySchema = z.object({
  // An empty ?user_id= means everyone.
  user_id: z
    .union([z.uuid('must be a user id'), z.literal('')])
    .optional()
    .transform((id) => id || undefined),
  page,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

const allowance = (label: string) =>
  numberField(label, (n) => n.int('must be a whole number').min(0, 'must be 0 or more').max(UNLIMITED, `must be at most ${UNLIMITED} (unlimited)`));

/** PUT /admin/users/{id}: any of these; the edit form parses the numbers as integers (docs/product.md §14). */
export const adminUserUpdateSchema = z
  .object({
    name: textField('Name').trim().min(1, 'is required').max(100, 'must be 100 characters or fewer'),
    plan: z.enum(PLAN_IDS, { error: 'must be spark, ignite, flow or nexus' }),
    bots_limit: allowance('Bots limit'),
    messages_remaining: allowance('Messages remaining'),
    voice_messages_remaining: allowance('Voice messages remaining'),
    has_voice_upgrade: z.boolean({ error: 'must be true or false' }),
    is_active: z.boolean({ error: 'must be true or false' }),
  })
  .partial()
  .strict();
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminResetPasswordSchema = z.object({
  password: textField('Password', RESET_PASSWORD_TOO_SHORT).min(PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

export const ADMIN_USER_ACTIONS = ['grant_voice', 'toggle_active', 'delete'] as const;
export const ADMIN_BOT_ACTIONS = ['toggle_active', 'delete'] as const;

export const adminUserBulkSchema = z.object({
  action: z.enum(ADMIN_USER_ACTIONS, { error: 'must be grant_voice, toggle_active or delete' }),
  user_ids: z.array(z.uuid('must be user ids'), { error: NO_USERS_SELECTED }).min(1, NO_USERS_SELECTED).max(500, 'at most 500 at a time'),
  action_data: z
    .object({
      voice_messages: allowance('Voice messages').optional(),
      active: z.boolean({ error: 'must be true or false' }).optional(),
    })
    .default({}),
});
export type AdminUserBulk = z.infer<typeof adminUserBulkSchema>;

export const adminBotBulkSchema = z.object({
  action: z.enum(ADMIN_BOT_ACTIONS, { error: 'must be toggle_active or delete' }),
  bot_ids: z.array(z.uuid('must be bot ids'), { error: NO_BOTS_SELECTED }).min(1, NO_BOTS_SELECTED).max(500, 'at most 500 at a time'),
  action_data: z.object({ active: z.boolean({ error: 'must be true or false' }).optional() }).default({}),
});
export type AdminBotBulk = z.infer<typeof adminBotBulkSchema>;

/** Ticket ids are PostgreSQL integers; a larger number names no ticket, and the query would fail on it (a 500). */
export const TICKET_ID_MAX = 2_147_483_647;
export const ticketIdSchema = numberField('Ticket id', (n) => n.int('must be a whole number').min(1, 'must be 1 or more').max(TICKET_ID_MAX, 'Ticket not found'));

export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const supportTicketInputSchema = z.object({
  subject: textField('Subject').trim().min(1, 'is required').max(200, 'must be 200 characters or fewer'),
  message: textField('Message').trim().min(1, 'is required').max(5000, 'must be 5,000 characters or fewer'),
});

export const ticketUpdateSchema = z
  .object({
    status: z.enum(TICKET_STATUSES, { error: 'must be open, pending, resolved or closed' }).optional(),
    reply: textField('Reply').trim().min(1, 'is required').max(5000, 'must be 5,000 characters or fewer').optional(),
  })
  .refine((v) => v.status !== undefined || v.reply !== undefined, { message: 'Send a status, a reply, or both', path: ['status'] });

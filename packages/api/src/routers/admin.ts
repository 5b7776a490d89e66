import { z } from 'zod';
import {
  adminBotBulkSchema,
  adminBotsQuerySchema,
  adminResetPasswordSchema,
  adminUserBulkSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  auditLogQuerySchema,
  textField,
  ticketIdSchema,
  ticketUpdateSchema,
} from '@fanline/core';
import {
  AppError,
  type AuditActor,
  adminFinancials,
  adminPlatformAnalytics,
  bulkAdminBotAction,
  bulkUserAction,
  crisisReferralsByYear,
  listAffiliates,
  listBotsPage,
  listAuditLog,
  listFailedInboundEvents,
  listTickets,
  listUsersPage,
  resetPasswordAsAdmin,
  retryFailedInboundEvent,
  updateTicket,
  updateUserAsAdmin,
} from '@fanline/services';
import type { Context } from '../context';
import { adminProcedure, router } from '../trpc';

const userId = z.object({ id: z.uuid('must be a user id') });

/** The console lists this many failed fan events, newest first. */
const FAILED_EVENTS_SHOWN = 50;
const FAILED_EVENT_NOT_FOUND = 'Failed event not found: it may have been retried already';
/** A graphile-worker job id: a bigint, sent as its digits. */
const failedEventId = z.object({ id: textField('Event id').regex(/^\d{1,19}$/, 'Event id must be a number') });

/** The signed-in admin and where the request came from, as the audit trail records them. */
function actorOf(ctx: Context & { auth: NonNullable<Context['auth']> }): AuditActor {
  return { id: ctx.auth.user.id, email: ctx.auth.user.email, meta: ctx.meta };
}

export const adminRouter = router({
  users: adminProcedure.input(adminUsersQuerySchema).query(({ ctx, input }) => listUsersPage(ctx.db, input)),
  bots: adminProcedure.input(adminBotsQuerySchema).query(({ ctx, input }) => listBotsPage(ctx.db, input)),
  analytics: adminProcedure.query(({ ctx }) => adminPlatformAnalytics(ctx.db)),
  financials: adminProcedure.query(({ ctx }) => adminFinancials(ctx.db)),
  crisisReferrals: adminProcedure.query(({ ctx }) => crisisReferralsByYear(ctx.db)),
  affiliates: adminProcedure.query(({ ctx }) => listAffiliates(ctx.db)),
  tickets: adminProcedure.query(({ ctx }) => listTickets(ctx.db, ctx.support)),
  auditLog: adminProcedure.input(auditLogQuerySchema).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  failedEvents: adminProcedure.query(({ ctx }) => listFailedInboundEvents(ctx.db, FAILED_EVENTS_SHOWN)),
  retryFailedEvent: adminProcedure.input(failedEventId).mutation(async ({ ctx, input }) => {
    if (!(await retryFailedInboundEvent(ctx.db, actorOf(ctx), input.id))) throw new AppError('NOT_FOUND', FAILED_EVENT_NOT_FOUND);
    return { success: true, message: 'Event queued again' };
  }),
  updateUser: adminProcedure
    .input(userId.extend({ data: adminUserUpdateSchema }))
    .mutation(({ ctx, input }) => updateUserAsAdmin(ctx.db, actorOf(ctx), input.id, input.data)),
  resetPassword: adminProcedure
    .input(userId.extend(adminResetPasswordSchema.shape))
    .mutation(({ ctx, input }) => resetPasswordAsAdmin(ctx.db, actorOf(ctx), input.id, input.password)),
  bulkUsers: adminProcedure.input(adminUserBulkSchema).mutation(({ ctx, input }) => bulkUserAction(ctx.db, ctx.bots, actorOf(ctx), input)),
  bulkBots: adminProcedure.input(adminBotBulkSchema).mutation(({ ctx, input }) => bulkAdminBotAction(ctx.db, ctx.bots, actorOf(ctx), input)),
  updateTicket: adminProcedure
    .input(z.object({ id: ticketIdSchema, change: ticketUpdateSchema }))
    .mutation(({ ctx, input }) => updateTicket(ctx.db, ctx.support, actorOf(ctx), input.id, input.change)),
});

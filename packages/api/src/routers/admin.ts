import { z } from 'zod';
import {
  adminBotBulkSchema,
  adminBotsPageSchema,
  adminBotsQuerySchema,
  adminFinancialsSchema,
  adminPlatformAnalyticsSchema,
  adminResetPasswordSchema,
  adminUserBulkSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  affectedCountSchema,
  affiliateSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  confirmationSchema,
  crisisReferralYearSchema,
  failedInboundEventSchema,
  textField,
  ticketIdSchema,
  ticketSchema,
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
/** Every ticket, as the console's support tab reads them. */
const ticketListSchema = z.object({ tickets: z.array(ticketSchema) });

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
  users: adminProcedure.input(adminUsersQuerySchema).output(adminUsersPageSchema).query(({ ctx, input }) => listUsersPage(ctx.db, input)),
  bots: adminProcedure.input(adminBotsQuerySchema).output(adminBotsPageSchema).query(({ ctx, input }) => listBotsPage(ctx.db, input)),
  analytics: adminProcedure.output(adminPlatformAnalyticsSchema).query(({ ctx }) => adminPlatformAnalytics(ctx.db)),
  financials: adminProcedure.output(adminFinancialsSchema).query(({ ctx }) => adminFinancials(ctx.db)),
  crisisReferrals: adminProcedure.output(z.array(crisisReferralYearSchema)).query(({ ctx }) => crisisReferralsByYear(ctx.db)),
  affiliates: adminProcedure.output(z.array(affiliateSchema)).query(({ ctx }) => listAffiliates(ctx.db)),
  tickets: adminProcedure.output(ticketListSchema).query(({ ctx }) => listTickets(ctx.db, ctx.support)),
  auditLog: adminProcedure.input(auditLogQuerySchema).output(auditLogPageSchema).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  failedEvents: adminProcedure.output(z.array(failedInboundEventSchema)).query(({ ctx }) => listFailedInboundEvents(ctx.db, FAILED_EVENTS_SHOWN)),
  retryFailedEvent: adminProcedure.input(failedEventId).output(confirmationSchema).mutation(async ({ ctx, input }) => {
    if (!(await retryFailedInboundEvent(ctx.db, actorOf(ctx), input.id))) throw new AppError('NOT_FOUND', FAILED_EVENT_NOT_FOUND);
    return { success: true, message: 'Event queued again' };
  }),
  updateUser: adminProcedure
    .input(userId.extend({ data: adminUserUpdateSchema }))
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => updateUserAsAdmin(ctx.db, actorOf(ctx), input.id, input.data)),
  resetPassword: adminProcedure
    .input(userId.extend(adminResetPasswordSchema.shape))
    .output(confirmationSchema)
    .mutation(({ ctx, input }) => resetPasswordAsAdmin(ctx.db, actorOf(ctx), input.id, input.password)),
  bulkUsers: adminProcedure.input(adminUserBulkSchema).output(affectedCountSchema).mutation(({ ctx, input }) => bulkUserAction(ctx.db, { ...ctx.bots, voiceLibrary: ctx.voiceLibrary }, actorOf(ctx), input)),
  bulkBots: adminProcedure.input(adminBotBulkSchema).output(affectedCountSchema).mutation(({ ctx, input }) => bulkAdminBotAction(ctx.db, ctx.bots, actorOf(ctx), input)),
  updateTicket: adminProcedure
    .input(z.object({ id: ticketIdSchema, change: ticketUpdateSchema }))
    .output(ticketSchema)
    .mutation(({ ctx, input }) => updateTicket(ctx.db, ctx.support, actorOf(ctx), input.id, input.change)),
});

import { z } from 'zod';
import {
  adminBotBulkSchema,
  adminBotsQuerySchema,
  adminResetPasswordSchema,
  adminUserBulkSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  ticketIdSchema,
  ticketUpdateSchema,
} from '@fanline/core';
import {
  adminFinancials,
  adminPlatformAnalytics,
  bulkAdminBotAction,
  bulkUserAction,
  crisisReferralsByYear,
  listAffiliates,
  listBotsPage,
  listTickets,
  listUsersPage,
  resetPasswordAsAdmin,
  updateTicket,
  updateUserAsAdmin,
} from '@fanline/services';
import { adminProcedure, router } from '../trpc';

const userId = z.object({ id: z.uuid('must be a user id') });

export const adminRouter = router({
  users: adminProcedure.input(adminUsersQuerySchema).query(({ ctx, input }) => listUsersPage(ctx.db, input)),
  bots: adminProcedure.input(adminBotsQuerySchema).query(({ ctx, input }) => listBotsPage(ctx.db, input)),
  analytics: adminProcedure.query(({ ctx }) => adminPlatformAnalytics(ctx.db)),
  financials: adminProcedure.query(({ ctx }) => adminFinancials(ctx.db)),
  crisisReferrals: adminProcedure.query(({ ctx }) => crisisReferralsByYear(ctx.db)),
  affiliates: adminProcedure.query(({ ctx }) => listAffiliates(ctx.db)),
  tickets: adminProcedure.query(({ ctx }) => listTickets(ctx.db, ctx.support)),
  updateUser: adminProcedure
    .input(userId.extend({ data: adminUserUpdateSchema }))
    .mutation(({ ctx, input }) => updateUserAsAdmin(ctx.db, ctx.auth.user, input.id, input.data)),
  resetPassword: adminProcedure
    .input(userId.extend(adminResetPasswordSchema.shape))
    .mutation(({ ctx, input }) => resetPasswordAsAdmin(ctx.db, input.id, input.password)),
  bulkUsers: adminProcedure.input(adminUserBulkSchema).mutation(({ ctx, input }) => bulkUserAction(ctx.db, ctx.auth.user, input)),
  bulkBots: adminProcedure.input(adminBotBulkSchema).mutation(({ ctx, input }) => bulkAdminBotAction(ctx.db, input)),
  updateTicket: adminProcedure
    .input(z.object({ id: ticketIdSchema, change: ticketUpdateSchema }))
    .mutation(({ ctx, input }) => updateTicket(ctx.db, ctx.support, ctx.auth.user.id, input.id, input.change)),
});

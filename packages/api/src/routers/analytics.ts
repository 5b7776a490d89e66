import { z } from 'zod';
import {
  advancedAnalyticsSchema,
  botAnalyticsSchema,
  botIdSchema,
  dashboardAnalyticsSchema,
  voiceAnalyticsSchema,
} from '@fanline/core';
import { botAnalytics, readAdvancedAnalytics, readDashboardAnalytics, readVoiceAnalytics } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

/** Whose analytics: the caller's own by default, anyone's for an admin. */
const forUser = z.object({ userId: z.uuid('must be a user id').optional() }).default({});

export const analyticsRouter = router({
  dashboard: protectedProcedure.input(forUser).output(dashboardAnalyticsSchema).query(({ ctx, input }) => readDashboardAnalytics(ctx.db, ctx.auth.user, input.userId ?? ctx.auth.user.id)),
  advanced: protectedProcedure.input(forUser).output(advancedAnalyticsSchema).query(({ ctx, input }) => readAdvancedAnalytics(ctx.db, ctx.auth.user, input.userId ?? ctx.auth.user.id)),
  voice: protectedProcedure.input(forUser).output(voiceAnalyticsSchema).query(({ ctx, input }) => readVoiceAnalytics(ctx.db, ctx.auth.user, input.userId ?? ctx.auth.user.id)),
  bot: protectedProcedure.input(z.object({ id: botIdSchema })).output(botAnalyticsSchema).query(({ ctx, input }) => botAnalytics(ctx.db, ctx.auth.user, input.id)),
});

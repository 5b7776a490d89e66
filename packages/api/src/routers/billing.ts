import { cancelSubscriptionInputSchema, checkoutInputSchema } from '@fanline/core';
import { billingSummary, cancelSubscription, createCheckout } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

export const billingRouter = router({
  summary: protectedProcedure.query(({ ctx }) => billingSummary(ctx.db, ctx.billing, ctx.auth.user.id)),
  createCheckout: protectedProcedure
    .input(checkoutInputSchema)
    .mutation(({ ctx, input }) => createCheckout(ctx.db, ctx.billing, ctx.auth.user.id, input)),
  cancelSubscription: protectedProcedure
    .input(cancelSubscriptionInputSchema)
    .mutation(({ ctx, input }) => cancelSubscription(ctx.db, ctx.billing, ctx.auth.user.id, input.reason)),
});

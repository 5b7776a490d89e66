import { z } from 'zod';
import {
  billingSummarySchema,
  cancelResultSchema,
  cancelSubscriptionInputSchema,
  type CheckoutInput,
  checkoutResultSchema,
} from '@fanline/core';
import { billingSummary, cancelSubscriptionAs, createCheckout } from '@fanline/services';
import { protectedProcedure, rateLimited, router } from '../trpc';

export const billingRouter = router({
  summary: protectedProcedure.output(billingSummarySchema).query(({ ctx }) => billingSummary(ctx.db, ctx.billing, ctx.auth.user.id)),
  // The service parses plan_type itself, so an unknown item reads "Unable to process upgrade request" (docs/product.md §10) over tRPC and REST alike.
  createCheckout: protectedProcedure
    .input(z.custom<CheckoutInput>())
    .use(rateLimited('checkout', 'user'))
    .output(checkoutResultSchema)
    .mutation(({ ctx, input }) => createCheckout(ctx.db, ctx.billing, ctx.auth.user.id, input)),
  // REST names the account in the body (user_id); the web app leaves it out and cancels its own.
  cancelSubscription: protectedProcedure
    .input(cancelSubscriptionInputSchema.extend({ user_id: z.uuid('must be a user id').optional() }))
    .output(cancelResultSchema)
    .mutation(({ ctx, input }) => cancelSubscriptionAs(ctx.db, ctx.billing, ctx.auth.user, input)),
});

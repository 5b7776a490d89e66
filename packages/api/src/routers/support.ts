import { z } from 'zod';
import {
  referralFiguresSchema,
  supportTicketInputSchema,
  ticketSchema,
} from '@fanline/core';
import { myReferrals, myTickets, openTicket } from '@fanline/services';
import { protectedProcedure, rateLimited, router } from '../trpc';

/** What a creator reaches of support and the referral program. */
export const supportRouter = router({
  myTickets: protectedProcedure.output(z.array(ticketSchema)).query(({ ctx }) => myTickets(ctx.db, ctx.support, ctx.auth.user.id)),
  openTicket: protectedProcedure.input(supportTicketInputSchema).use(rateLimited('supportTicket', 'user')).output(ticketSchema).mutation(({ ctx, input }) => openTicket(ctx.db, ctx.support, ctx.auth.user.id, input)),
  referrals: protectedProcedure.output(referralFiguresSchema).query(({ ctx }) => myReferrals(ctx.db, ctx.auth.user.id)),
});

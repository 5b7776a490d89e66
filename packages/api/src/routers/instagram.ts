import { z } from 'zod';
import { disconnectInstagram, instagramStatus, startInstagramConnect } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

const forUser = z.object({ userId: z.uuid('must be a user id') });

/** Connecting a creator's Instagram professional account (business login); the callback is apps/api's. */
export const instagramRouter = router({
  login: protectedProcedure.query(({ ctx }) => startInstagramConnect(ctx.db, ctx.instagram, ctx.auth.user)),
  status: protectedProcedure.input(forUser).query(({ ctx, input }) => instagramStatus(ctx.db, ctx.auth.user, input.userId)),
  disconnect: protectedProcedure.mutation(({ ctx }) => disconnectInstagram(ctx.db, ctx.auth.user.id)),
});

import {
  confirmationSchema,
} from '@fanline/core';
import { z } from 'zod';
import { disconnectInstagram, instagramStatus, startInstagramConnect } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

const forUser = z.object({ userId: z.uuid('must be a user id') });
/** Where the creator's browser goes to connect an Instagram account. */
const instagramConnectStartSchema = z.object({ auth_url: z.string(), provider: z.literal('instagram') });
const instagramStatusSchema = z.object({
  connected: z.boolean(),
  instagram_username: z.string().nullable(),
  username: z.string().nullable(),
  token_error: z.string().nullable(),
});

/** Connecting a creator's Instagram professional account (business login); the callback is apps/api's. */
export const instagramRouter = router({
  login: protectedProcedure.output(instagramConnectStartSchema).query(({ ctx }) => startInstagramConnect(ctx.db, ctx.instagram, ctx.auth.user)),
  status: protectedProcedure.input(forUser).output(instagramStatusSchema).query(({ ctx, input }) => instagramStatus(ctx.db, ctx.auth.user, input.userId)),
  disconnect: protectedProcedure.output(confirmationSchema).mutation(({ ctx }) => disconnectInstagram(ctx.db, ctx.auth.user.id)),
});

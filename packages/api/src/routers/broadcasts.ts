import { z } from 'zod';
import { broadcastAudienceSchema, broadcastByIdSchema, broadcastCreateSchema } from '@fanline/core';
import { BOT_NOT_FOUND, cancelBroadcast, createBroadcast, getBroadcast, listBroadcasts, previewBroadcastAudience } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

const botById = z.object({ id: z.uuid({ error: BOT_NOT_FOUND }) });

/** Broadcasts (issue #18): one message to all of a bot's fans, or a segment, once per fan. Only the signed-in creator's bots and broadcasts. */
export const broadcastsRouter = router({
  preview: protectedProcedure.input(broadcastAudienceSchema).query(({ ctx, input }) => previewBroadcastAudience(ctx.db, ctx.auth.user.id, input)),
  create: protectedProcedure.input(broadcastCreateSchema).mutation(({ ctx, input }) => createBroadcast(ctx.db, ctx.auth.user.id, input)),
  get: protectedProcedure.input(broadcastByIdSchema).query(({ ctx, input }) => getBroadcast(ctx.db, ctx.auth.user.id, input.id)),
  cancel: protectedProcedure.input(broadcastByIdSchema).mutation(({ ctx, input }) => cancelBroadcast(ctx.db, ctx.auth.user.id, input.id)),
  list: protectedProcedure.input(botById).query(({ ctx, input }) => listBroadcasts(ctx.db, ctx.auth.user.id, input.id)),
});

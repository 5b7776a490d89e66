import { z } from 'zod';
import {
  audiencePreviewSchema,
  broadcastAudienceSchema,
  broadcastByIdSchema,
  broadcastCreateSchema,
  broadcastListSchema,
  broadcastViewSchema,
} from '@fanline/core';
import { BOT_NOT_FOUND, cancelBroadcast, createBroadcast, getBroadcast, listBroadcasts, previewBroadcastAudience } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

const botById = z.object({ id: z.uuid({ error: BOT_NOT_FOUND }) });

/** Broadcasts (issue #18): one message to all of a bot's fans, or a segment, once per fan. Only the signed-in creator's bots and broadcasts. */
export const broadcastsRouter = router({
  preview: protectedProcedure.input(broadcastAudienceSchema).output(audiencePreviewSchema).query(({ ctx, input }) => previewBroadcastAudience(ctx.db, ctx.auth.user.id, input)),
  create: protectedProcedure.input(broadcastCreateSchema).output(z.object({ broadcast: broadcastViewSchema })).mutation(({ ctx, input }) => createBroadcast(ctx.db, ctx.auth.user.id, input)),
  get: protectedProcedure.input(broadcastByIdSchema).output(broadcastViewSchema).query(({ ctx, input }) => getBroadcast(ctx.db, ctx.auth.user.id, input.id)),
  cancel: protectedProcedure.input(broadcastByIdSchema).output(broadcastViewSchema).mutation(({ ctx, input }) => cancelBroadcast(ctx.db, ctx.auth.user.id, input.id)),
  list: protectedProcedure.input(botById).output(broadcastListSchema).query(({ ctx, input }) => listBroadcasts(ctx.db, ctx.auth.user.id, input.id)),
});

import { z } from 'zod';
import { botCreateSchema, botIdSchema, botUpdateSchema, bulkBotActionSchema, chatTestInputSchema, toggleInputSchema } from '@fanline/core';
import {
  bulkBotAction,
  createBot,
  creatorStats,
  deleteBot,
  duplicateBot,
  flaggedConversations,
  getBot,
  listBots,
  runChatTest,
  toggleBot,
  updateBot,
} from '@fanline/services';
import { protectedProcedure, rateLimited, router } from '../trpc';

const byId = z.object({ id: botIdSchema });

export const botsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listBots(ctx.db, ctx.bots, ctx.auth.user.id)),
  get: protectedProcedure.input(byId).query(({ ctx, input }) => getBot(ctx.db, ctx.bots, ctx.auth.user.id, input.id)),
  create: protectedProcedure.input(botCreateSchema).mutation(({ ctx, input }) => createBot(ctx.db, ctx.bots, ctx.auth.user, input)),
  update: protectedProcedure
    .input(byId.extend({ data: botUpdateSchema }))
    .mutation(({ ctx, input }) => updateBot(ctx.db, ctx.bots, ctx.auth.user, input.id, input.data)),
  delete: protectedProcedure.input(byId).mutation(({ ctx, input }) => deleteBot(ctx.db, ctx.bots, ctx.auth.user.id, input.id)),
  toggle: protectedProcedure
    .input(byId.extend(toggleInputSchema.shape))
    .mutation(({ ctx, input }) => toggleBot(ctx.db, ctx.auth.user.id, input.id, input.is_active)),
  duplicate: protectedProcedure.input(byId).mutation(({ ctx, input }) => duplicateBot(ctx.db, ctx.bots, ctx.auth.user, input.id)),
  bulk: protectedProcedure.input(bulkBotActionSchema).mutation(({ ctx, input }) => bulkBotAction(ctx.db, ctx.bots, ctx.auth.user.id, input)),
  chat: protectedProcedure
    .input(byId.extend(chatTestInputSchema.shape))
    .use(rateLimited('chatTest', 'user'))
    .mutation(({ ctx, input }) => runChatTest(ctx.db, ctx.bots, ctx.auth.user.id, input.id, input.user_message)),
  stats: protectedProcedure.query(({ ctx }) => creatorStats(ctx.db, ctx.auth.user)),
  flaggedConversations: protectedProcedure.input(byId).query(({ ctx, input }) => flaggedConversations(ctx.db, ctx.auth.user.id, input.id)),
});

import { z } from 'zod';
import {
  botCreateSchema,
  botIdSchema,
  botToggleResultSchema,
  botUpdateSchema,
  botViewSchema,
  bulkBotActionSchema,
  bulkResultSchema,
  chatTestEventSchema,
  chatTestInputSchema,
  chatTestReplySchema,
  confirmationSchema,
  creatorStatsSchema,
  flaggedConversationSchema,
  toggleInputSchema,
  voiceSampleSchema,
} from '@fanline/core';
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
  streamChatTest,
  toggleBot,
  updateBot,
  voiceSample,
} from '@fanline/services';
import { eachChecked } from '../each-checked';
import { protectedProcedure, rateLimited, router } from '../trpc';

const byId = z.object({ id: botIdSchema });

export const botsRouter = router({
  list: protectedProcedure.output(z.array(botViewSchema)).query(({ ctx }) => listBots(ctx.db, ctx.bots, ctx.auth.user.id)),
  get: protectedProcedure.input(byId).output(botViewSchema).query(({ ctx, input }) => getBot(ctx.db, ctx.bots, ctx.auth.user.id, input.id)),
  create: protectedProcedure.input(botCreateSchema).output(botViewSchema).mutation(({ ctx, input }) => createBot(ctx.db, ctx.bots, ctx.auth.user, input)),
  update: protectedProcedure
    .input(byId.extend({ data: botUpdateSchema }))
    .output(botViewSchema)
    .mutation(({ ctx, input }) => updateBot(ctx.db, ctx.bots, ctx.auth.user, input.id, input.data)),
  delete: protectedProcedure.input(byId).output(confirmationSchema).mutation(({ ctx, input }) => deleteBot(ctx.db, ctx.bots, ctx.auth.user.id, input.id)),
  toggle: protectedProcedure
    .input(byId.extend(toggleInputSchema.shape))
    .output(botToggleResultSchema)
    .mutation(({ ctx, input }) => toggleBot(ctx.db, ctx.auth.user.id, input.id, input.is_active)),
  duplicate: protectedProcedure.input(byId).output(botViewSchema).mutation(({ ctx, input }) => duplicateBot(ctx.db, ctx.bots, ctx.auth.user, input.id)),
  bulk: protectedProcedure.input(bulkBotActionSchema).output(bulkResultSchema).mutation(({ ctx, input }) => bulkBotAction(ctx.db, ctx.bots, ctx.auth.user.id, input)),
  /** The chat test's "Hear a sample": the bot's greeting in its voice (the creator's own cloned voice included). */
  voiceSample: protectedProcedure
    .input(byId)
    .use(rateLimited('chatTest', 'user'))
    .output(voiceSampleSchema)
    .mutation(({ ctx, input }) => voiceSample(ctx.db, ctx.voice, ctx.auth.user, input.id)),
  chat: protectedProcedure
    .input(byId.extend(chatTestInputSchema.shape))
    .use(rateLimited('chatTest', 'user'))
    .output(chatTestReplySchema)
    .mutation(({ ctx, input }) => runChatTest(ctx.db, ctx.bots, ctx.auth.user.id, input.id, input.user_message)),
  /** The dashboard's chat test, streamed (tRPC only, over httpBatchStreamLink): drafts as the model writes, then the reply. */
  chatStream: protectedProcedure
    .input(byId.extend(chatTestInputSchema.shape))
    .use(rateLimited('chatTest', 'user'))
    .output(eachChecked(chatTestEventSchema))
    .mutation(({ ctx, input }) => streamChatTest(ctx.db, ctx.bots, ctx.auth.user.id, input.id, input.user_message)),
  stats: protectedProcedure.output(creatorStatsSchema).query(({ ctx }) => creatorStats(ctx.db, ctx.auth.user)),
  flaggedConversations: protectedProcedure.input(byId).output(z.array(flaggedConversationSchema)).query(({ ctx, input }) => flaggedConversations(ctx.db, ctx.auth.user.id, input.id)),
});

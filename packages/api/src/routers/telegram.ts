import { z } from 'zod';
import { botIdSchema, telegramTestInputSchema } from '@fanline/core';
import { deployToTelegram, telegramStatus, testTelegramBot, undeployFromTelegram } from '@fanline/services';
import { protectedProcedure, rateLimited, router } from '../trpc';

const byBot = z.object({ botId: botIdSchema });

export const telegramRouter = router({
  status: protectedProcedure.input(byBot).query(({ ctx, input }) => telegramStatus(ctx.db, ctx.auth.user.id, input.botId)),
  deploy: protectedProcedure.input(byBot).mutation(({ ctx, input }) => deployToTelegram(ctx.db, ctx.bots, ctx.auth.user.id, input.botId)),
  undeploy: protectedProcedure.input(byBot).mutation(({ ctx, input }) => undeployFromTelegram(ctx.db, ctx.bots, ctx.auth.user.id, input.botId)),
  test: protectedProcedure
    .input(byBot.extend(telegramTestInputSchema.shape))
    .use(rateLimited('chatTest', 'user'))
    .mutation(({ ctx, input }) => testTelegramBot(ctx.db, ctx.bots, ctx.auth.user.id, input.botId, input.message)),
});

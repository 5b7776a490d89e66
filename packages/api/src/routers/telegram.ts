import { z } from 'zod';
import {
  botIdSchema,
  confirmationSchema,
  telegramBotInfoSchema,
  telegramTestInputSchema,
} from '@fanline/core';
import { deployToTelegram, telegramStatus, testTelegramBot, undeployFromTelegram } from '@fanline/services';
import { protectedProcedure, rateLimited, router } from '../trpc';

const byBot = z.object({ botId: botIdSchema });
/** A deployed bot, and who Telegram says it is (getMe). */
const telegramDeployResultSchema = confirmationSchema.extend({ bot_info: telegramBotInfoSchema });
const telegramStatusSchema = z.object({ deployed: z.boolean(), bot_username: z.string().nullable() });
/** What the Telegram pipeline answered to a test message, and how long it took. */
const telegramTestResultSchema = z.object({ success: z.literal(true), response: z.string(), bot_username: z.string().nullable(), latency_ms: z.number() });

export const telegramRouter = router({
  status: protectedProcedure.input(byBot).output(telegramStatusSchema).query(({ ctx, input }) => telegramStatus(ctx.db, ctx.auth.user.id, input.botId)),
  deploy: protectedProcedure.input(byBot).output(telegramDeployResultSchema).mutation(({ ctx, input }) => deployToTelegram(ctx.db, ctx.bots, ctx.auth.user.id, input.botId)),
  undeploy: protectedProcedure.input(byBot).output(confirmationSchema).mutation(({ ctx, input }) => undeployFromTelegram(ctx.db, ctx.bots, ctx.auth.user.id, input.botId)),
  test: protectedProcedure
    .input(byBot.extend(telegramTestInputSchema.shape))
    .use(rateLimited('chatTest', 'user'))
    .output(telegramTestResultSchema)
    .mutation(({ ctx, input }) => testTelegramBot(ctx.db, ctx.bots, ctx.auth.user.id, input.botId, input.message)),
});

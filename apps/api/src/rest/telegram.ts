import { Hono } from 'hono';
import { telegramTestInputSchema } from '@fanline/core';
import { deployToTelegram, parseInput, telegramStatus, testTelegramBot, undeployFromTelegram } from '@fanline/services';
import { readJson } from './body';
import { botIdParam, signedIn, type RestDeps } from './context';

/** SPEC §7: /telegram/status, /deploy, /undeploy and /test, each per bot. */
export function telegramRoutes(deps: RestDeps) {
  const app = new Hono();

  app.get('/status/:botId', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await telegramStatus(ctx.db, ctx.auth.user.id, botIdParam(c, 'botId')));
  });

  app.post('/deploy/:botId', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await deployToTelegram(ctx.db, ctx.bots, ctx.auth.user.id, botIdParam(c, 'botId')));
  });

  app.delete('/undeploy/:botId', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await undeployFromTelegram(ctx.db, ctx.auth.user.id, botIdParam(c, 'botId')));
  });

  app.post('/test/:botId', async (c) => {
    const ctx = await signedIn(c, deps);
    const botId = botIdParam(c, 'botId');
    const { message } = parseInput(telegramTestInputSchema, await readJson(c));
    return c.json(await testTelegramBot(ctx.db, ctx.bots, ctx.auth.user.id, botId, message));
  });

  return app;
}

import { Hono } from 'hono';
import { botCreateSchema, botUpdateSchema, bulkBotActionSchema, chatTestInputSchema, toggleInputSchema } from '@fanline/core';
import {
  bulkBotAction,
  createBot,
  creatorStats,
  deleteBot,
  duplicateBot,
  flaggedConversations,
  getBot,
  listBots,
  parseInput,
  runChatTest,
  toggleBot,
  updateBot,
} from '@fanline/services';
import { readJson } from './body';
import { botIdParam, signedIn, type RestDeps } from './context';

/** SPEC §7 "Bots and channels": /chatbots, /stats and /chat. */
export function botRoutes(deps: RestDeps) {
  const app = new Hono();

  app.get('/chatbots', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await listBots(ctx.db, ctx.bots, ctx.auth.user.id));
  });

  app.post('/chatbots', async (c) => {
    const ctx = await signedIn(c, deps);
    const input = parseInput(botCreateSchema, await readJson(c));
    return c.json(await createBot(ctx.db, ctx.bots, ctx.auth.user, input), 201);
  });

  app.post('/chatbots/bulk-action', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await bulkBotAction(ctx.db, ctx.auth.user.id, parseInput(bulkBotActionSchema, await readJson(c))));
  });

  app.get('/chatbots/:id', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await getBot(ctx.db, ctx.bots, ctx.auth.user.id, botIdParam(c)));
  });

  app.put('/chatbots/:id', async (c) => {
    const ctx = await signedIn(c, deps);
    const id = botIdParam(c);
    const input = parseInput(botUpdateSchema, await readJson(c));
    return c.json(await updateBot(ctx.db, ctx.bots, ctx.auth.user, id, input));
  });

  app.delete('/chatbots/:id', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await deleteBot(ctx.db, ctx.auth.user.id, botIdParam(c)));
  });

  app.post('/chatbots/:id/toggle', async (c) => {
    const ctx = await signedIn(c, deps);
    const id = botIdParam(c);
    const { is_active } = parseInput(toggleInputSchema, await readJson(c));
    return c.json(await toggleBot(ctx.db, ctx.auth.user.id, id, is_active));
  });

  app.post('/chatbots/:id/duplicate', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await duplicateBot(ctx.db, ctx.bots, ctx.auth.user, botIdParam(c)), 201);
  });

  app.get('/chatbots/:id/flagged-conversations', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await flaggedConversations(ctx.db, ctx.auth.user.id, botIdParam(c)));
  });

  app.get('/stats', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await creatorStats(ctx.db, ctx.auth.user));
  });

  app.post('/chat/:botId', async (c) => {
    const ctx = await signedIn(c, deps);
    const botId = botIdParam(c, 'botId');
    const { user_message } = parseInput(chatTestInputSchema, await readJson(c));
    return c.json(await runChatTest(ctx.db, ctx.bots, ctx.auth.user.id, botId, user_message));
  });

  return app;
}

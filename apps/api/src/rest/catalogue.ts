import { Hono } from 'hono';
import { listModels, listTemplates, listVoices, modelCapabilities } from '@fanline/services';
import { signedIn, type RestDeps } from './context';

/** Models, capabilities, templates and voices: the same for everyone, but only for signed-in creators. */
export function catalogueRoutes(deps: RestDeps) {
  const app = new Hono();
  app.get('/models', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(listModels(ctx.bots.llm));
  });
  app.get('/models/capabilities', async (c) => {
    await signedIn(c, deps);
    return c.json(modelCapabilities());
  });
  app.get('/templates', async (c) => {
    await signedIn(c, deps);
    return c.json(listTemplates());
  });
  app.get('/voices', async (c) => {
    await signedIn(c, deps);
    return c.json(listVoices());
  });
  return app;
}

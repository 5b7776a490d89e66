import { Hono } from 'hono';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter, createRequestContext } from '@fanline/api';
import { KNOWLEDGE_FILE_MAX_BYTES, TRPC_MAX_BATCH_SIZE, VOICE_CLONE_LIMITS } from '@fanline/core';
import type { Logger } from '@fanline/services';
import { compressAnswers, sendInMemory, sendJson } from './compress-answers';
import { limitBodySize, sendError } from './http-errors';
import { mountMetrics, observeHttpRequests } from './http-metrics';
import { requestInfoOf } from './request-info';
import { googleCallbackRoutes } from './callbacks/google-callback';
import { instagramCallbackRoutes } from './callbacks/instagram-callback';
import { openApiDocument } from './openapi-document';
import { mountRestRoutes, type RestDeps } from './rest/mount-rest-routes';
import { REST_ROUTES } from './rest/rest-routes';
import { mediaRoutes } from './media-routes';
import { publicSiteRoutes } from './public-site';
import { securityHeaders } from './security-headers';
import { guardVoiceCloneUpload } from './voice-clone-upload';
import { mountWebApp } from './static-web';
import { stripeWebhookRoutes } from './webhooks/stripe';
import { instagramWebhookRoutes } from './webhooks/instagram';
import { whatsappWebhookRoutes } from './webhooks/whatsapp';
import { telegramWebhookRoutes } from './webhooks/telegram';

const MAX_BODY_BYTES = 1024 * 1024;
/** A knowledge file (5 MB) and its multipart framing. */
const MAX_UPLOAD_BODY_BYTES = KNOWLEDGE_FILE_MAX_BYTES + 64 * 1024;
const KNOWLEDGE_UPLOAD = /^\/api\/chatbots\/[^/]+\/knowledge\/?$/;
/** A voice clone's recordings: up to ten files of 10 MB (issue #39); the 1 MB limit stays for everything else. */
const VOICE_CLONE_UPLOAD = /^\/api\/voice-clone\/?$/;
const MAX_AUTH_BODY_BYTES = 64 * 1024;

export interface ServerDeps extends RestDeps {
  log: Logger;
  webDistDir: string;
  /** METRICS_TOKEN: the bearer token GET /metrics answers; without it the endpoint is off (404). */
  metricsToken?: string;
}

/** The whole HTTP surface: /trpc, the /api REST shim, callbacks, and the built web app. */
export function createServer(deps: ServerDeps): Hono {
  const app = new Hono();
  const { log } = deps;

  const appUrl = () => deps.bots.appUrl;
  app.use('*', observeHttpRequests());
  app.use('*', securityHeaders(appUrl, { facebookSdk: deps.whatsapp?.embeddedSignup != null }));
  app.use('*', compressAnswers());
  app.use('/trpc/*', limitBodySize(MAX_BODY_BYTES));
  const limitApiBody = limitBodySize(MAX_BODY_BYTES);
  const limitUploadBody = limitBodySize(MAX_UPLOAD_BODY_BYTES);
  const limitVoiceCloneBody = limitBodySize(VOICE_CLONE_LIMITS.maxBodyBytes);
  // Signed in and on a plan that clones, before the 100 MB limit lets a body in.
  app.use('/api/voice-clone', guardVoiceCloneUpload(deps.db, log));
  app.use('/api/*', (c, next) => {
    if (c.req.method !== 'POST') return limitApiBody(c, next);
    if (KNOWLEDGE_UPLOAD.test(c.req.path)) return limitUploadBody(c, next);
    if (VOICE_CLONE_UPLOAD.test(c.req.path)) return limitVoiceCloneBody(c, next);
    return limitApiBody(c, next);
  });
  app.use('/api/auth/*', limitBodySize(MAX_AUTH_BODY_BYTES));

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ resHeaders, info }) => {
        const request = requestInfoOf(c, deps.trustProxy);
        // EventSource cannot send headers: the live feed's session token comes in tRPC's connectionParams.
        // Only there: any other call sends the token as a header, and a token in a URL must not open a mutation.
        const token = info.type === 'subscription' ? info.connectionParams?.token : undefined;
        if (!request.authorization && typeof token === 'string') request.authorization = `Bearer ${token}`;
        return createRequestContext(deps, request, resHeaders);
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') log.error('tRPC procedure failed', { path, error: error.cause?.stack ?? error.stack });
      },
    }),
  );

  const api = new Hono();
  api.get('/health', async (c) => {
    await deps.db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    return sendJson(c, { status: 'ok' });
  });
  const openApi = JSON.stringify(openApiDocument(REST_ROUTES));
  api.get('/openapi.json', (c) => sendInMemory(c, openApi, 'application/json'));
  api.route('/auth', googleCallbackRoutes(deps, log));
  api.route('/stripe', stripeWebhookRoutes(deps));
  api.route('/telegram', telegramWebhookRoutes(deps));
  api.route('/instagram', instagramCallbackRoutes(deps, log));
  api.route('/instagram', instagramWebhookRoutes(deps));
  api.route('/whatsapp', whatsappWebhookRoutes(deps));
  api.route('/media', mediaRoutes(deps));
  mountRestRoutes(api, REST_ROUTES, deps);
  api.all('*', (c) => sendJson(c, { detail: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError((error, c) => sendError(c, error, log));
  app.route('/api', api);
  mountMetrics(app, deps.metricsToken);

  app.route('/', publicSiteRoutes(appUrl));
  mountWebApp(app, deps.webDistDir, appUrl);
  app.onError((error, c) => sendError(c, error, log));
  return app;
}

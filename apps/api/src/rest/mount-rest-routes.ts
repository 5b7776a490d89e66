import type { Context as HonoContext, Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { createAppCaller, createRequestContext, type ApiDeps } from '@fanline/api';
import { AppError, validationError, type Logger } from '@fanline/services';
import { sendJson } from '../compress-answers';
import { requestInfoOf } from '../request-info';
import { isMultipart, readForm, readJson } from './body';
import type { RestRoute } from './rest-routes';

export interface RestDeps extends ApiDeps {
  trustProxy: boolean;
  log: Logger;
}

type Call = (input: unknown) => Promise<unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The procedure's input: a fixed one, the query string, or the body with the path parameters and named query fields over it. */
async function inputOf(c: HonoContext, route: RestRoute): Promise<unknown> {
  if (route.input) return route.input;
  const query = c.req.query();
  if (route.query === 'input') return query;
  const params = c.req.param() as Record<string, string>;
  const body = route.method === 'get' || route.method === 'delete' ? {} : route.multipart && isMultipart(c) ? await readForm(c) : await readJson(c);
  if (route.nest) return { ...params, [route.nest]: body };
  const fromQuery = Object.fromEntries((route.query ?? []).map((name) => [name, query[name]]));
  // A body that is not an object is handed on as it is, for the procedure to refuse.
  if (!isPlainObject(body)) return body;
  return { ...body, ...fromQuery, ...params };
}

/** A field path in the REST body's terms: a nested body's fields lose the `data.` prefix. */
function withoutNest(error: ZodError, nest: string | undefined): ZodError {
  if (!nest) return error;
  return new ZodError(error.issues.map((issue) => (issue.path[0] === nest ? { ...issue, path: issue.path.slice(1) } : issue)));
}

/**
 * The procedure's failure as the REST API has always answered it: the domain
 * error as it is; invalid input as a 400 naming each field, except a path
 * parameter that names no row (404); sign-in and role refusals as 401/403.
 */
function restErrorOf(error: unknown, route: RestRoute, params: Record<string, string>): unknown {
  if (!(error instanceof TRPCError)) return error;
  const { cause } = error;
  if (cause instanceof AppError) return cause;
  if (cause instanceof ZodError) {
    const badParam = cause.issues.some((issue) => typeof issue.path[0] === 'string' && issue.path[0] in params);
    if (route.notFound && badParam) return new AppError('NOT_FOUND', route.notFound);
    return validationError(withoutNest(cause, route.nest));
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') return cause ?? error;
  return error;
}

interface Download {
  filename: string;
  contentType: string;
  chunks: AsyncIterable<string>;
}

/** Streams a file as it is produced; a failure midway ends the body early (the status is already sent) and is logged. */
function sendDownload(c: HonoContext, file: Download, deps: RestDeps): Response {
  c.header('Content-Type', file.contentType);
  c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  c.header('Cache-Control', 'no-store');
  return stream(c, async (body) => {
    for await (const chunk of file.chunks) {
      if (body.aborted) return;
      await body.write(chunk);
    }
  }, async (error) => {
    deps.log.error('Export failed midway', { path: c.req.path, error: error.stack ?? error.message });
  });
}

/** Mounts each route as a call of its procedure through createCaller, with the request's context. */
export function mountRestRoutes(api: Hono, routes: readonly RestRoute[], deps: RestDeps): void {
  for (const route of routes) {
    const procedurePath = route.procedure.split('.');
    api[route.method](route.path, async (c) => {
      const resHeaders = new Headers();
      const ctx = await createRequestContext(deps, requestInfoOf(c, deps.trustProxy), resHeaders);
      const call = procedurePath.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], createAppCaller(ctx)) as Call;
      let result: unknown;
      try {
        result = await call(await inputOf(c, route));
      } catch (error) {
        const mapped = restErrorOf(error, route, c.req.param() as Record<string, string>);
        if (mapped instanceof TRPCError) return sendJson(c, { detail: mapped.message }, getHTTPStatusCodeFromError(mapped) as ContentfulStatusCode);
        throw mapped;
      }
      // Procedures that set a cookie (Google sign-in's state) write it to the context's response headers.
      for (const cookie of resHeaders.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      if (route.download) return sendDownload(c, result as Download, deps);
      return sendJson(c, route.wrap ? { [route.wrap]: result } : result, route.status ?? 200);
    });
  }
}

import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { httpRequestDuration, metricsTokenMatches, scrapeMetrics } from '@fanline/services';

/**
 * Times every request into fanline_http_request_duration_seconds, labelled
 * with the route pattern that answered (/api/chatbots/:id, never the path
 * with its ids; '*' for the web app's pages), so the label set stays bounded.
 */
export function observeHttpRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      httpRequestDuration.observe({ method: c.req.method, route: routePath(c), status: String(c.res.status) }, (performance.now() - started) / 1000);
    }
  };
}

/**
 * GET /metrics in Prometheus' text format, for the bearer token METRICS_TOKEN
 * only (401 otherwise). Without a token the endpoint is off: 404, before the
 * web app's pages could answer for it.
 */
export function mountMetrics(app: Hono, token: string | undefined): void {
  app.all('/metrics', async (c) => {
    if (!token) return c.json({ detail: 'Not found' }, 404);
    if (!metricsTokenMatches(token, c.req.header('authorization'))) {
      return c.json({ detail: 'Metrics need the bearer token METRICS_TOKEN' }, 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ detail: 'Use GET' }, 405, { Allow: 'GET, HEAD' });
    const scrape = await scrapeMetrics();
    return c.body(scrape.body, 200, { 'Content-Type': scrape.contentType, 'Cache-Control': 'no-store' });
  });
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsTokenMatches, scrapeMetrics, type Logger } from '@fanline/services';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * This runner's GET /metrics in Prometheus' text format on its own port
 * (RUNNER_METRICS_PORT), for the bearer token METRICS_TOKEN only: 401 without
 * it, 404 for any other path. The runner starts it only when the token is set.
 */
export async function startMetricsServer(options: { port: number; token: string }, log: Logger): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path !== '/metrics') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
    if (!metricsTokenMatches(options.token, req.headers.authorization)) {
      return void res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer realm="metrics"' }).end('Metrics need the bearer token METRICS_TOKEN\n');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    scrapeMetrics().then(
      (scrape) => res.writeHead(200, { 'Content-Type': scrape.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : scrape.body),
      (error: unknown) => {
        log.error('Scraping metrics failed', { error: String(error) });
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Scraping metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Base URLs the requests are spread over; may be filled in once the proxy's own URL is known. */
  targets: string[];
  /** Requests handed to each target, by its index in `targets`. */
  forwarded: number[];
  /** Requests answered 502 because their target could not be reached. */
  failed: number;
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each request goes to the next of `targets`
 * in turn (per request, not per connection), body and headers unchanged. With
 * no target yet, or one that cannot be reached, it answers 502, so the sender
 * retries.
 */
export async function startRoundRobinProxy(targets: string[] = []): Promise<RoundRobinProxy> {
  let next = 0;
  const proxy: RoundRobinProxy = { url: '', targets, forwarded: [], failed: 0, close: async () => {} };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const { targets, forwarded } = proxy;
    if (targets.length === 0) {
      proxy.failed += 1;
      req.resume();
      res.writeHead(502, { 'content-type': 'text/plain' }).end('No target');
      return;
    }
    const index = next % targets.length;
    next = index + 1;
    forwarded[index] = (forwarded[index] ?? 0) + 1;
    const upstream = request(new URL(req.url ?? '/', targets[index]), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      proxy.failed += 1;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad Gateway');
    });
    req.pipe(upstream);
  };

  const server: Server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

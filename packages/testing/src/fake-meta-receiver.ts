import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface MetaWebhookReceiver {
  /** `http://127.0.0.1:<port>`, for other paths the test serves. */
  base: string;
  received: ReceivedWebhook[];
  /** Statuses to answer the next POSTs with, in order; then 200. */
  statuses: number[];
  posts(): ReceivedWebhook[];
  close(): Promise<void>;
}

/** Answers a GET other than Meta's verification; returns false to let the receiver answer 404. */
export type ReceiverGetHandler = (url: URL, res: ServerResponse) => boolean;

/**
 * The product's side of Meta webhooks (Instagram and WhatsApp alike), for the fakes' own tests: it answers Meta's
 * verification GET with the challenge when hub.verify_token matches (403 otherwise), records every request and
 * answers POSTs with the queued statuses.
 */
export async function startMetaWebhookReceiver(verifyToken: string, serveGet: ReceiverGetHandler = () => false): Promise<MetaWebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.searchParams.get('hub.mode') === 'subscribe') {
        const ok = url.searchParams.get('hub.verify_token') === verifyToken;
        res.writeHead(ok ? 200 : 403);
        return res.end(ok ? url.searchParams.get('hub.challenge') : 'forbidden');
      }
      if (req.method === 'GET') {
        if (serveGet(url, res)) return;
        res.writeHead(404);
        return res.end('not found');
      }
      res.writeHead(statuses.shift() ?? 200);
      res.end('EVENT_RECEIVED');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    statuses,
    posts: () => received.filter((request) => request.method === 'POST'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

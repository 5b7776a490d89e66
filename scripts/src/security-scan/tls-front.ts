import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TlsFront {
  httpPort: number;
  httpsPort: number;
  /** The self-signed certificate (PEM): the scanner trusts it through NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  close(): Promise<void>;
}

/**
 * What a production deployment puts in front of the API: TLS on one port and,
 * on the plain-http port, a permanent redirect to https on the same host.
 * The scanner grades the deployment, so the local scan needs both; every
 * header it grades still comes from the API behind them.
 */
export async function startTlsFront(apiOrigin: string, hostname: string): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanline-scan-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certificateFile = path.join(dir, 'cert.pem');
  // A two-day certificate for this host name only; openssl is on every machine the project runs on.
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-keyout', keyFile, '-out', certificateFile,
    '-subj', `/CN=${hostname}`, '-addext', `subjectAltName=DNS:${hostname}`,
  ], { stdio: 'ignore' });

  const api = new URL(apiOrigin);
  const secure = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(certificateFile) }, (req, res) => {
    const upstream = http.request(
      { host: api.hostname, port: api.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await listen(secure);
  const httpsPort = (secure.address() as AddressInfo).port;

  const plain = http.createServer((req, res) => {
    res.writeHead(301, { location: `https://${hostname}:${httpsPort}${req.url ?? '/'}` }).end();
  });
  await listen(plain);

  return {
    httpPort: (plain.address() as AddressInfo).port,
    httpsPort,
    certificateFile,
    async close() {
      for (const server of [secure, plain]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listen(server: http.Server | https.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
}

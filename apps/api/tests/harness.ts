import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { GoogleConfig } from '@fanline/services';
import { createHttpClient, createRecordingLogger, createTestDatabase, type HttpClient, type RecordingLogger, type TestDatabase } from '@fanline/testing';
import { createServer } from '../src/server';

export interface TestApi {
  url: string;
  http: HttpClient;
  database: TestDatabase;
  log: RecordingLogger;
  close(): Promise<void>;
}

export interface TestApiOptions {
  google?: GoogleConfig | null;
  trustProxy?: boolean;
  /** The built web app to serve; browser tests pass apps/web/dist. */
  webDistDir?: string;
}

/** The real HTTP server on a random port, over a fresh database of its own. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const log = createRecordingLogger();
  const app = createServer({
    db: database.db,
    log,
    google: options.google ?? null,
    trustProxy: options.trustProxy ?? false,
    webDistDir: options.webDistDir ?? '/nonexistent',
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    http: createHttpClient(url),
    database,
    log,
    async close() {
      // fetch keeps connections alive; close them so server.close() returns at once.
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.drop();
    },
  };
}

let counter = 0;
/** A unique, valid sign-up body. */
export function newCreator(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return { name: `Creator ${counter}`, email: `creator${counter}.${Date.now()}@example.com`, password: 'correct-horse', ...overrides };
}

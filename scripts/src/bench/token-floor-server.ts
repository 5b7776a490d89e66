import { serve } from '@hono/node-server';
import { createPool } from '@fanline/db';
import { createTokenFloorApp } from './token-floor';

/**
 * Child-process entry for the token floor (started by startTokenFloor in api-servers.ts):
 * its own process, as the API is, so neither shares an event loop with the
 * load generator. The pool is createDb's default size, the one the API's
 * createDb({ connectionString, applicationName }) gets.
 */
const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!databaseUrl || !Number.isInteger(port)) {
  console.error('token floor: DATABASE_URL and PORT are required');
  process.exit(1);
}
const pool = createPool({ connectionString: databaseUrl, applicationName: 'fanline-bench-floor' });
const server = serve({ fetch: createTokenFloorApp(pool).fetch, port, hostname: '127.0.0.1' }, () => console.log('Token floor listening'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});

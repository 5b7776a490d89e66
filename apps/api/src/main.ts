import { serve } from '@hono/node-server';
import { createDb } from '@fanline/db';
import { createBilling, createConsoleLogger, createLlm, createSecretBox, llmSettingsFrom } from '@fanline/services';
import { loadApiEnv } from './env';
import { googleConfigOf } from './google-config';
import { createServer } from './server';

const log = createConsoleLogger('api');

let env;
try {
  env = loadApiEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const db = createDb({ connectionString: env.DATABASE_URL, applicationName: 'fanline-api' });
const app = createServer({
  db,
  log,
  google: googleConfigOf(env),
  trustProxy: env.TRUST_PROXY,
  webDistDir: env.WEB_DIST_DIR,
  bots: {
    secrets: createSecretBox(env.APP_SECRET),
    llm: createLlm(llmSettingsFrom(env), { timeoutMs: env.LLM_TIMEOUT_MS }),
    telegramApiRoot: env.TELEGRAM_API_ROOT,
  },
  billing: createBilling(
    { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL, appUrl: env.APP_URL },
    log,
  ),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('API listening', { url: `http://localhost:${info.port}`, app_url: env.APP_URL });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('Shutting down', { signal });
  server.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

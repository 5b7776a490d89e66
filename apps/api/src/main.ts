import { serve } from '@hono/node-server';
import { CRISIS_SCREEN_NAMES } from '@fanline/core';
import { createDb } from '@fanline/db';
import {
  collectProcessMetrics,
  createBilling,
  createConsoleLogger,
  createEmbeddings,
  knowledgeVectorsOf,
  createLlm,
  createSecretBox,
  deleteExpiredOAuthStates,
  deleteExpiredSessions,
  deleteOldLoginFailures,
  llmSettingsFrom,
  refreshInstagramTokens,
  deleteExpiredVoiceClips,
  deleteOldReceipts,
  deleteWithdrawnVoices,
  cleanUpFailedClones,
  createVoiceLibrary,
  createVoiceSynthesizer,
  createInboxFeed,
  createRateLimits,
  handBackIdleConversations,
  failStaleCreatorMessages,
  syncTelegramDelivery,
} from '@fanline/services';
import { loadApiEnv } from './env';
import { googleConfigOf, instagramConfigOf, whatsappConfigOf } from './provider-configs';
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
const instagram = instagramConfigOf(env);
const llmSettings = llmSettingsFrom(env);
const openaiKey = llmSettings.openai.apiKey;
const embeddings = env.EMBEDDINGS_MODEL && openaiKey ? createEmbeddings({ model: env.EMBEDDINGS_MODEL, apiKey: openaiKey, baseUrl: llmSettings.openai.baseUrl }) : undefined;
const botDeps = {
  secrets: createSecretBox(env.APP_SECRET),
  llm: createLlm(llmSettings, { timeoutMs: env.LLM_TIMEOUT_MS }),
  // The chat test searches knowledge as fans' replies do; an upload queues its embedding.
  knowledgeVectors: await knowledgeVectorsOf(db, embeddings, log),
  telegramApiRoot: env.TELEGRAM_API_ROOT,
  telegramMode: env.TELEGRAM_MODE,
  appUrl: env.APP_URL,
};
const inboxFeed = createInboxFeed(env.DATABASE_URL, log);
const voiceLibrary = env.ELEVENLABS_API_KEY ? createVoiceLibrary({ apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL }) : null;
const app = createServer({
  db,
  log,
  google: googleConfigOf(env),
  instagram,
  whatsapp: whatsappConfigOf(env),
  trustProxy: env.TRUST_PROXY,
  webDistDir: env.WEB_DIST_DIR,
  bots: botDeps,
  billing: createBilling(
    {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
      appUrl: env.APP_URL,
      commissionPercent: env.AFFILIATE_COMMISSION_PERCENT,
    },
    log,
  ),
  support: { ticketUrl: env.SUPPORT_TICKET_URL ?? null },
  inboxFeed,
  voiceLibrary,
  voice: createVoiceSynthesizer({ apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL }),
  limits: createRateLimits(db),
  metricsToken: env.METRICS_TOKEN,
});
if (env.METRICS_TOKEN) collectProcessMetrics();

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('API listening', { url: `http://localhost:${info.port}`, node: process.version, app_url: env.APP_URL, telegram_mode: env.TELEGRAM_MODE, metrics: Boolean(env.METRICS_TOKEN) });
  // The runners screen fans' messages; with the same environment they run this screen (see the README's MODERATION_PROVIDER).
  log.info('Crisis screen', { moderation_provider: env.MODERATION_PROVIDER, screen: CRISIS_SCREEN_NAMES[env.MODERATION_PROVIDER] });
});

// Switching TELEGRAM_MODE takes effect here: every deployed bot gets its webhook, or loses it so the runner can poll.
if (env.TELEGRAM_MODE === 'webhook' && !env.APP_URL.startsWith('https://')) {
  log.error('Telegram webhook mode needs an https APP_URL that Telegram can reach', { app_url: env.APP_URL });
}
void syncTelegramDelivery(db, botDeps, log)
  .then((result) => result.synced + result.failed > 0 && log.info('Telegram delivery set for deployed bots', { mode: env.TELEGRAM_MODE, ...result }))
  .catch((error: unknown) => log.error('Setting Telegram delivery at start failed', { error: String(error) }));

// Expired sessions, sign-in failures past their window and abandoned Google
// sign-in states are useless; one cheap sweep at start and every hour keeps
// those tables small. The timer never keeps the process alive.
const AUTH_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let sweeping: Promise<void> = Promise.resolve();
async function sweepExpiredAuthRows(): Promise<void> {
  try {
    const now = new Date();
    const deleted = {
      sessions: await deleteExpiredSessions(db, now),
      login_failures: await deleteOldLoginFailures(db, now),
      oauth_states: await deleteExpiredOAuthStates(db, now),
    };
    if (deleted.sessions + deleted.login_failures + deleted.oauth_states > 0) log.info('Expired sign-in records deleted', deleted);
  } catch (error) {
    log.error('Sweeping expired sign-in records failed', { error: error instanceof Error ? error.stack : String(error) });
  }
}

// Instagram's long-lived tokens last 60 days: the same hourly sweep renews those with fewer than 10 left,
// deletes the voice notes served to Meta once their links are an hour past expiry, and old delivery receipts.
async function instagramUpkeep(): Promise<void> {
  try {
    const result = await refreshInstagramTokens(db, instagram, botDeps.secrets);
    if (result.refreshed + result.failed > 0) log.info('Instagram tokens refreshed', result);
    const clips = await deleteExpiredVoiceClips(db);
    if (clips > 0) log.info('Expired voice clips deleted', { clips });
    // WhatsApp's delivery receipts are kept a month.
    const receipts = await deleteOldReceipts(db);
    if (receipts > 0) log.info('Old delivery receipts deleted', { receipts });
    // A withdrawn voice ElevenLabs could not delete at the time is deleted now.
    const voices = await deleteWithdrawnVoices(db, voiceLibrary);
    if (voices > 0) log.info('Withdrawn voices deleted at ElevenLabs', { voices });
    // Clone attempts that failed without ElevenLabs' answer, or were cut off: any voice they made is deleted by its tag.
    const attempts = voiceLibrary ? await cleanUpFailedClones(db, voiceLibrary) : 0;
    if (attempts > 0) log.info('Failed voice clone attempts cleaned up', { attempts });
  } catch (error) {
    log.error('Instagram upkeep failed', { error: String(error) });
  }
}
sweeping = sweepExpiredAuthRows().then(instagramUpkeep);
const sweepTimer = setInterval(() => {
  sweeping = sweepExpiredAuthRows().then(instagramUpkeep);
}, AUTH_SWEEP_INTERVAL_MS);
sweepTimer.unref();

// Takeovers idle for TAKEOVER_IDLE_HOURS go back to the AI; checked each minute so the inbox shows it promptly
// (the fan pipeline makes the same test itself, so no fan waits on this sweep).
const TAKEOVER_SWEEP_INTERVAL_MS = 60 * 1000;
const takeoverIdleHours = env.TAKEOVER_IDLE_HOURS;
// The same sweep fails creator messages a runner killed on their last try left "Sending…".
async function inboxUpkeep(): Promise<void> {
  try {
    const released = await handBackIdleConversations(db, takeoverIdleHours);
    if (released > 0) log.info('Idle takeovers handed back to the AI', { conversations: released });
    const stale = await failStaleCreatorMessages(db);
    if (stale > 0) log.info('Creator messages left unsent marked failed', { messages: stale });
  } catch (error) {
    log.error('Inbox upkeep failed', { error: String(error) });
  }
}
const takeoverTimer = setInterval(() => void inboxUpkeep(), Math.min(TAKEOVER_SWEEP_INTERVAL_MS, takeoverIdleHours * 3_600_000));
takeoverTimer.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('Shutting down', { signal });
  clearInterval(sweepTimer);
  clearInterval(takeoverTimer);
  await inboxFeed.close();
  server.close();
  await sweeping;
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

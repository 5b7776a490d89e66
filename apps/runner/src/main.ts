import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { hostname } from 'node:os';
import { CRISIS_SCREEN_NAMES } from '@fanline/core';
import { BOT_CHANGES_CHANNEL, createDb, listenForNotifications } from '@fanline/db';
import {
  collectProcessMetrics,
  createConsoleLogger,
  createEmbeddings,
  enqueueUnembeddedDocuments,
  knowledgeVectorsOf,
  createLlm,
  createModeration,
  createSecretBox,
  createSpeechToText,
  sttProviderOf,
  createVoiceSynthesizer,
  llmSettingsFrom,
  observeInboundQueue,
  resumeWaitingEvents,
} from '@fanline/services';
import { createBotCache } from './bot-cache';
import { createChannelSenders } from './channel-senders';
import { loadRunnerEnv } from './env';
import { createFleet } from './fleet';
import { startInboundWorkers, type InboundWorkers } from './inbound-workers';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import type { RunnerDeps } from './runner-deps';
import { createTimingLog } from './timing-log';

const log = createConsoleLogger('runner');

let env;
try {
  env = loadRunnerEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

function noticeOf(payload: string): { bot_id?: string; change?: string } {
  try {
    return JSON.parse(payload) as { bot_id?: string; change?: string };
  } catch {
    return {};
  }
}

/** The changes after which a bot may answer again: its waiting events are tried at once. */
const RESUMING_CHANGES = new Set(['toggled', 'deployed', 'reconnected']);

const runnerId = env.RUNNER_ID ?? `${hostname()}-${process.pid}`;
// Fan messages: connections kept warm, and commits that do not wait for the
// WAL flush (payments, opt-outs and erasures still do; see durableTransaction).
const db = createDb({
  connectionString: env.DATABASE_URL,
  maxConnections: 20,
  applicationName: 'fanline-runner',
  keepConnections: true,
  asyncCommit: true,
});
const leaseDb = createDb({ connectionString: env.DATABASE_URL, maxConnections: 2, applicationName: 'fanline-runner-leases' });
// The polled-update journal commits with the WAL flushed: once written, Telegram is told to forget the update (decision 024).
const journalDb = createDb({ connectionString: env.DATABASE_URL, maxConnections: 2, applicationName: 'fanline-runner-journal', keepConnections: true });
const bots = createBotCache(db);
const timings = env.RUNNER_TIMINGS ? createTimingLog('runner') : undefined;
const llmSettings = llmSettingsFrom(env);
const openaiKey = llmSettings.openai.apiKey;
// The transcriber of fans' voice notes, with its vendor's key and base URL (STT_PROVIDER, or the first key set).
const sttProvider = sttProviderOf({ ...env, OPENAI_API_KEY: openaiKey });
const speechToText =
  sttProvider === 'elevenlabs' ? createSpeechToText({ provider: sttProvider, apiKey: env.ELEVENLABS_API_KEY!, baseUrl: env.ELEVENLABS_BASE_URL })
  : sttProvider === 'openai' ? createSpeechToText({ provider: sttProvider, apiKey: openaiKey!, baseUrl: llmSettings.openai.baseUrl })
  : null;
const deps: RunnerDeps = {
  db,
  takeoverIdleHours: env.TAKEOVER_IDLE_HOURS,
  memoryEveryTurns: env.MEMORY_EVERY_TURNS,
    leaseDb,
    journalDb,
    bots,
    log,
    llm: createLlm(llmSettings, { timeoutMs: env.LLM_TIMEOUT_MS }),
    moderation: createModeration(
      { provider: env.MODERATION_PROVIDER, ...(openaiKey ? { openai: { apiKey: openaiKey, baseUrl: llmSettings.openai.baseUrl } } : {}) },
      log,
    ),
    voice: createVoiceSynthesizer({ apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL }),
    speechToText,
    sttMaxSeconds: env.STT_MAX_SECONDS,
    secrets: createSecretBox(env.APP_SECRET),
    telegramApiRoot: env.TELEGRAM_API_ROOT,
    appUrl: env.APP_URL?.replace(/\/$/, ''),
    instagramGraph: { graphUrl: env.INSTAGRAM_GRAPH_URL.replace(/\/$/, ''), graphVersion: env.INSTAGRAM_GRAPH_VERSION },
    instagramAttachmentOrigins: env.INSTAGRAM_ATTACHMENT_ORIGINS.map((origin) => new URL(origin).origin),
    whatsappGraph: { graphUrl: env.WHATSAPP_GRAPH_URL.replace(/\/$/, ''), graphVersion: env.WHATSAPP_GRAPH_VERSION },
    telegramAgent: env.TELEGRAM_API_ROOT.startsWith('https:') ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true }),
    pollTimeoutSeconds: env.POLL_TIMEOUT_SECONDS,
    timings,
};
// In webhook mode no bot is polled: Telegram's updates, like every other channel's, arrive through the queue.
const fleet = env.TELEGRAM_MODE === 'polling'
  ? createFleet(deps, { runnerId, leaseTtlMs: env.LEASE_TTL_MS, heartbeatMs: env.HEARTBEAT_MS, capacity: env.RUNNER_CAPACITY })
  : undefined;
let workers: InboundWorkers | undefined;
let metrics: MetricsServer | undefined;
let stopping = false;

// Installed before any await, so a SIGTERM during start-up still shuts down cleanly.
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('Runner stopping', { signal });
  await Promise.all([fleet?.stop(30_000), workers?.stop()]);
  await metrics?.close();
  await listener.then((l) => l.close()).catch(() => {});
  await db.destroy();
  await leaseDb.destroy();
  await journalDb.destroy();
  timings?.flush();
  log.info('Runner stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const listener = listenForNotifications(
  env.DATABASE_URL,
  BOT_CHANGES_CHANNEL,
  (payload) => {
    const { bot_id: botId, change } = noticeOf(payload);
    if (botId) bots.forget(botId);
    fleet?.reconcileSoon();
    // A bot activated again: the events that waited for it are tried now, not at their next backoff.
    if (botId && change && RESUMING_CHANGES.has(change)) void resumeWaitingEvents(leaseDb, botId).catch((error: unknown) => log.error('Resuming waiting events failed', { bot_id: botId, error: String(error) }));
  },
  (error) => log.error('Change feed failed', { error: error.message }),
);

await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
await listener;
const embeddings = env.EMBEDDINGS_MODEL && openaiKey ? createEmbeddings({ model: env.EMBEDDINGS_MODEL, apiKey: openaiKey, baseUrl: llmSettings.openai.baseUrl }) : undefined;
deps.knowledgeVectors = await knowledgeVectorsOf(db, embeddings, log);
if (deps.knowledgeVectors) {
  const queued = await enqueueUnembeddedDocuments(db, deps.knowledgeVectors.embeddings.model);
  log.info('Knowledge is searched by words and meaning', { model: deps.knowledgeVectors.embeddings.model, documents_to_embed: queued });
}
// The crisis screen trains in its own process while the start goes on; no fan message is taken before it can be screened.
await deps.moderation.ready;
await fleet?.start();
if (!stopping) {
  workers = await startInboundWorkers(deps, createChannelSenders(deps), {
    connectionString: env.DATABASE_URL,
    runnerId,
    concurrency: env.QUEUE_CONCURRENCY,
    heartbeatMs: env.HEARTBEAT_MS,
    silentMs: env.LEASE_TTL_MS,
  });
}
// Without METRICS_TOKEN no port opens: metrics are never served unauthenticated.
if (!stopping && env.METRICS_TOKEN) {
  collectProcessMetrics();
  observeInboundQueue(leaseDb, log);
  metrics = await startMetricsServer({ port: env.RUNNER_METRICS_PORT, token: env.METRICS_TOKEN }, log);
}
if (!stopping) {
  log.info('Runner ready', { runner_id: runnerId, node: process.version, mode: env.TELEGRAM_MODE, bots: fleet?.runningBotIds().length ?? 0, metrics_port: metrics?.port ?? null });
  log.info('Crisis screen', { moderation_provider: env.MODERATION_PROVIDER, screen: CRISIS_SCREEN_NAMES[env.MODERATION_PROVIDER] });
}

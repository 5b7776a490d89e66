import { z } from 'zod';
import { crisisScreenOf, STT_KEY_ISSUE, sttHasKey, sttMaxSecondsSchema, sttProviderSchema, EMBEDDINGS_KEY_ISSUE, embeddingsHaveKey, embeddingsModelSchema, memoryEveryTurnsSchema, metricsTokenSchema, MODERATION_KEY_ISSUE, moderationHasKey, moderationProviderSchema, parseEnv, PROVIDER_CATALOGUE, providerEnvShape, takeoverIdleHoursSchema, telegramModeSchema } from '@fanline/core';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const providerVariables = providerEnvShape(PROVIDER_CATALOGUE);

export const runnerEnvSchema = z.object({
  ...providerVariables,
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
  APP_SECRET: z.string({ error: 'Required (at least 32 characters; npm start generates one)' }).min(32, 'must be at least 32 characters'),
  RUNNER_ID: z.string().min(1).optional(),
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  /** The Send API for Instagram replies: graph.instagram.com and its version. */
  INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
  /** The API's public address; Instagram fetches voice notes from it. Without it, Instagram bots answer in text. */
  APP_URL: z.url().optional(),
  INSTAGRAM_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v23.0').default('v23.0'),
  /**
   * Origins a fan's Instagram attachment may be fetched from besides Meta's CDNs over https,
   * comma-separated (an egress proxy; the tests' fake CDN). Anything else named in a webhook is refused.
   */
  INSTAGRAM_ATTACHMENT_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url('must be origins like https://cdn.example.com, comma-separated'))),
  /** The Cloud API for WhatsApp replies: graph.facebook.com and its version. */
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v23.0').default('v23.0'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  /** A lease lives this long without renewal; another runner takes the bot over after it. */
  LEASE_TTL_MS: z.coerce.number().int().min(2000).default(15_000),
  HEARTBEAT_MS: z.coerce.number().int().min(200).default(5_000),
  RUNNER_CAPACITY: z.coerce.number().int().min(1).default(2_000),
  /** polling: this runner long-polls the bots it leases; webhook: no polling, Telegram's updates arrive through the queue. */
  TELEGRAM_MODE: telegramModeSchema,
  /** A taken-over conversation hands itself back to the AI after this many hours without a creator message. */
  TAKEOVER_IDLE_HOURS: takeoverIdleHoursSchema,
  /** A fan's memory is brought up to date after this many of their messages (and sooner when old turns leave the prompt). */
  MEMORY_EVERY_TURNS: memoryEveryTurnsSchema,
  /** Who transcribes fans' voice notes; unset: ElevenLabs with ELEVENLABS_API_KEY, else OpenAI with OPENAI_API_KEY, else none (a voice note gets a polite line). */
  STT_PROVIDER: sttProviderSchema,
  /** Longer voice notes are refused politely, untranscribed and uncharged. */
  STT_MAX_SECONDS: sttMaxSecondsSchema,
  /** Where the database has pgvector: knowledge is also searched by meaning, with this OpenAI embeddings model. */
  EMBEDDINGS_MODEL: embeddingsModelSchema,
  /** Inbound events handled at once (different fans; one fan's go one at a time). */
  QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(20),
  /** getUpdates long-poll timeout in seconds (Telegram allows up to 50). */
  POLL_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(50).default(30),
  /** Logs an "Update timing" line per answered update: the runner's own time, the model's wait excluded. */
  RUNNER_TIMINGS: flag,
  /** Crisis screening of fans' messages and the model's replies; unset: OpenAI's moderation model where OPENAI_API_KEY is set, else the built-in screen alone (lexicon and classifier). */
  MODERATION_PROVIDER: moderationProviderSchema,
  /** The bearer token of this runner's metrics; unset, the runner opens no metrics port. */
  METRICS_TOKEN: metricsTokenSchema,
  /** The port of GET /metrics, served only with METRICS_TOKEN. */
  RUNNER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).default(9464),
})
  .refine(moderationHasKey, MODERATION_KEY_ISSUE)
  .refine(embeddingsHaveKey, EMBEDDINGS_KEY_ISSUE)
  .refine(sttHasKey, STT_KEY_ISSUE)
  .transform((env) => ({ ...env, MODERATION_PROVIDER: crisisScreenOf(env) }));

export type RunnerEnv = z.output<typeof runnerEnvSchema>;

export function loadRunnerEnv(source: Record<string, string | undefined> = process.env): RunnerEnv {
  return parseEnv(runnerEnvSchema, source);
}

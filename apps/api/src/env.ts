import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { crisisScreenOf, EMBEDDINGS_KEY_ISSUE, embeddingsHaveKey, embeddingsModelSchema, metricsTokenSchema, MODERATION_KEY_ISSUE, moderationHasKey, moderationProviderSchema, parseEnv, PROVIDER_CATALOGUE, providerEnvShape, takeoverIdleHoursSchema, telegramModeSchema } from '@fanline/core';

const here = path.dirname(fileURLToPath(import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const providerVariables = providerEnvShape(PROVIDER_CATALOGUE);

export const apiEnvSchema = z
  .object({
    ...providerVariables,
    APP_SECRET: z.string({ error: 'Required (at least 32 characters; npm start generates one)' }).min(32, 'must be at least 32 characters'),
    TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
    /** polling (default): the runner polls; webhook: Telegram POSTs to APP_URL/api/telegram/webhook/{botId}. */
    TELEGRAM_MODE: telegramModeSchema,
    /** A taken-over conversation hands itself back to the AI after this many hours without a creator message. */
    TAKEOVER_IDLE_HOURS: takeoverIdleHoursSchema,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url().optional(),
    WEB_DIST_DIR: z.string().default(path.resolve(here, '../../web/dist')),
    TRUST_PROXY: flag,
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)').optional(),
    STRIPE_API_URL: z.url().optional(),
    SUPPORT_TICKET_URL: z.url().optional(),
    AFFILIATE_COMMISSION_PERCENT: z.coerce.number().min(0, 'must be 0 or more').max(100, 'must be 100 or less').default(20),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    INSTAGRAM_APP_ID: z.string().min(1).optional(),
    INSTAGRAM_APP_SECRET: z.string().min(1).optional(),
    INSTAGRAM_WEBHOOK_VERIFY_TOKEN: z.string().min(1).optional(),
    INSTAGRAM_AUTHORIZE_URL: z.url().default('https://www.instagram.com/oauth/authorize'),
    INSTAGRAM_API_URL: z.url().default('https://api.instagram.com'),
    INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
    INSTAGRAM_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v23.0').default('v23.0'),
    /** The creators' own cloned voices (issue #39): the API clones and deletes them at ElevenLabs; the runner speaks in them. */
    ELEVENLABS_API_KEY: z.string().min(1).optional(),
    ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
    WHATSAPP_APP_SECRET: z.string().min(1).optional(),
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: z.string().min(1).optional(),
    WHATSAPP_APP_ID: z.string().min(1).optional(),
    WHATSAPP_CONFIG_ID: z.string().min(1).optional(),
    WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    WHATSAPP_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v23.0').default('v23.0'),
    /** The runners screen; the API reads it to name at start the screen a server with this environment runs. */
    MODERATION_PROVIDER: moderationProviderSchema,
    /** Where the database has pgvector: knowledge is also searched by meaning, with this OpenAI embeddings model. */
    EMBEDDINGS_MODEL: embeddingsModelSchema,
    /** The bearer token of GET /metrics; unset, the endpoint answers 404. */
    METRICS_TOKEN: metricsTokenSchema,
  })
  .refine((env) => !env.INSTAGRAM_APP_ID || (env.INSTAGRAM_APP_SECRET && env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN), {
    path: ['INSTAGRAM_APP_SECRET'],
    message: 'INSTAGRAM_APP_SECRET and INSTAGRAM_WEBHOOK_VERIFY_TOKEN are required with INSTAGRAM_APP_ID',
  })
  .refine((env) => Boolean(env.WHATSAPP_APP_SECRET) === Boolean(env.WHATSAPP_WEBHOOK_VERIFY_TOKEN), {
    path: ['WHATSAPP_WEBHOOK_VERIFY_TOKEN'],
    message: 'WHATSAPP_APP_SECRET and WHATSAPP_WEBHOOK_VERIFY_TOKEN must be set together',
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
  })
  .refine(moderationHasKey, MODERATION_KEY_ISSUE)
  .refine(embeddingsHaveKey, EMBEDDINGS_KEY_ISSUE)
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    MODERATION_PROVIDER: crisisScreenOf(env),
  }));

export type ApiEnv = z.output<typeof apiEnvSchema>;

export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  return parseEnv(apiEnvSchema, source);
}

import { z } from 'zod';
import { TAKEOVER_IDLE_HOURS_DEFAULT } from './inbox-schemas';

/**
 * Parses a process environment with a zod schema. On failure the error lists
 * every bad variable by name, e.g. "DATABASE_URL: Required".
 */
export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.output<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/**
 * `{PROVIDER}_API_KEY` and `{PROVIDER}_BASE_URL` for every LLM provider, as
 * optional zod fields, for the env schemas of the processes that call models.
 */
export function providerEnvShape(catalogue: Readonly<Record<string, { envKey: string; envBaseUrl: string }>>) {
  return Object.fromEntries(
    Object.values(catalogue).flatMap((info) => [
      [info.envKey, z.string().min(1).optional()],
      [info.envBaseUrl, z.url().optional()],
    ]),
  ) as Record<string, z.ZodOptional<z.ZodString>>;
}

export const TELEGRAM_MODES = ['polling', 'webhook'] as const;
export type TelegramMode = (typeof TELEGRAM_MODES)[number];

/**
 * How Telegram reaches the bots, read by the API and the runner alike:
 * `polling` (the default; nothing to set up) long-polls from the runner under
 * leases; `webhook` has Telegram POST each update to the API, which queues it.
 */
export const telegramModeSchema = z.enum(TELEGRAM_MODES, { error: 'must be polling or webhook' }).default('polling');

/**
 * TAKEOVER_IDLE_HOURS, read by the API (its sweep) and the runner (the fan
 * pipeline): a taken-over conversation hands itself back after this long
 * without a creator message. Fractions are allowed (tests use seconds).
 */
export const takeoverIdleHoursSchema = z.coerce
  .number({ error: 'must be a number of hours' })
  .positive('must be more than 0')
  .max(24 * 30, 'must be 720 hours or less')
  .default(TAKEOVER_IDLE_HOURS_DEFAULT);

export const MODERATION_PROVIDERS = ['builtin', 'openai'] as const;
export type ModerationProvider = (typeof MODERATION_PROVIDERS)[number];

/**
 * MODERATION_PROVIDER, read by the runner (which screens) and the API (which
 * names the screen at start): unset means "the strongest screen available".
 */
export const moderationProviderSchema = z.preprocess(
  // An empty value (MODERATION_PROVIDER= in a .env file) means unset, as the docs describe it.
  (value) => (value === '' ? undefined : value),
  z.enum(MODERATION_PROVIDERS, { error: 'must be builtin or openai' }).optional(),
);

/**
 * The crisis screen a server runs. An explicit MODERATION_PROVIDER wins;
 * otherwise OpenAI's moderation model (with the lexicon alongside) wherever an
 * OpenAI key is set, since it catches phrasings no word list holds and OpenAI
 * charges nothing for it; the built-in screen alone (the lexicon and the
 * classifier) only without a key.
 */
export function crisisScreenOf(env: { MODERATION_PROVIDER?: ModerationProvider | undefined; OPENAI_API_KEY?: string | undefined }): ModerationProvider {
  return env.MODERATION_PROVIDER ?? (env.OPENAI_API_KEY ? 'openai' : 'builtin');
}

/** How a server's start-up log and the docs name each screen. */
export const CRISIS_SCREEN_NAMES: Readonly<Record<ModerationProvider, string>> = {
  builtin: 'the built-in screen alone (lexicon and classifier)',
  openai: "OpenAI's omni-moderation-latest with the built-in screen alongside (either flags; the built-in screen decides alone if OpenAI fails or takes over 1.5 s)",
};

type ModerationEnv = Parameters<typeof crisisScreenOf>[0];
/** For an env schema's `.refine`: MODERATION_PROVIDER=openai cannot run without OPENAI_API_KEY. */
export const moderationHasKey = (env: ModerationEnv): boolean => env.MODERATION_PROVIDER !== 'openai' || Boolean(env.OPENAI_API_KEY);
export const MODERATION_KEY_ISSUE = { path: ['OPENAI_API_KEY'], message: 'Required when MODERATION_PROVIDER=openai' };

/**
 * METRICS_TOKEN, read by the API (GET /metrics) and the runners (their metrics
 * port): the bearer token a scrape must send. Unset, metrics are not served.
 * An empty value means unset.
 */
export const metricsTokenSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(16, 'must be at least 16 characters').optional(),
);

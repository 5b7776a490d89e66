import { z } from 'zod';

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

import { z } from 'zod';
import { parseEnv } from '@fanline/core';

export const runnerEnvSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
  RUNNER_ID: z.string().min(1).optional(),
});

export type RunnerEnv = z.output<typeof runnerEnvSchema>;

export function loadRunnerEnv(source: Record<string, string | undefined> = process.env): RunnerEnv {
  return parseEnv(runnerEnvSchema, source);
}

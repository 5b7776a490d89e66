import type { z } from 'zod';
import { validationError } from './errors';

/** Parses untrusted input with a shared schema, or throws a 400 that names each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

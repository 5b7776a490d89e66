import type { Context } from 'hono';
import { AppError } from '@fanline/services';

/** Reads a JSON body; an empty body reads as {}, anything unparsable is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body must be valid JSON');
  }
}

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

export function isMultipart(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads a multipart/form-data body: text fields as they are, each file as
 * {name, type, data}; a malformed body is a 400. A field sent more than once,
 * or named with `[]` (`files[]`), becomes a list under its bare name.
 */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body must be valid multipart/form-data');
  }
  const fields: Record<string, unknown> = {};
  const lists = new Set<string>();
  for (const [rawName, value] of form.entries()) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const read = typeof value === 'string' ? value : { name: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) };
    if (rawName.endsWith('[]') || name in fields) {
      if (!lists.has(name)) fields[name] = name in fields ? [fields[name]] : [];
      lists.add(name);
      (fields[name] as unknown[]).push(read);
    } else {
      fields[name] = read;
    }
  }
  return fields;
}

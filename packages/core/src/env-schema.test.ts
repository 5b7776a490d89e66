import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  const schema = z.object({ DATABASE_URL: z.url(), PORT: z.coerce.number().int().default(3000) });

  it('returns typed values with defaults', () => {
    expect(parseEnv(schema, { DATABASE_URL: 'postgres://x@localhost/db' })).toEqual({
      DATABASE_URL: 'postgres://x@localhost/db',
      PORT: 3000,
    });
  });

  it('names every missing or malformed variable', () => {
    expect(() => parseEnv(schema, { PORT: 'abc' })).toThrowError(/DATABASE_URL[\s\S]*PORT/);
  });
});

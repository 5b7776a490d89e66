import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

describe('migration registry', () => {
  it('lists every timestamp-named file in db/migrations, in order', () => {
    const files = readdirSync(folder)
      .filter((f) => /^\d{14}_[a-z0-9_]+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });
});

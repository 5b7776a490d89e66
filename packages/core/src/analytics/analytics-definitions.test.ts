import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_DEFINITIONS } from './analytics-definitions';

const docs = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/analytics.md'), 'utf8');

describe('analytics definitions', () => {
  it('are all written down in docs/analytics.md, word for word', () => {
    for (const defs of Object.values(ANALYTICS_DEFINITIONS)) {
      for (const [field, definition] of Object.entries(defs)) expect(docs, field).toContain(`| \`${field}\` | ${definition} |`);
    }
  });

  it('say that days are UTC', () => {
    expect(docs).toContain('Days and hours are **UTC**');
  });
});

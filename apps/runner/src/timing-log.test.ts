import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTimingLog } from './timing-log';

describe('createTimingLog', () => {
  it('writes buffered lines together, each a JSON log line, and nothing when empty', () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const log = createTimingLog('runner', out);
    log.record({ update_id: 1, own_ms: 1.5 });
    log.record({ update_id: 2, own_ms: 2.5 });
    expect(chunks).toEqual([]);
    log.flush();
    log.flush();
    out.end();

    expect(chunks).toHaveLength(1);
    const lines = chunks[0]!.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { level: 'info', service: 'runner', message: 'Update timing', update_id: 1, own_ms: 1.5 },
      { level: 'info', service: 'runner', message: 'Update timing', update_id: 2, own_ms: 2.5 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { exportPath, filenameFromDisposition } from './export-download';

describe('filenameFromDisposition', () => {
  it('reads quoted, bare and RFC 6266 extended names', () => {
    expect(filenameFromDisposition('attachment; filename="iris-conversations.csv"')).toBe('iris-conversations.csv');
    expect(filenameFromDisposition('attachment; filename=fan.json')).toBe('fan.json');
    expect(filenameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''caf%C3%A9.csv`)).toBe('café.csv');
  });

  it('gives null when there is no name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
  });
});

describe('exportPath', () => {
  it('points at the bot or conversation export with the format', () => {
    expect(exportPath({ kind: 'bot', id: 'b1' }, 'csv')).toBe('/api/chatbots/b1/conversations/export?format=csv');
    expect(exportPath({ kind: 'conversation', id: 'c1' }, 'json')).toBe('/api/conversations/c1/export?format=json');
  });
});

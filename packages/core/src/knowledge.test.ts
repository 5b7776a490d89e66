import { describe, expect, it } from 'vitest';
import { chunkKnowledge, chunksWithinBudget, KNOWLEDGE_CHUNK_CHARS, knowledgeAddSchema, knowledgeFileExtension, knowledgeLimitProblem } from './knowledge';

describe('chunkKnowledge', () => {
  it('keeps short paragraphs together and an FAQ pair in one chunk, and cuts long text at boundaries', () => {
    expect(chunkKnowledge('Q: Where?\r\nA: Lisbon.\r\n\r\n\r\n\r\nQ: When?\nA: Friday.')).toEqual(['Q: Where?\nA: Lisbon.\n\nQ: When?\nA: Friday.']);
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} about the tour.`).join(' ');
    const chunks = chunkKnowledge(long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= KNOWLEDGE_CHUNK_CHARS && chunk.endsWith('.'))).toBe(true);
    expect(chunks.join(' ')).toBe(long);
    expect(chunkKnowledge('  \n\n ')).toEqual([]);
  });
});

describe('chunksWithinBudget', () => {
  it('keeps the best chunks that fit, skipping one too large for what is left', () => {
    const chunks = [{ content: 'a'.repeat(1600) }, { content: 'b'.repeat(1200) }, { content: 'c'.repeat(400) }];
    expect(chunksWithinBudget(chunks, 600).map((c) => c.content[0])).toEqual(['a', 'c']);
    expect(chunksWithinBudget(chunks, 99)).toEqual([]);
  });
});

describe('knowledgeFileExtension', () => {
  it('takes .txt, .md and .pdf by name, in any case', () => {
    expect(['notes.TXT', 'readme.md', 'press kit.pdf', 'song.mp3', 'noext', 'archive.pdf.zip'].map(knowledgeFileExtension)).toEqual(['.txt', '.md', '.pdf', null, null, null]);
  });
});

describe('knowledgeLimitProblem', () => {
  it('allows 1 document per bot on spark, 10 on ignite, 50 on flow and any on nexus, naming the next plan', () => {
    expect(knowledgeLimitProblem('spark', false, 0)).toBeNull();
    expect(knowledgeLimitProblem('spark', false, 1)).toBe('The Spark plan allows 1 knowledge document per bot; upgrade to Ignite for more');
    expect(knowledgeLimitProblem('ignite', false, 9)).toBeNull();
    expect(knowledgeLimitProblem('ignite', false, 10)).toBe('The Ignite plan allows 10 knowledge documents per bot; upgrade to Flow for more');
    expect(knowledgeLimitProblem('flow', false, 50)).toBe('The Flow plan allows 50 knowledge documents per bot; upgrade to Nexus for more');
    expect(knowledgeLimitProblem('nexus', false, 5000)).toBeNull();
    expect(knowledgeLimitProblem('spark', true, 40)).toBeNull();
  });
});

describe('knowledgeAddSchema', () => {
  it('takes text with a title, or a file, and names the field of what is missing', () => {
    expect(knowledgeAddSchema.safeParse({ title: 'FAQ', text: 'Q: a\nA: b' }).success).toBe(true);
    expect(knowledgeAddSchema.safeParse({ file: { name: 'a.txt', type: 'text/plain', data: new Uint8Array([97]) } }).success).toBe(true);
    const issues = (input: unknown) => knowledgeAddSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({})).toEqual([
      ['text', 'Paste some text or choose a file'],
      ['title', 'Title is required'],
    ]);
    expect(issues({ title: 'x', text: '   ' })).toEqual([['text', 'Text cannot be empty']]);
    expect(issues({ title: 'x', text: 'y', file: { name: 'a.txt', type: '', data: new Uint8Array([1]) } })).toEqual([['text', 'Send either text or a file, not both']]);
  });
});

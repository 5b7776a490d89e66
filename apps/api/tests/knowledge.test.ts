import { sql } from 'kysely';
import { FAN_MEMORY_HEADING, KNOWLEDGE_FILE_MAX_BYTES } from '@fanline/core';
import { minimalPdf, startFakeOpenAI, type FakeOpenAI } from '@fanline/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// A bot's knowledge documents (issue #36): added as text or a file, found for a message, and kept to their bot.
let api: TestApi;
let openai: FakeOpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  api = await startTestApi({ llmEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } });
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await api.close();
  await openai.close();
});

const db = () => api.database.db;
const newBot = async (creator: SignedUpCreator) => (await api.http.post('/api/chatbots', sparkBot(), creator.token)).body.id as string;

/** A multipart upload, as a browser's FormData sends it. */
async function upload(token: string, botId: string, file: { name: string; type: string; data: Uint8Array }, title?: string) {
  const form = new FormData();
  form.append('file', new Blob([file.data], { type: file.type }), file.name);
  if (title) form.append('title', title);
  const res = await fetch(`${api.url}/api/chatbots/${botId}/knowledge`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const text = (data: string) => new TextEncoder().encode(data);
const stored = async (botId: string) => ({
  documents: await db().selectFrom('knowledge_documents').select(['title', 'chunks']).where('bot_id', '=', botId).execute(),
  chunks: Number((await db().selectFrom('knowledge_chunks').select((eb) => eb.fn.countAll().as('n')).where('bot_id', '=', botId).executeTakeFirstOrThrow()).n),
  counter: (await db().selectFrom('bots').select('knowledge_chunks').where('id', '=', botId).executeTakeFirstOrThrow()).knowledge_chunks,
});

describe('/api/chatbots/{id}/knowledge', () => {
  it('adds pasted text, a .md and a .pdf, chunked, lists them and deletes one', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const botId = await newBot(creator);
    const faq = 'Q: Where is your studio?\nA: In Lisbon, by the river.\n\nQ: Do you do custom songs?\nA: Yes, for subscribers, within two weeks.';
    const added = await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'FAQ', text: faq }, creator.token);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ document: { id: expect.any(String), title: 'FAQ', chunks: 1 } });

    const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i}: tour dates, merch drops and studio notes, written out at length.`).join('\n\n');
    const md = await upload(creator.token, botId, { name: 'tour.md', type: 'text/markdown', data: text(long) });
    expect(md.status).toBe(201);
    expect(md.body.document).toMatchObject({ title: 'tour.md' });
    expect(md.body.document.chunks).toBeGreaterThan(3);

    const pdf = await upload(creator.token, botId, { name: 'press.pdf', type: 'application/pdf', data: minimalPdf(['Press kit', 'The secret word is marmalade.']) }, 'Press kit');
    expect(pdf.status).toBe(201);
    expect(pdf.body.document).toMatchObject({ title: 'Press kit', chunks: 1 });
    const pdfChunk = await db().selectFrom('knowledge_chunks').select('content').where('document_id', '=', pdf.body.document.id).executeTakeFirstOrThrow();
    expect(pdfChunk.content).toContain('The secret word is marmalade.');

    const list = await api.http.get(`/api/chatbots/${botId}/knowledge`, creator.token);
    expect(list.status).toBe(200);
    expect(list.body.documents.map((d: { title: string; source: string }) => [d.title, d.source])).toEqual([
      ['FAQ', 'text'],
      ['tour.md', 'file'],
      ['Press kit', 'file'],
    ]);
    expect((await stored(botId)).counter).toBe(1 + md.body.document.chunks + 1);

    const removed = await api.http.delete(`/api/chatbots/${botId}/knowledge/${md.body.document.id}`, creator.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ deleted: true });
    expect(await stored(botId)).toMatchObject({ chunks: 2, counter: 2 });
    // The search's counts of chunks per word follow the documents as they come and go.
    const counted = await sql<{ term: string; chunks: number }>`SELECT term, chunks FROM knowledge_terms WHERE bot_id = ${botId} ORDER BY term`.execute(db());
    const actual = await sql<{ term: string; chunks: number }>`
      SELECT word AS term, ndoc AS chunks FROM ts_stat(format('SELECT search FROM knowledge_chunks WHERE bot_id = %L', ${botId}::text)) ORDER BY word
    `.execute(db());
    expect(counted.rows).toEqual(actual.rows);
    expect(counted.rows.find((row) => row.term === 'marmalade')).toEqual({ term: 'marmalade', chunks: 1 });
    expect(counted.rows.find((row) => row.term === 'merch')).toBeUndefined();
    expect((await api.http.delete(`/api/chatbots/${botId}/knowledge/${md.body.document.id}`, creator.token)).status).toBe(404);
  });

  it('refuses bad files and bad text with a clear 4xx, storing nothing', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const botId = await newBot(creator);
    const refusals = [
      [{ name: 'empty.txt', type: 'text/plain', data: new Uint8Array() }, 'The file is empty'],
      [{ name: 'song.mp3', type: 'audio/mpeg', data: text('ID3...') }, 'Upload a .txt, .md or .pdf file'],
      [{ name: 'notes.txt', type: 'image/png', data: text('hello') }, 'Upload a .txt, .md or .pdf file'],
      [{ name: 'broken.pdf', type: 'application/pdf', data: text('%PDF-1.4 this is not really a pdf') }, 'This PDF could not be read. Is it damaged or password-protected?'],
      [{ name: 'big.txt', type: 'text/plain', data: new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1).fill(97) }, 'The file must be at most 5 MB'],
    ] as const;
    for (const [file, detail] of refusals) {
      const res = await upload(creator.token, botId, file);
      expect(res.status, file.name).toBe(400);
      expect(res.body.detail, file.name).toBe(detail);
      expect(res.body.errors, file.name).toEqual([{ field: 'file', message: detail }]);
    }
    const tooBig = await upload(creator.token, botId, { name: 'huge.txt', type: 'text/plain', data: new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 200_000).fill(97) });
    expect(tooBig.status).toBe(413);

    const noTitle = await api.http.post(`/api/chatbots/${botId}/knowledge`, { text: 'hello' }, creator.token);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors).toEqual([{ field: 'title', message: 'Title is required' }]);
    const nothing = await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'Empty' }, creator.token);
    expect(nothing.body.errors).toEqual([{ field: 'text', message: 'Paste some text or choose a file' }]);
    const nul = await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'x', text: 'a\u0000b' }, creator.token);
    expect(nul.body.errors).toEqual([{ field: 'text', message: 'Text must not contain a NUL character' }]);
    expect(await stored(botId)).toEqual({ documents: [], chunks: 0, counter: 0 });
  });

  it('keeps to the plan: one document per bot on spark, ten on ignite', async () => {
    const spark = await signUpCreator(api);
    const botId = await newBot(spark);
    expect((await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'One', text: 'first' }, spark.token)).status).toBe(201);
    const second = await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'Two', text: 'second' }, spark.token);
    expect(second.status).toBe(403);
    expect(second.body.detail).toBe('The Spark plan allows 1 knowledge document per bot; upgrade to Ignite for more');

    const ignite = await signUpCreator(api, 'ignite');
    const igniteBot = await newBot(ignite);
    const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => api.http.post(`/api/chatbots/${igniteBot}/knowledge`, { title: `Doc ${i}`, text: `text ${i}` }, ignite.token)));
    expect(tries.filter((res) => res.status === 201)).toHaveLength(10);
    expect(tries.filter((res) => res.status === 403)).toHaveLength(2);
  });

  it("answers another creator's bot and document with 404, and a stranger with 401", async () => {
    const owner = await signUpCreator(api, 'ignite');
    const other = await signUpCreator(api, 'ignite');
    const botId = await newBot(owner);
    const doc = (await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'Mine', text: 'private' }, owner.token)).body.document;
    expect((await api.http.get(`/api/chatbots/${botId}/knowledge`, other.token)).status).toBe(404);
    expect((await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'x', text: 'y' }, other.token)).status).toBe(404);
    expect((await upload(other.token, botId, { name: 'a.txt', type: 'text/plain', data: text('y') })).status).toBe(404);
    expect((await api.http.delete(`/api/chatbots/${botId}/knowledge/${doc.id}`, other.token)).status).toBe(404);
    const otherBot = await newBot(other);
    expect((await api.http.delete(`/api/chatbots/${otherBot}/knowledge/${doc.id}`, other.token)).status).toBe(404);
    expect((await api.http.get(`/api/chatbots/${botId}/knowledge`)).status).toBe(401);
    expect((await stored(botId)).documents).toEqual([{ title: 'Mine', chunks: 1 }]);
  });

  it("answers from a fact only the document holds, and never from another bot's knowledge", async () => {
    const creator = await signUpCreator(api, 'ignite');
    const withKnowledge = await newBot(creator);
    const without = await newBot(creator);
    await upload(creator.token, withKnowledge, { name: 'press.pdf', type: 'application/pdf', data: minimalPdf(['Fan club notes', 'The secret word for the fan club is marmalade.']) });
    await api.http.post(`/api/chatbots/${withKnowledge}/knowledge`, { title: 'Tour', text: 'The autumn tour opens in Porto on 12 October.' }, creator.token);

    openai.reply(() => 'It is marmalade!');
    const res = await api.http.post(`/api/chat/${withKnowledge}`, { user_message: 'what is the secret word of the fan club?' }, creator.token);
    expect(res.status).toBe(200);
    const prompt = openai.requests.at(-1)!.messages[0]!.content;
    expect(prompt).toMatch(/From Creator \d+'s own knowledge/);
    expect(prompt).toContain('The secret word for the fan club is marmalade.');
    expect(prompt).not.toContain('Porto');
    expect(prompt).not.toContain(FAN_MEMORY_HEADING);

    await api.http.post(`/api/chat/${without}`, { user_message: 'what is the secret word of the fan club?' }, creator.token);
    expect(openai.requests.at(-1)!.messages[0]!.content).not.toContain('marmalade');
  });
});

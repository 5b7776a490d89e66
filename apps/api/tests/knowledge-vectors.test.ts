import { sql } from 'kysely';
import { createRecordingLogger, startFakeOpenAI, startVectorPostgres, type FakeOpenAI, type TestDatabase } from '@fanline/testing';
import { enableKnowledgeVectors } from '@fanline/db';
import { createEmbeddings, embedKnowledgeDocument, enqueueUnembeddedDocuments, knowledgeVectorsOf, searchKnowledge, type KnowledgeVectors } from '@fanline/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// Knowledge found by meaning as well as words (issue #36), on a PostgreSQL with pgvector:
// PGlite with its pgvector build, as this machine's server has none (see startVectorPostgres).
let database: TestDatabase;
let openai: FakeOpenAI;
let vectors: KnowledgeVectors;
let api: TestApi;
const vectorLog = createRecordingLogger();

beforeAll(async () => {
  openai = await startFakeOpenAI();
  // The fake model reads these words as one meaning, as a real one would.
  openai.embeddingConcepts({ pup: 'dog', puppy: 'dog', doggo: 'dog', called: 'name', named: 'name', name: 'name' });
  database = await startVectorPostgres();
  const embeddings = createEmbeddings({ model: 'text-embedding-3-small', apiKey: 'sk-test', baseUrl: openai.baseURL });
  vectors = (await knowledgeVectorsOf(database.db, embeddings, vectorLog))!;
  api = await startTestApi({ database, knowledgeVectors: vectors, llmEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await database?.drop();
  await openai?.close();
});

const db = () => database.db;
const DOG = 'My dog is named Biscuit, a golden retriever who steals socks.';
const TOUR = 'The autumn tour opens in Porto on 12 October. Tickets go on sale on Friday.';

/** A bot with a document for each text (each a chunk of its own: short texts in one document would share one), embedded as a runner would. */
async function botWithKnowledge(creator: SignedUpCreator, ...texts: string[]): Promise<string> {
  const botId = (await api.http.post('/api/chatbots', sparkBot(), creator.token)).body.id as string;
  for (const text of texts) {
    const added = await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'About me', text }, creator.token);
    expect(added.status).toBe(201);
    expect(await embedKnowledgeDocument(db(), vectors.embeddings, added.body.document.id as string)).toBe(1);
  }
  return botId;
}

const costs = (botId: string) =>
  db().selectFrom('model_costs').select(['kind', 'provider', 'model', 'prompt_tokens', 'cost_usd', 'fan_id']).where('bot_id', '=', botId).orderBy('id').execute();

describe('knowledge search by meaning', () => {
  it('finds this server to have pgvector with iterative index scans', () => {
    expect(vectors).toMatchObject({ iterativeScan: true });
  });

  it("queues a new document's embedding with its upload, then stores one vector a chunk, in batches, with the cost", async () => {
    const creator = await signUpCreator(api, 'nexus');
    const botId = (await api.http.post('/api/chatbots', sparkBot(), creator.token)).body.id as string;
    // 150 paragraphs of ~700 characters: 150 chunks, two calls of at most 100.
    const text = Array.from({ length: 150 }, (_, i) => `Paragraph ${i}: ${'lorem ipsum dolor sit amet '.repeat(26)}`).join('\n\n');
    const added = await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'Long', text }, creator.token);
    expect(added.status).toBe(201);
    const documentId = added.body.document.id as string;
    const { rows: jobs } = await sql<{ payload: { documentId: string } }>`SELECT payload FROM graphile_worker._private_jobs WHERE key = ${`embed:${documentId}`}`.execute(db());
    expect(jobs).toEqual([{ payload: { documentId } }]);

    const before = openai.embeddingRequests.length;
    expect(await embedKnowledgeDocument(db(), vectors.embeddings, documentId)).toBe(150);
    const calls = openai.embeddingRequests.slice(before);
    expect(calls.map((call) => call.inputs.length)).toEqual([100, 50]);
    expect(calls.every((call) => call.dimensions === 1536 && call.model === 'text-embedding-3-small')).toBe(true);
    const stored = await db().selectFrom('knowledge_embeddings').select((eb) => eb.fn.countAll<number>().as('n')).where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(150);

    const recorded = await costs(botId);
    expect(recorded.map((row) => row.kind)).toEqual(['embedding', 'embedding']);
    const tokens = recorded.reduce((sum, row) => sum + row.prompt_tokens, 0);
    expect(tokens).toBe(calls.flatMap((call) => call.inputs).reduce((sum, input) => sum + Math.ceil(input.length / 4), 0));
    // text-embedding-3-small at $0.02 a million tokens.
    expect(recorded.reduce((sum, row) => sum + Number(row.cost_usd), 0)).toBeCloseTo((tokens * 0.02) / 1_000_000, 6);

    // Embedded once: a second run (a redelivered job) calls nothing and records nothing.
    expect(await embedKnowledgeDocument(db(), vectors.embeddings, documentId)).toBe(0);
    expect(openai.embeddingRequests.length).toBe(before + 2);
    expect(await costs(botId)).toHaveLength(2);
  });

  it('answers a fan from a chunk that shares no word with the message, which words alone miss', async () => {
    const creator = await signUpCreator(api, 'flow');
    const botId = await botWithKnowledge(creator, TOUR, DOG);
    const question = "what's your pup called?";
    expect(await searchKnowledge(db(), botId, question)).toEqual([]);
    const found = await searchKnowledge(db(), botId, question, vectors, null);
    expect(found.map((match) => match.content)).toEqual([DOG]);

    openai.reply((req) => `Reply to: ${req.messages.at(-1)?.content}`);
    const chat = await api.http.post(`/api/chat/${botId}`, { user_message: question }, creator.token);
    expect(chat.status).toBe(200);
    const prompt = openai.requests.find((req) => req.messages.at(-1)?.content === question)!.messages[0]!.content;
    expect(prompt).toContain(`[About me]\n${DOG}`);
    expect(prompt).not.toContain('Porto');
    // Each message's embedding is a cost of its own, beside the document's.
    expect((await costs(botId)).filter((row) => row.kind === 'embedding').length).toBe(4);
  });

  it('puts a chunk found both ways before one found only by words', async () => {
    const creator = await signUpCreator(api, 'flow');
    const botId = await botWithKnowledge(creator, 'Biscuit has a blue collar from the Porto market.', DOG);
    const found = await searchKnowledge(db(), botId, 'is biscuit your dog?', vectors, null);
    expect(found[0]!.content).toBe(DOG);
    expect(found.map((match) => match.content)).toContain('Biscuit has a blue collar from the Porto market.');
  });

  it("never finds another bot's chunks, however close", async () => {
    const creator = await signUpCreator(api, 'flow');
    const mine = await botWithKnowledge(creator, TOUR);
    await botWithKnowledge(await signUpCreator(api, 'flow'), DOG);
    expect(await searchKnowledge(db(), mine, "what's your puppy named?", vectors, null)).toEqual([]);
  });

  it('searches by words alone when the message cannot be embedded, and says so', async () => {
    const creator = await signUpCreator(api, 'flow');
    const botId = await botWithKnowledge(creator, TOUR, DOG);
    openai.failEmbeddingsNext(1, 500);
    const found = await searchKnowledge(db(), botId, 'when is the autumn tour?', vectors, null);
    expect(found.map((match) => match.content)).toEqual([TOUR]);
    expect(vectorLog.errors.some((entry) => entry.message.startsWith('Embedding a message failed'))).toBe(true);
  });

  it('stores nothing for a document deleted before its embedding ran, and queues what another model has not embedded', async () => {
    const creator = await signUpCreator(api, 'flow');
    const botId = (await api.http.post('/api/chatbots', sparkBot(), creator.token)).body.id as string;
    const added = await api.http.post(`/api/chatbots/${botId}/knowledge`, { title: 'Gone', text: DOG }, creator.token);
    expect((await api.http.delete(`/api/chatbots/${botId}/knowledge/${added.body.document.id}`, creator.token)).status).toBe(200);
    expect(await embedKnowledgeDocument(db(), vectors.embeddings, added.body.document.id)).toBe(0);

    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM graphile_worker._private_jobs`.execute(db());
    const queued = await enqueueUnembeddedDocuments(db(), 'text-embedding-3-large');
    const documents = await db().selectFrom('knowledge_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(queued).toBe(Number(documents.n));
    // One job a document: each was queued at its upload, and no runner here has run them.
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM graphile_worker._private_jobs`.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  // Last: it takes the vector search away from this database.
  it('makes the table on a server that gained pgvector after it was migrated (npm run knowledge:vectors)', async () => {
    await sql`DROP TABLE knowledge_embeddings; DROP EXTENSION vector`.execute(db());
    expect(await knowledgeVectorsOf(db(), vectors.embeddings, createRecordingLogger())).toBeNull();
    expect(await enableKnowledgeVectors(db())).toBe(true);
    expect(await knowledgeVectorsOf(db(), vectors.embeddings, createRecordingLogger())).toMatchObject({ iterativeScan: true });
  });
});

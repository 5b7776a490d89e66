import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

let openai: FakeOpenAI;
let client: OpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  client = new OpenAI({ apiKey: 'sk-test', baseURL: openai.baseURL, maxRetries: 0 });
});
afterAll(() => openai.close());

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

async function status(body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${openai.baseURL}/embeddings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.status;
}

describe('fake OpenAI embeddings', () => {
  it("answers the SDK's base64 request with unit vectors of the asked length, close for shared concepts", async () => {
    openai.embeddingConcepts({ pup: 'dog' });
    const { data, usage } = await client.embeddings.create({ model: 'text-embedding-3-small', input: ['my dog Biscuit', 'a pup', 'tour dates'], dimensions: 256 });
    expect(openai.embeddingRequests.at(-1)).toMatchObject({ encodingFormat: 'base64', dimensions: 256 });
    const [dog, pup, tour] = data.map((item) => item.embedding);
    expect(dog).toHaveLength(256);
    expect(cosine(dog!, dog!)).toBeCloseTo(1, 5);
    expect(cosine(dog!, pup!)).toBeCloseTo(1 / Math.sqrt(2), 5);
    expect(cosine(dog!, tour!)).toBe(0);
    expect(usage).toEqual({ prompt_tokens: 4 + 2 + 3, total_tokens: 9 });
  });

  it("refuses what OpenAI refuses: no input, an empty string, too many inputs, dimensions a model cannot shorten to, an unknown model", async () => {
    expect(await status({ model: 'text-embedding-3-small' })).toBe(400);
    expect(await status({ model: 'text-embedding-3-small', input: ['fine', ''] })).toBe(400);
    expect(await status({ model: 'text-embedding-3-small', input: Array.from({ length: 2049 }, () => 'x') })).toBe(400);
    expect(await status({ model: 'text-embedding-3-small', input: 'x'.repeat(8193 * 4) })).toBe(400);
    expect(await status({ model: 'text-embedding-ada-002', input: 'hi', dimensions: 256 })).toBe(400);
    expect(await status({ model: 'text-embedding-3-small', input: 'hi', dimensions: 3072 })).toBe(400);
    expect(await status({ model: 'text-embedding-4', input: 'hi' })).toBe(404);
    expect(await status({ model: 'text-embedding-3-large', input: 'hi', dimensions: 3072, encoding_format: 'float' })).toBe(200);
  });

  it('fails the next requests with the status asked', async () => {
    openai.failEmbeddingsNext(1, 503);
    await expect(client.embeddings.create({ model: 'text-embedding-3-small', input: 'hi' })).rejects.toMatchObject({ status: 503 });
    expect((await client.embeddings.create({ model: 'text-embedding-3-small', input: 'hi' })).data).toHaveLength(1);
  });
});

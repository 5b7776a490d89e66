import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

let openai: FakeOpenAI;

beforeAll(async () => {
  openai = await startFakeOpenAI();
});
afterAll(async () => {
  await openai.close();
});

/** A chat completion request as the openai SDK sends it. */
async function complete(body: Record<string, unknown>, apiKey = 'sk-test') {
  const res = await fetch(`${openai.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const chat = (text: string) => ({
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system' as const, content: 'You are Luna.' },
    { role: 'user' as const, content: text },
  ],
});

describe('fake OpenAI chat completions', () => {
  it('echoes the last user message in the real response shape', async () => {
    const { status, body } = await complete(chat('hello there'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Echo: hello there' }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 6, completion_tokens: 5, total_tokens: 11 },
    });
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(typeof body.created).toBe('number');
  });

  it('answers with a custom reply and records what was asked', async () => {
    openai.reply((req) => `${req.messages.length} messages at ${req.temperature}`);
    const { body } = await complete({ ...chat('hi'), temperature: 0.7, max_tokens: 200 });
    openai.reply((req) => `Echo: ${req.messages.at(-1)?.content}`);
    expect(body.choices).toMatchObject([{ message: { content: '2 messages at 0.7' } }]);
    expect(openai.requests.at(-1)).toMatchObject({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'You are Luna.' },
        { role: 'user', content: 'hi' },
      ],
      temperature: 0.7,
      max_tokens: 200,
      headers: { authorization: 'Bearer sk-test' },
      body: { temperature: 0.7, max_tokens: 200 },
    });
  });

  it('fails the next completions with 429 and a retry-after header, then recovers', async () => {
    openai.failNext(1, 429, { retryAfterSeconds: 2, message: 'Rate limit reached' });
    const limited = await complete(chat('busy?'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.body).toEqual({ error: { message: 'Rate limit reached', type: 'requests', param: null, code: 'rate_limit_exceeded' } });
    expect((await complete(chat('now?'))).status).toBe(200);
  });

  it('rejects requests without the required API key', async () => {
    openai.requireApiKey = 'sk-right';
    try {
      const wrong = await complete(chat('let me in'), 'sk-wrong');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ error: { type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
      expect((await complete(chat('let me in'), 'sk-right')).status).toBe(200);
    } finally {
      openai.requireApiKey = undefined;
    }
  });

  it('lists the models it has seen', async () => {
    await complete({ ...chat('other model'), model: 'llama-3.1-8b' });
    const models = (await (await fetch(`${openai.baseURL}/models`)).json()) as { object: string; data: { id: string }[] };
    expect(models.object).toBe('list');
    expect(models.data.map((model) => model.id)).toEqual(expect.arrayContaining(['gpt-4o-mini', 'llama-3.1-8b']));
  });

  it('streams through the openai SDK in pieces, paced, with the usage last when asked for it', async () => {
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: openai.baseURL, maxRetries: 0 });
    openai.streamPieceDelayMs = 15;
    try {
      const requested = Date.now();
      const stream = await client.chat.completions.create({ ...chat('a streamed hello 🌙'), stream: true, stream_options: { include_usage: true } });
      const arrivals: { at: number; content: string | undefined; usage: unknown }[] = [];
      for await (const chunk of stream) arrivals.push({ at: Date.now(), content: chunk.choices[0]?.delta?.content ?? undefined, usage: chunk.usage });
      const pieces = arrivals.map((a) => a.content).filter((c) => c !== undefined);
      expect(pieces.join('')).toBe('Echo: a streamed hello 🌙');
      expect(pieces.length).toBeGreaterThan(3);
      expect(pieces.every((piece) => [...piece].length <= 6)).toBe(true);
      expect(arrivals.at(-1)!.usage).toEqual({ prompt_tokens: 8, completion_tokens: 7, total_tokens: 15 });
      expect(arrivals.slice(0, -1).every((a) => a.usage === null)).toBe(true);
      // Timed from the request, not from the first piece: a client slow to read the first piece would see the rest arrive bunched.
      expect(arrivals.at(-2)!.at - requested).toBeGreaterThanOrEqual(15 * (pieces.length - 1) - 5);
    } finally {
      openai.streamPieceDelayMs = 0;
    }
  });

  it('cuts a stream on demand, and refuses stream_options without stream', async () => {
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: openai.baseURL, maxRetries: 0 });
    openai.cutNextStream(2);
    const stream = await client.chat.completions.create({ ...chat('cut me short please'), stream: true, stream_options: { include_usage: true } });
    let text = '';
    await expect(
      (async () => {
        for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
      })(),
    ).rejects.toThrow();
    expect(text).toBe('Echo: cut me');
    const refused = await complete({ ...chat('no stream'), stream_options: { include_usage: true } });
    expect(refused.status).toBe(400);
  });

  it('adds the configured latency', async () => {
    openai.delayMs = 40;
    const started = Date.now();
    await complete(chat('slowly'));
    openai.delayMs = 0;
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('moderates through the openai SDK in the real response shape, flags what it is told, and fails on demand', async () => {
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: openai.baseURL, maxRetries: 0 });
    openai.moderate((input) => (input.includes('hurt myself') ? { 'self-harm': true, 'self-harm/intent': true } : {}));
    const flagged = await client.moderations.create({ model: 'omni-moderation-latest', input: 'i want to hurt myself' });
    expect(flagged.results[0]).toMatchObject({ flagged: true, categories: { 'self-harm': true, 'self-harm/intent': true, 'self-harm/instructions': false, sexual: false } });
    expect(flagged.results[0]!.category_applied_input_types['self-harm']).toEqual(['text']);
    const calm = await client.moderations.create({ input: ['hello', 'lovely day'] });
    expect(calm.results.map((r) => r.flagged)).toEqual([false, false]);
    expect(openai.moderationRequests.slice(-3)).toEqual(['i want to hurt myself', 'hello', 'lovely day']);

    openai.failModerationNext(1, 503);
    await expect(client.moderations.create({ input: 'hi' })).rejects.toMatchObject({ status: 503 });
    const missing = await fetch(`${openai.baseURL}/moderations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(400);
  });
});

import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { answerEmbeddings, type EmbeddingsState, type RecordedEmbedding } from './fake-openai-embeddings';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';
import { answerTranscription, createTranscriptionsState, transcriptionControls, type FakeOpenAITranscriptions } from './fake-openai-transcriptions';

export interface RecordedCompletion {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  /** When the request arrived (ms since the epoch). */
  at: number;
}

export interface FakeOpenAI extends FakeServer, FakeOpenAITranscriptions {
  /** Pass as the openai SDK's baseURL: `${url}/v1`. */
  baseURL: string;
  /** Every chat completion request, including those answered with an error. */
  requests: RecordedCompletion[];
  /** What the following completions return; by default `Echo: <last user message>`. */
  reply(fn: (req: RecordedCompletion) => string | Promise<string>): void;
  /** Artificial latency per completion; a streamed one waits this long after its headers, before its first piece. */
  delayMs: number;
  /** A streamed completion's wait between its pieces. */
  streamPieceDelayMs: number;
  /** How many characters each piece of a streamed completion carries. */
  streamPieceChars: number;
  /** Make the next streamed completion end its connection after this many pieces of text (0: before any), with no usage and no [DONE]. */
  cutNextStream(afterPieces: number): void;
  /** Make the next `times` completions fail with this HTTP status (429 with a retry-after header, 500, 401). */
  failNext(times: number, status: number, opts?: { retryAfterSeconds?: number; message?: string }): void;
  /** When set, requests without `Authorization: Bearer <key>` get 401. */
  requireApiKey?: string;
  /** Every moderation request's input text, including those answered with an error. */
  moderationRequests: string[];
  /** Which self-harm categories the following moderations flag for an input; by default none. */
  moderate(fn: (input: string) => Partial<Record<SelfHarmCategory, boolean>>): void;
  /** Make the next `times` moderation requests fail with this HTTP status. */
  failModerationNext(times: number, status: number): void;
  /** Artificial latency per moderation request (a slow endpoint). */
  moderationDelayMs: number;
  /** Every embeddings request that passed the API's checks. */
  embeddingRequests: RecordedEmbedding[];
  /** Makes words mean the same to the fake embeddings model: each key is read as its value. */
  embeddingConcepts(concepts: Record<string, string>): void;
  /** Make the next `times` embeddings requests fail with this HTTP status. */
  failEmbeddingsNext(times: number, status: number): void;
  /** Artificial latency per embeddings request. */
  embeddingsDelayMs: number;
}

export type SelfHarmCategory = 'self-harm' | 'self-harm/intent' | 'self-harm/instructions';

// The omni moderation model's categories (platform.openai.com/docs/api-reference/moderations/object).
const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

interface Failure {
  status: number;
  retryAfterSeconds?: number;
  message?: string;
}
type Message = { role?: unknown; content?: unknown };

const estimateTokens = (text: string) => Math.ceil(text.length / 4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends OpenAI's error shape, with the type and code the real API uses for each status. */
function sendOpenAIError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const [type, code] =
    status === 401 ? ['invalid_request_error', 'invalid_api_key']
    : status === 429 ? ['requests', 'rate_limit_exceeded']
    : status >= 500 ? ['server_error', null]
    : ['invalid_request_error', null];
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

/** Content may be a string or an array of parts; the fake only deals in their text. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('');
}

function recordCompletion(body: Record<string, unknown>, headers: RecordedCompletion['headers']): RecordedCompletion {
  const messages = (Array.isArray(body.messages) ? (body.messages as Message[]) : []).map((m) => ({ role: String(m.role), content: textOf(m.content) }));
  return {
    model: String(body.model ?? ''),
    messages,
    ...(typeof body.temperature === 'number' ? { temperature: body.temperature } : {}),
    ...(typeof body.max_tokens === 'number' ? { max_tokens: body.max_tokens } : {}),
    headers,
    body,
    at: Date.now(),
  };
}

function echoLastUserMessage(req: RecordedCompletion): string {
  const last = req.messages.filter((m) => m.role === 'user').at(-1);
  return `Echo: ${last?.content ?? ''}`;
}

function completionResponse(req: RecordedCompletion, content: string) {
  const promptTokens = estimateTokens(req.messages.map((m) => m.content).join(''));
  const completionTokens = estimateTokens(content);
  return {
    id: `chatcmpl-${randomBytes(22).toString('base64url').replace(/[-_]/g, 'x').slice(0, 29)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: req.model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    system_fingerprint: 'fp_fanline_fake',
  };
}

/** One moderation result in the API's shape: every category with a flag, a score and the input types it applies to. */
function moderationResult(flags: Partial<Record<SelfHarmCategory, boolean>>) {
  const flagged = (category: string) => flags[category as SelfHarmCategory] === true;
  const byCategory = <T>(value: (category: string) => T) => Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, value(c)]));
  return {
    flagged: MODERATION_CATEGORIES.some(flagged),
    categories: byCategory(flagged),
    category_scores: byCategory((c) => (flagged(c) ? 0.93 : 0.0004)),
    category_applied_input_types: byCategory((c) => (flagged(c) ? ['text'] : [])),
  };
}

/** An OpenAI-compatible chat completions API; point the openai SDK at `baseURL`. */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const failures: Failure[] = [];
  const streamCuts: number[] = [];
  const moderationFailures: number[] = [];
  let classify: (input: string) => Partial<Record<SelfHarmCategory, boolean>> = () => ({});

  async function answerModeration(rawBody: string, res: ServerResponse): Promise<void> {
    let body: { input?: unknown; model?: unknown };
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      return sendOpenAIError(res, 400, 'We could not parse the JSON body of your request.');
    }
    const inputs = typeof body.input === 'string' ? [body.input] : Array.isArray(body.input) ? body.input.map(textOf) : null;
    if (inputs === null || inputs.length === 0) return sendOpenAIError(res, 400, "Missing required parameter: 'input'.");
    fake.moderationRequests.push(...inputs);
    if (fake.moderationDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.moderationDelayMs));
    const status = moderationFailures.shift();
    if (status !== undefined) return sendOpenAIError(res, status, `Fake moderation failure with status ${status}`);
    const model = typeof body.model === 'string' ? body.model : 'omni-moderation-latest';
    sendJson(res, 200, { id: `modr-${randomBytes(12).toString('hex')}`, model, results: inputs.map((input) => moderationResult(classify(input))) });
  }
  const models = new Set<string>();
  let respond: (req: RecordedCompletion) => string | Promise<string> = echoLastUserMessage;

  async function answerCompletion(headers: RecordedCompletion['headers'], rawBody: string, res: ServerResponse): Promise<void> {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      return sendOpenAIError(res, 400, 'We could not parse the JSON body of your request.');
    }
    const req = recordCompletion(body, headers);
    fake.requests.push(req);
    if (req.model) models.add(req.model);
    if (fake.delayMs > 0 && body.stream !== true) await sleep(fake.delayMs);
    if (fake.requireApiKey && headers.authorization !== `Bearer ${fake.requireApiKey}`) {
      return sendOpenAIError(res, 401, 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.');
    }
    const failure = failures.shift();
    if (failure) {
      const retryAfter: Record<string, string> = failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
      return sendOpenAIError(res, failure.status, failure.message ?? `Fake failure with status ${failure.status}`, retryAfter);
    }
    if (!req.model) return sendOpenAIError(res, 400, 'you must provide a model parameter');
    if (req.messages.length === 0) return sendOpenAIError(res, 400, "Missing required parameter: 'messages'.");
    if (body.stream_options !== undefined && body.stream !== true) {
      return sendOpenAIError(res, 400, "The 'stream_options' parameter is only allowed when 'stream' is enabled.");
    }
    let content: string;
    try {
      content = await respond(req);
    } catch (error) {
      // A throwing reply() stands in for an upstream fault; the client should see one as OpenAI would send it.
      return sendOpenAIError(res, 500, `The reply function failed: ${String(error)}`);
    }
    if (body.stream === true) return streamCompletion(res, req, content, (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true);
    sendJson(res, 200, completionResponse(req, content));
  }

  /**
   * Server-sent events as the API streams them (platform.openai.com/docs/api-reference/chat-streaming):
   * chat.completion.chunk objects whose deltas carry the text, a last one with the finish reason,
   * with include_usage one more with empty choices and the usage (every other chunk's usage is null),
   * then `data: [DONE]`.
   */
  async function streamCompletion(res: ServerResponse, req: RecordedCompletion, content: string, includeUsage: boolean): Promise<void> {
    const full = completionResponse(req, content);
    const chunk = (choices: unknown[], usage: unknown = null) => {
      const data = { id: full.id, object: 'chat.completion.chunk', created: full.created, model: full.model, system_fingerprint: full.system_fingerprint, choices, ...(includeUsage ? { usage } : {}) };
      res.write(`data: ${JSON.stringify(data)}\n\n`);
    };
    // What was written reaches the client before the connection drops, as when a provider's stream breaks.
    const cut = () => new Promise<void>((resolve) => res.write('', () => resolve())).then(() => void res.destroy());
    const cutAfter = streamCuts.shift();
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (fake.delayMs > 0) await sleep(fake.delayMs);
    const pieces = content.match(new RegExp(`[\\s\\S]{1,${Math.max(1, fake.streamPieceChars)}}`, 'gu')) ?? [];
    for (const [index, piece] of pieces.entries()) {
      if (index === cutAfter) return cut();
      if (index > 0 && fake.streamPieceDelayMs > 0) await sleep(fake.streamPieceDelayMs);
      if (res.destroyed) return;
      chunk([{ index: 0, delta: index === 0 ? { role: 'assistant', content: piece, refusal: null } : { content: piece }, logprobs: null, finish_reason: null }]);
    }
    if (cutAfter !== undefined) return cut();
    chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
    if (includeUsage) chunk([], full.usage);
    res.end('data: [DONE]\n\n');
  }

  const embeddings: EmbeddingsState = { requests: [], concepts: new Map(), failures: [], delayMs: 0 };

  const transcriptions = createTranscriptionsState(() => fake.requireApiKey);

  const server = await startFakeServer(async (req, body, res, raw) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
      return answerTranscription(transcriptions, req, raw, res, (status, message) => sendOpenAIError(res, status, message));
    }
    if (req.method === 'POST' && path === '/v1/embeddings') {
      embeddings.delayMs = fake.embeddingsDelayMs;
      return answerEmbeddings(embeddings, body, res, (status, message) => sendOpenAIError(res, status, message));
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') return answerCompletion(req.headers, body, res);
    if (req.method === 'POST' && path === '/v1/moderations') return answerModeration(body, res);
    if (req.method === 'GET' && path === '/v1/models') {
      const data = [...models].map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fanline-fake' }));
      return sendJson(res, 200, { object: 'list', data });
    }
    sendOpenAIError(res, 404, `Invalid URL (${req.method} ${path})`);
  });

  const fake: FakeOpenAI = {
    ...server,
    ...transcriptionControls(transcriptions),
    baseURL: `${server.url}/v1`,
    requests: [],
    delayMs: 0,
    streamPieceDelayMs: 0,
    streamPieceChars: 6,
    cutNextStream(afterPieces) {
      streamCuts.push(afterPieces);
    },
    moderationDelayMs: 0,
    reply(fn) {
      respond = fn;
    },
    failNext(times, status, opts = {}) {
      for (let i = 0; i < times; i++) failures.push({ status, ...opts });
    },
    moderationRequests: [],
    moderate(fn) {
      classify = fn;
    },
    failModerationNext(times, status) {
      for (let i = 0; i < times; i++) moderationFailures.push(status);
    },
    embeddingRequests: embeddings.requests,
    embeddingConcepts(concepts) {
      for (const [word, concept] of Object.entries(concepts)) embeddings.concepts.set(word, concept);
    },
    failEmbeddingsNext(times, status) {
      for (let i = 0; i < times; i++) embeddings.failures.push(status);
    },
    embeddingsDelayMs: 0,
  };
  return fake;
}

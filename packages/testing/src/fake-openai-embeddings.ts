import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-server';

/**
 * The fake OpenAI's embeddings endpoint (platform.openai.com/docs/api-reference/embeddings):
 * its limits as the API states them, and vectors that stand for meaning in a
 * way a test can steer. A text's vector counts its concepts: each word of
 * three letters or more, or the concept a test maps it to (`pup` and `dog` to
 * `dog`), hashed to a dimension; unit length, so texts sharing concepts are
 * close in cosine distance and texts sharing none are orthogonal.
 */

export interface RecordedEmbedding {
  model: string;
  inputs: string[];
  dimensions?: number;
  encodingFormat: 'float' | 'base64';
}

/** The models the fake serves and their vectors' native length. */
const NATIVE_DIMENSIONS: Record<string, number> = { 'text-embedding-3-small': 1536, 'text-embedding-3-large': 3072, 'text-embedding-ada-002': 1536 };
const MAX_INPUTS = 2048;
const MAX_INPUT_TOKENS = 8192;
const MAX_REQUEST_TOKENS = 300_000;

const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export interface EmbeddingsState {
  requests: RecordedEmbedding[];
  /** Words mapped to a shared concept, so a test can make two wordings mean the same. */
  concepts: Map<string, string>;
  /** Statuses the next requests fail with. */
  failures: number[];
  delayMs: number;
}

/** The fake model's vector for a text. */
export function conceptVector(text: string, dimensions: number, concepts: ReadonlyMap<string, string>): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) {
    const concept = concepts.get(word) ?? word;
    vector[createHash('sha1').update(concept).digest().readUInt32BE(0) % dimensions]! += 1;
  }
  const norm = Math.hypot(...vector);
  // A text with no concept still gets a unit vector (as a real model's never is zero), far from any word's.
  if (norm === 0) return vector.map((_, i) => (i === dimensions - 1 ? 1 : 0));
  return vector.map((value) => value / norm);
}

function base64Of(vector: readonly number[]): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => bytes.writeFloatLE(value, i * 4));
  return bytes.toString('base64');
}

type Refuse = (status: number, message: string) => void;

export async function answerEmbeddings(state: EmbeddingsState, rawBody: string, res: ServerResponse, refuse: Refuse): Promise<void> {
  let body: { model?: unknown; input?: unknown; dimensions?: unknown; encoding_format?: unknown };
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    return refuse(400, 'We could not parse the JSON body of your request.');
  }
  if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
  const failure = state.failures.shift();
  if (failure !== undefined) return refuse(failure, `Fake embeddings failure with status ${failure}`);
  if (typeof body.model !== 'string' || body.model === '') return refuse(400, 'you must provide a model parameter');
  const native = NATIVE_DIMENSIONS[body.model];
  if (native === undefined) return refuse(404, `The model \`${body.model}\` does not exist or you do not have access to it.`);
  const inputs = typeof body.input === 'string' ? [body.input] : Array.isArray(body.input) && body.input.every((i) => typeof i === 'string') ? (body.input as string[]) : null;
  if (inputs === null) return refuse(400, "'input' must be a string or an array of strings.");
  if (inputs.length === 0 || inputs.length > MAX_INPUTS) return refuse(400, `'input' must hold 1 to ${MAX_INPUTS} items.`);
  if (inputs.some((input) => input === '')) return refuse(400, "'input' cannot contain an empty string.");
  if (inputs.some((input) => estimateTokens(input) > MAX_INPUT_TOKENS)) return refuse(400, `This model's maximum context length is ${MAX_INPUT_TOKENS} tokens.`);
  const tokens = inputs.reduce((sum, input) => sum + estimateTokens(input), 0);
  if (tokens > MAX_REQUEST_TOKENS) return refuse(400, `Requested ${tokens} tokens, max ${MAX_REQUEST_TOKENS} tokens per request.`);
  let dimensions = native;
  if (body.dimensions !== undefined) {
    if (!body.model.startsWith('text-embedding-3')) return refuse(400, 'This model does not support specifying dimensions.');
    if (!Number.isInteger(body.dimensions) || (body.dimensions as number) < 1 || (body.dimensions as number) > native) return refuse(400, `'dimensions' must be an integer from 1 to ${native}.`);
    dimensions = body.dimensions as number;
  }
  const format = body.encoding_format ?? 'float';
  if (format !== 'float' && format !== 'base64') return refuse(400, "'encoding_format' must be 'float' or 'base64'.");
  state.requests.push({ model: body.model, inputs, ...(body.dimensions !== undefined ? { dimensions } : {}), encodingFormat: format });
  const data = inputs.map((input, index) => {
    const vector = conceptVector(input, dimensions, state.concepts);
    return { object: 'embedding', index, embedding: format === 'base64' ? base64Of(vector) : vector };
  });
  sendJson(res, 200, { object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } });
}

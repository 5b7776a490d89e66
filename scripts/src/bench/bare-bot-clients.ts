import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import OpenAI from 'openai';

/**
 * The HTTP clients of the bench's plain bots (bare-bot.ts, floor-bot.ts),
 * the runner's own transport: node-fetch over a keep-alive agent towards the
 * model, as Fanline's LLM client does (packages/services/src/keep-alive-fetch.ts),
 * and a keep-alive agent for grammY towards Telegram (apps/runner/src/bot.ts).
 * So what the bench compares is the work each bot does, not its HTTP clients.
 */
type NodeFetch = (url: string, init: RequestInit & { agent: Agent }) => Promise<unknown>;
const nodeFetch = createRequire(import.meta.url)('node-fetch') as NodeFetch;

export function benchModelClient(baseURL: string): OpenAI {
  const agent = new Agent({ keepAlive: true });
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    nodeFetch(input instanceof Request ? input.url : String(input), { ...init, agent }) as Promise<Response>;
  return new OpenAI({ apiKey: 'sk-bench', baseURL, maxRetries: 1, fetch });
}

/** grammY's client options towards Telegram: one keep-alive agent and gzip, as the runner's bots use. */
export function benchTelegramClient(apiRoot: string) {
  return { apiRoot, baseFetchConfig: { agent: new Agent({ keepAlive: true }), compress: true } };
}

/** The seeded bench bots' personality, as their system prompt. */
const SYSTEM_PROMPT = 'You are a friendly, brief test bot.';

/** The one chat completion a plain bot asks for a fan's text: the system prompt and the text, no history. */
export const messagesFor = (text: string) => [
  { role: 'system' as const, content: SYSTEM_PROMPT },
  { role: 'user' as const, content: text },
];

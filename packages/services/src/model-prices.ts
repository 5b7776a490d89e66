import { calcPrice } from '@pydantic/genai-prices';
import { PROVIDER_CATALOGUE, type ProviderId } from '@fanline/core';

/**
 * What a model call costs, from @pydantic/genai-prices: a maintained table of
 * the providers' list prices, bundled in the package (never fetched at run
 * time), with tiered prices where a provider has them. It only feeds cost
 * estimates (margins), never what creators are billed.
 */

/** The table's provider for each of ours. */
const TABLE_PROVIDER: Record<ProviderId, string> = {
  openai: 'openai',
  anthropic: 'anthropic',
  gemini: 'google',
  together: 'together',
  // Hugging Face's router bills at the rate of whichever inference provider serves the call, and the
  // answer does not say which; Novita serves every catalogue model the table prices, so its rates stand for it.
  huggingface: 'huggingface_novita',
};

/** USD per million tokens. */
export interface TokenPrice {
  input: number;
  output: number;
}

/**
 * Prices for catalogue models the table lacks, from the providers' price
 * pages. Each has a test that the table still lacks it, so an override is
 * dropped once the table covers the model.
 */
export const PRICE_OVERRIDES: Readonly<Partial<Record<ProviderId, Readonly<Record<string, TokenPrice>>>>> = {
  together: { 'Qwen/Qwen2.5-72B-Instruct-Turbo': { input: 1.2, output: 1.2 } },
  huggingface: { 'mistralai/Mistral-7B-Instruct-v0.3': { input: 0.2, output: 0.2 } },
};

/** The table's price of one call, or null when it does not know the model. */
export function tablePrice(provider: ProviderId, model: string, promptTokens: number, completionTokens: number): number | null {
  const priced = calcPrice({ input_tokens: promptTokens, output_tokens: completionTokens }, model, { providerId: TABLE_PROVIDER[provider] });
  return priced ? priced.total_price : null;
}

/**
 * Estimated USD cost of one call at list price, rounded to a millionth of a
 * dollar; 0 for a model neither the table nor an override knows. Negative
 * token counts count as 0.
 */
export function modelCostUsd(provider: ProviderId, model: string, promptTokens: number, completionTokens: number): number {
  const input = Math.max(0, promptTokens);
  const output = Math.max(0, completionTokens);
  const override = PRICE_OVERRIDES[provider]?.[model];
  const usd = override ? (input * override.input + output * override.output) / 1_000_000 : (tablePrice(provider, model, input, output) ?? 0);
  return Math.round(usd * 1_000_000) / 1_000_000;
}

/** The provider's cheapest catalogue model for a typical call: memory updates are summaries, which need no more. */
export function summaryModelOf(provider: ProviderId): string {
  // A summary reads about ten times what it writes.
  const typical = (model: string) => modelCostUsd(provider, model, 10_000, 1_000);
  const models = PROVIDER_CATALOGUE[provider].models.map((m) => m.id);
  return models.reduce((cheapest, model) => (typical(model) < typical(cheapest) ? model : cheapest));
}

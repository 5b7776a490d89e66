import { DEFAULT_MODEL, PROVIDER_CATALOGUE, PROVIDERS } from '@fanline/core';
import { describe, expect, it } from 'vitest';
import { modelCostUsd, PRICE_OVERRIDES, summaryModelOf, tablePrice } from './model-prices';

describe('modelCostUsd', () => {
  it('prices prompt and completion tokens separately per million, from the maintained table', () => {
    // gpt-4o: $2.50 in, $10 out per 1M tokens.
    expect(modelCostUsd('openai', 'gpt-4o', 1_000_000, 0)).toBe(2.5);
    expect(modelCostUsd('openai', 'gpt-4o', 0, 1_000_000)).toBe(10);
    expect(modelCostUsd('anthropic', 'claude-sonnet-4-0', 2000, 100)).toBe(0.0075);
    // The default Together Mixtral at $0.90 in and out.
    expect(modelCostUsd('together', DEFAULT_MODEL, 1000, 500)).toBe(0.00135);
  });

  it("follows a provider's tiers: Gemini 2.5 Pro costs more past 200k prompt tokens", () => {
    expect(modelCostUsd('gemini', 'gemini-2.5-pro', 100_000, 0)).toBe(0.125);
    expect(modelCostUsd('gemini', 'gemini-2.5-pro', 300_000, 0)).toBe(0.75);
  });

  it('rounds to 6 decimals', () => {
    // 1 token of gpt-4o-mini input is 0.00000015 USD: below the rounding unit.
    expect(modelCostUsd('openai', 'gpt-4o-mini', 1, 0)).toBe(0);
    expect(modelCostUsd('openai', 'gpt-4o-mini', 7, 3)).toBe(0.000003);
  });

  it('is 0 for unknown models, no tokens or negative counts', () => {
    expect(modelCostUsd('openai', 'gpt-5-imaginary', 1000, 1000)).toBe(0);
    expect(modelCostUsd('anthropic', 'claude-opus-4-0', 0, 0)).toBe(0);
    expect(modelCostUsd('anthropic', 'claude-opus-4-0', -1000, 1000)).toBe(0.075);
  });

  it('prices every catalogue model, from the table or an override', () => {
    for (const provider of PROVIDERS) {
      for (const { id } of PROVIDER_CATALOGUE[provider].models) expect(modelCostUsd(provider, id, 1_000_000, 1_000_000), `${provider} ${id}`).toBeGreaterThan(0);
    }
  });
});

describe('PRICE_OVERRIDES', () => {
  // When the table learns one of these models, its override goes.
  for (const [provider, models] of Object.entries(PRICE_OVERRIDES) as [keyof typeof PRICE_OVERRIDES, Record<string, { input: number; output: number }>][]) {
    for (const [model, price] of Object.entries(models)) {
      it(`${provider} ${model}: still missing from the table, and priced at $${price.input} / $${price.output} per million`, () => {
        expect(tablePrice(provider, model, 1000, 1000)).toBeNull();
        expect(PROVIDER_CATALOGUE[provider].models.some((m) => m.id === model)).toBe(true);
        expect(modelCostUsd(provider, model, 1_000_000, 1_000_000)).toBe(price.input + price.output);
      });
    }
  }
});

describe('summaryModelOf', () => {
  it("picks each provider's cheapest catalogue model for a summary", () => {
    expect(summaryModelOf('openai')).toBe('gpt-4o-mini');
    expect(summaryModelOf('anthropic')).toBe('claude-3-5-haiku-latest');
    expect(summaryModelOf('gemini')).toBe('gemini-2.0-flash');
    expect(summaryModelOf('together')).toBe('meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo');
  });
});

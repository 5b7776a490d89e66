import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MODEL,
  DEFAULT_PROVIDER,
  findModel,
  firstModelOf,
  isKnownModel,
  MODEL_CAPABILITIES,
  modelAdvice,
  MOST_RELIABLE_PROVIDER,
  PROVIDER_CATALOGUE,
} from './model-catalogue';
import { PROVIDERS } from './plans';

describe('provider catalogue', () => {
  it('describes every provider, keyed by its own id, with conventional env names', () => {
    expect(Object.keys(PROVIDER_CATALOGUE).sort()).toEqual([...PROVIDERS].sort());
    for (const id of PROVIDERS) {
      const info = PROVIDER_CATALOGUE[id];
      expect(info.id).toBe(id);
      expect(info.envKey).toBe(`${id.toUpperCase()}_API_KEY`);
      expect(info.envBaseUrl).toBe(`${id.toUpperCase()}_BASE_URL`);
      expect(info.defaultBaseUrl).toMatch(/^https:\/\/[^/]+\/\S*[^/]$/);
    }
  });

  it('lists 3 to 5 distinct, labelled models per provider (their prices: services model-prices.test.ts)', () => {
    for (const id of PROVIDERS) {
      const models = PROVIDER_CATALOGUE[id].models;
      expect(models.length).toBeGreaterThanOrEqual(3);
      expect(models.length).toBeLessThanOrEqual(5);
      expect(new Set(models.map((m) => m.id)).size).toBe(models.length);
      for (const m of models) {
        expect(m.label).not.toBe('');
      }
    }
  });

  it('resets to the first model of each provider', () => {
    expect(PROVIDERS.map(firstModelOf)).toEqual([
      'gpt-4o-mini',
      'claude-3-5-haiku-latest',
      'gemini-2.0-flash',
      'mistralai/Mixtral-8x7B-Instruct-v0.1',
      'meta-llama/Llama-3.1-8B-Instruct',
    ]);
  });

  it('defaults to together Mixtral, which is together’s first model (docs/product.md §4)', () => {
    expect(DEFAULT_PROVIDER).toBe('together');
    expect(DEFAULT_MODEL).toMatch(/Mixtral.*Instruct/);
    expect(firstModelOf(DEFAULT_PROVIDER)).toBe(DEFAULT_MODEL);
  });

  it('knows a model only under its own provider and only by its exact id', () => {
    expect(isKnownModel('openai', 'gpt-4o')).toBe(true);
    expect(isKnownModel('together', 'gpt-4o')).toBe(false);
    expect(isKnownModel('openai', 'GPT-4o')).toBe(false);
    expect(isKnownModel('openai', '')).toBe(false);
    expect(findModel('gemini', 'gemini-2.5-pro')?.label).toBe('Gemini 2.5 Pro');
    expect(findModel('gemini', 'gemini-1.0-pro')).toBeUndefined();
    expect(findModel('mistral', 'anything')).toBeUndefined();
  });
});

describe('model capabilities', () => {
  const { best, alternatives, avoid } = MODEL_CAPABILITIES.recommendations.adult_content;

  it('names only catalogue models', () => {
    expect(isKnownModel(MOST_RELIABLE_PROVIDER, best.model)).toBe(true);
    for (const a of alternatives) expect(isKnownModel(a.provider, a.model), `${a.provider} ${a.model}`).toBe(true);
    for (const a of avoid) expect(isKnownModel(a.provider, a.model), `${a.provider} ${a.model}`).toBe(true);
  });

  it('recommends together Mixtral and never lists a model as both alternative and avoid', () => {
    expect(best.model).toBe(DEFAULT_MODEL);
    const key = (a: { provider: string; model: string }) => `${a.provider}/${a.model}`;
    const avoided = new Set(avoid.map(key));
    expect(alternatives.filter((a) => avoided.has(key(a)))).toEqual([]);
    expect(alternatives.some((a) => a.model === best.model) || avoid.some((a) => a.model === best.model)).toBe(false);
  });

  it('has advice for every catalogue model', () => {
    const silent = PROVIDERS.flatMap((p) =>
      PROVIDER_CATALOGUE[p].models.filter((m) => modelAdvice(p, m.id) === null).map((m) => `${p}/${m.id}`),
    );
    expect(silent).toEqual([]);
  });
});

describe('modelAdvice', () => {
  it('shows an alternative’s warning', () => {
    expect(modelAdvice('together', 'meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo')).toEqual({
      kind: 'alternative',
      text: 'Fast and cheap, but may soften or refuse explicit requests.',
    });
    expect(modelAdvice('huggingface', 'mistralai/Mistral-7B-Instruct-v0.3')?.kind).toBe('alternative');
  });

  it('shows an avoided model’s reason', () => {
    const advice = modelAdvice('openai', 'gpt-4o-mini');
    expect(advice?.kind).toBe('avoid');
    expect(advice && 'text' in advice && advice.text).toMatch(/break character/);
    expect(modelAdvice('anthropic', 'claude-sonnet-4-0')?.kind).toBe('avoid');
    expect(modelAdvice('gemini', 'gemini-2.5-pro')?.kind).toBe('avoid');
  });

  it('suggests the Most Reliable model on together when nothing else applies', () => {
    expect(modelAdvice('together', DEFAULT_MODEL)).toEqual({ kind: 'most_reliable', model: DEFAULT_MODEL });
    expect(modelAdvice('together', 'some/unlisted-model')).toEqual({ kind: 'most_reliable', model: DEFAULT_MODEL });
  });

  it('says nothing about an unlisted model elsewhere', () => {
    expect(modelAdvice('openai', 'gpt-unlisted')).toBeNull();
    expect(modelAdvice('huggingface', 'some/unlisted-model')).toBeNull();
  });
});

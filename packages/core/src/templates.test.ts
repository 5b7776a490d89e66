import { describe, expect, it } from 'vitest';
import { isKnownModel } from './model-catalogue';
import {
  BOT_TEMPLATES,
  findTemplate,
  TEMPLATE_CATEGORIES,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_GREETING_MAX,
  TEMPLATE_ICONS,
} from './templates';

const SPEC_IDS = [
  'companion',
  'engagement_booster',
  'sales_closer',
  'community_manager',
  'vip_experience',
  'content_promoter',
  'brand_ambassador',
  'fan_concierge',
  'hype_builder',
  'retention_specialist',
  'event_host',
  'feedback_collector',
  'loyalty_rewards',
  'trend_tracker',
  'subscription_manager',
];

/** Sentences end with . ! or ? followed by a space or the end of the text. */
const sentenceCount = (text: string) => text.split(/[.!?](?:\s+|$)/).filter((s) => s.trim() !== '').length;

describe('bot templates', () => {
  it('are the 15 presets of docs/product.md §6, in order, with unique ids and names', () => {
    expect(BOT_TEMPLATES.map((t) => t.id)).toEqual(SPEC_IDS);
    expect(new Set(BOT_TEMPLATES.map((t) => t.name)).size).toBe(15);
  });

  it('fill every field', () => {
    for (const t of BOT_TEMPLATES) {
      for (const [field, value] of Object.entries(t)) expect(String(value).trim(), `${t.id}.${field}`).not.toBe('');
    }
  });

  it('keep descriptions and greetings within the card limits', () => {
    for (const t of BOT_TEMPLATES) {
      expect(t.description.length, t.id).toBeLessThanOrEqual(TEMPLATE_DESCRIPTION_MAX);
      expect(t.greeting.length, t.id).toBeLessThanOrEqual(TEMPLATE_GREETING_MAX);
    }
    expect(TEMPLATE_DESCRIPTION_MAX).toBe(200);
    expect(TEMPLATE_GREETING_MAX).toBe(200);
  });

  it('write the personality as a 3–6 sentence, second-person system prompt', () => {
    for (const t of BOT_TEMPLATES) {
      expect(t.personality, t.id).toMatch(/^You are /);
      const sentences = sentenceCount(t.personality);
      expect(sentences, t.id).toBeGreaterThanOrEqual(3);
      expect(sentences, t.id).toBeLessThanOrEqual(6);
    }
    expect(new Set(BOT_TEMPLATES.map((t) => t.personality)).size).toBe(15);
  });

  it('use known categories, distinct lucide icons and hex colours', () => {
    for (const t of BOT_TEMPLATES) {
      expect(TEMPLATE_CATEGORIES, t.id).toContain(t.category);
      expect(TEMPLATE_ICONS, t.id).toContain(t.icon);
      expect(t.color, t.id).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(BOT_TEMPLATES.map((t) => t.icon)).size).toBe(15);
    expect(new Set(BOT_TEMPLATES.map((t) => t.color)).size).toBe(15);
  });

  it('run on a together Mixtral or Llama 3.1 8B model from the catalogue', () => {
    for (const t of BOT_TEMPLATES) {
      expect(t.llm_provider).toBe('together');
      expect(isKnownModel(t.llm_provider, t.llm_model), t.id).toBe(true);
      expect(t.llm_model, t.id).toMatch(/Mixtral-8x7B-Instruct|Llama-3\.1-8B-Instruct-Turbo/);
    }
  });
});

describe('findTemplate', () => {
  it('finds a template by its exact id', () => {
    expect(findTemplate('vip_experience')?.name).toBe('VIP Experience');
    expect(findTemplate('VIP_EXPERIENCE')).toBeUndefined();
    expect(findTemplate('')).toBeUndefined();
  });
});

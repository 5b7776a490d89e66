import { describe, expect, it } from 'vitest';
import { changesFromValues, updateFromValues, type EditUserValues } from './edit-user-values';

const blank: EditUserValues = {
  name: '',
  plan: 'spark',
  bots_limit: '',
  messages_remaining: '',
  voice_messages_remaining: '',
  has_voice_upgrade: false,
  is_active: true,
};

describe('updateFromValues', () => {
  it('falls back to the docs/product.md §14 defaults for empty fields and leaves an empty name alone', () => {
    expect(updateFromValues(blank)).toEqual({ plan: 'spark', bots_limit: 1, messages_remaining: 100, has_voice_upgrade: false, voice_messages_remaining: 0, is_active: true });
  });

  it('parses the numbers as integers and keeps voice messages only with voice access', () => {
    const values = { ...blank, name: ' Mira ', plan: 'flow' as const, bots_limit: '35.9', messages_remaining: '999999', voice_messages_remaining: '20000' };
    expect(updateFromValues(values)).toMatchObject({ name: 'Mira', plan: 'flow', bots_limit: 35, messages_remaining: 999_999, voice_messages_remaining: 0 });
    expect(updateFromValues({ ...values, has_voice_upgrade: true }).voice_messages_remaining).toBe(20_000);
  });
});

describe('changesFromValues', () => {
  const opened: EditUserValues = { ...blank, name: 'Mira', plan: 'nexus', bots_limit: '999999', messages_remaining: '5097', voice_messages_remaining: '25000' };

  it('sends only what the admin changed, so balances that moved meanwhile are left alone', () => {
    expect(changesFromValues({ ...opened, name: 'Mira Vale' }, opened)).toEqual({ name: 'Mira Vale' });
    expect(changesFromValues(opened, opened)).toEqual({});
  });

  it('sends a balance the admin typed, and voice messages when voice access is switched on', () => {
    expect(changesFromValues({ ...opened, messages_remaining: '200' }, opened)).toEqual({ messages_remaining: 200 });
    expect(changesFromValues({ ...opened, has_voice_upgrade: true }, opened)).toEqual({ has_voice_upgrade: true, voice_messages_remaining: 25_000 });
  });
});

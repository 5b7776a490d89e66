import { describe, expect, it } from 'vitest';
import { updateFromValues, type EditUserValues } from './edit-user-values';

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
  it('falls back to the SPEC §5 defaults for empty fields and leaves an empty name alone', () => {
    expect(updateFromValues(blank)).toEqual({ plan: 'spark', bots_limit: 1, messages_remaining: 100, has_voice_upgrade: false, voice_messages_remaining: 0, is_active: true });
  });

  it('parses the numbers as integers and keeps voice messages only with voice access', () => {
    const values = { ...blank, name: ' Mira ', plan: 'flow' as const, bots_limit: '35.9', messages_remaining: '999999', voice_messages_remaining: '20000' };
    expect(updateFromValues(values)).toMatchObject({ name: 'Mira', plan: 'flow', bots_limit: 35, messages_remaining: 999_999, voice_messages_remaining: 0 });
    expect(updateFromValues({ ...values, has_voice_upgrade: true }).voice_messages_remaining).toBe(20_000);
  });
});

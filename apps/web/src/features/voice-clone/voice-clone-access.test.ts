import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@fanline/core';
import { canCloneVoice, defaultVoiceName } from './voice-clone-access';

const user = (patch: Partial<PublicUser>): PublicUser => ({
  id: 'u1',
  name: 'Iris Bloom',
  email: 'iris@example.com',
  plan: 'nexus',
  is_admin: false,
  is_active: true,
  bots_limit: 5,
  messages_remaining: 100,
  voice_messages_remaining: 0,
  has_voice_upgrade: false,
  referral_code: 'IRIS',
  has_password: true,
  created_at: '2026-11-01T00:00:00Z',
  ...patch,
});

describe('canCloneVoice', () => {
  it('needs Nexus with the voice upgrade, or an admin', () => {
    expect(canCloneVoice(user({ has_voice_upgrade: true }))).toBe(true);
    expect(canCloneVoice(user({}))).toBe(false);
    expect(canCloneVoice(user({ plan: 'flow', has_voice_upgrade: true }))).toBe(false);
    expect(canCloneVoice(user({ plan: 'spark', is_admin: true }))).toBe(true);
    expect(canCloneVoice(null)).toBe(false);
  });
});

describe('defaultVoiceName', () => {
  it('names the voice after the first name, or "My voice"', () => {
    expect(defaultVoiceName(user({}))).toBe("Iris's voice");
    expect(defaultVoiceName(user({ name: '  ' }))).toBe('My voice');
    expect(defaultVoiceName(null)).toBe('My voice');
  });
});

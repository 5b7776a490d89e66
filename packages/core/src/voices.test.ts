import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID, isAdultVoice, isVoiceId, VOICE_IDS, VOICES, voiceLabel } from './voices';

describe('voices', () => {
  it('offers 17 voices with distinct ElevenLabs-shaped ids', () => {
    expect(VOICES).toHaveLength(17);
    expect(new Set(VOICE_IDS).size).toBe(17);
    for (const id of VOICE_IDS) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(VOICE_IDS).toEqual(VOICES.map((v) => v.id));
  });

  it('groups the labels as docs/product.md §6 lists them', () => {
    const groups = new Map<string, number>();
    for (const v of VOICES) {
      const group = v.label.replace(/ \d+$/, '');
      groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    expect(Object.fromEntries(groups)).toEqual({
      'Seductive Female': 5,
      'Passionate Female': 3,
      'Adult Male': 4,
      'Roleplay Female': 2,
      'Roleplay Male': 2,
      'Versatile Voice': 1,
    });
    expect(new Set(VOICES.map((v) => v.label)).size).toBe(17);
    expect(VOICES.slice(0, 5).map((v) => v.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Seductive Female ${n}`));
  });

  it('matches each voice’s gender to its label', () => {
    for (const v of VOICES) {
      const expected = /Female/.test(v.label) ? 'female' : /Male/.test(v.label) ? 'male' : 'neutral';
      expect(v.gender, v.label).toBe(expected);
    }
  });

  it('defaults to the Versatile Voice, which any bot may use', () => {
    expect(DEFAULT_VOICE_ID).toBe('yoZ06aMxZJJ28mfd3POQ');
    expect(voiceLabel(DEFAULT_VOICE_ID)).toBe('Versatile Voice');
    expect(isAdultVoice(DEFAULT_VOICE_ID)).toBe(false);
  });

  it('recognises only the listed ids, exactly', () => {
    expect(isVoiceId('yoZ06aMxZJJ28mfd3POQ')).toBe(true);
    expect(isVoiceId('YOZ06AMXZJJ28MFD3POQ')).toBe(false);
    expect(isVoiceId('')).toBe(false);
    expect(voiceLabel('yoZ06aMxZJJ28mfd3POQ')).toBe('Versatile Voice');
    expect(voiceLabel('not-a-voice')).toBe('Unknown voice');
  });
});

describe('adult voices', () => {
  it('are exactly the five Seductive voices', () => {
    expect(VOICES.filter((v) => isAdultVoice(v.id)).map((v) => v.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Seductive Female ${n}`));
    expect(isAdultVoice(null)).toBe(false);
    expect(isAdultVoice('unknown')).toBe(false);
  });
});

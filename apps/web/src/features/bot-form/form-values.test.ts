import { ADULT_TEMPLATE_NEEDS_18, ADULT_VOICE_NEEDS_18, DEFAULT_VOICE_ID, findTemplate, VOICES } from '@fanline/core';
import { describe, expect, it } from 'vitest';
import { botPayloadOf, initialForm, validateBotPayload, type BotFormValues } from './form-values';

const companion = findTemplate('companion')!;
const seductiveVoice = VOICES.find((v) => v.label === 'Seductive Female 1')!.id;

function filled(patch: Partial<BotFormValues> = {}): BotFormValues {
  const { values } = initialForm('create', null);
  return { ...values, name: 'Luna', description: 'A night owl', personality: 'You are warm.', ...patch };
}

describe('initialForm', () => {
  it('starts a blank bot as not 18+, from no template, with a voice that needs no 18+ mark', () => {
    const { values } = initialForm('create', null);
    expect(values).toMatchObject({ adult_only: false, template_id: null, voice_id: DEFAULT_VOICE_ID });
  });

  it('carries the template id and its 18+ mark', () => {
    expect(initialForm('create', null, undefined, companion).values).toMatchObject({ template_id: 'companion', adult_only: true });
    expect(initialForm('create', null, undefined, findTemplate('sales_closer')).values).toMatchObject({ template_id: 'sales_closer', adult_only: false });
  });
});

describe('botPayloadOf', () => {
  it('sends the 18+ mark and the template id', () => {
    expect(botPayloadOf(filled({ adult_only: true, template_id: 'companion' }))).toMatchObject({ adult_only: true, template_id: 'companion' });
    expect(botPayloadOf(filled())).toMatchObject({ adult_only: false, template_id: null });
  });

  it('sends an Instagram bot without a Telegram token, paid access or tips (fans pay in Telegram only)', () => {
    const payload = botPayloadOf(filled({ platform: 'instagram', telegram_token: '123:abc', monetization_enabled: true, tip_flow_enabled: true }));
    expect(payload).toMatchObject({ platform: 'instagram', monetization_enabled: false, tip_flow_enabled: false });
    expect(payload).not.toHaveProperty('telegram_token');
    expect(payload).not.toHaveProperty('payment_method');
    expect(botPayloadOf(filled({ telegram_token: ' 123:abc ' }))).toMatchObject({ platform: 'telegram', telegram_token: '123:abc' });
  });

  it('sends a WhatsApp bot like an Instagram one: no Telegram token, paid access or tips', () => {
    const payload = botPayloadOf(filled({ platform: 'whatsapp', telegram_token: '123:abc', monetization_enabled: true, tip_flow_enabled: true }));
    expect(payload).toMatchObject({ platform: 'whatsapp', monetization_enabled: false, tip_flow_enabled: false });
    expect(payload).not.toHaveProperty('telegram_token');
    expect(payload).not.toHaveProperty('payment_method');
  });
});

describe('validateBotPayload', () => {
  function adultError(values: BotFormValues) {
    return validateBotPayload('create', values, botPayloadOf(values)).adult_only;
  }

  it('blocks an adult template or a Seductive voice on a bot that is not 18+, with the core rule’s message', () => {
    expect(adultError(filled({ template_id: 'companion' }))).toBe(ADULT_TEMPLATE_NEEDS_18);
    expect(adultError(filled({ voice_enabled: true, voice_id: seductiveVoice }))).toBe(ADULT_VOICE_NEEDS_18);
  });

  it('lets them through once the bot is 18+, and ignores a Seductive voice while voice replies are off', () => {
    expect(adultError(filled({ template_id: 'companion', voice_enabled: true, voice_id: seductiveVoice, adult_only: true }))).toBeUndefined();
    expect(adultError(filled({ voice_enabled: false, voice_id: seductiveVoice }))).toBeUndefined();
  });
});

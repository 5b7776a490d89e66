import { describe, expect, it } from 'vitest';
import type { Update } from 'grammy/types';
import { telegramInboundEvent } from './telegram-inbound';

const BOT = '5f0c7a52-3d7e-4a38-9f2e-0c1b2d3e4f50';

function textUpdate(text: string): Update {
  return {
    update_id: 41,
    message: { message_id: 7, date: 1_764_000_000, chat: { id: 99, type: 'private', first_name: 'Ana' }, from: { id: 99, is_bot: false, first_name: 'Ana' }, text },
  };
}

describe('the Telegram adapter', () => {
  it('makes a private text a text event keyed by the update id', () => {
    expect(telegramInboundEvent(BOT, textUpdate('hi there'))).toEqual({
      botId: BOT,
      eventId: '41',
      fan: { channel: 'telegram', externalUserId: '99', username: null, firstName: 'Ana', languageCode: null },
      sentAt: new Date(1_764_000_000_000).toISOString(),
      kind: 'text',
      text: 'hi there',
    });
  });

  it('drops U+0000, which PostgreSQL refuses in text, and a text of nothing else', () => {
    expect(telegramInboundEvent(BOT, textUpdate('hi\u0000 there'))).toMatchObject({ kind: 'text', text: 'hi there' });
    expect(telegramInboundEvent(BOT, textUpdate('\u0000\u0000'))).toBeNull();
  });
});

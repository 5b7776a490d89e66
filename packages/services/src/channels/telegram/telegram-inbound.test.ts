import { describe, expect, it } from 'vitest';
import type { Update } from 'grammy/types';
import { telegramInboundEvent } from './telegram-inbound';

const BOT = '5f0c7a52-3d7e-4a38-9f2e-0c1b2d3e4f50';

function messageUpdate(fields: Record<string, unknown>): Update {
  return {
    update_id: 41,
    message: { message_id: 7, date: 1_764_000_000, chat: { id: 99, type: 'private', first_name: 'Ana' }, from: { id: 99, is_bot: false, first_name: 'Ana' }, ...fields },
  } as Update;
}
const textUpdate = (text: string) => messageUpdate({ text });
const mediaOf = (fields: Record<string, unknown>) => {
  const event = telegramInboundEvent(BOT, messageUpdate(fields));
  return event?.kind === 'media' ? event.media : event;
};

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

  it("makes a voice note, audio, a photo's largest size and an image sent as a file media the pipeline can fetch by file_id", () => {
    expect(mediaOf({ voice: { file_id: 'v1', file_unique_id: 'u', duration: 7, mime_type: 'audio/ogg', file_size: 9000 }, caption: 'hi\u0000!' })).toEqual({
      type: 'voice',
      ref: 'v1',
      bytes: 9000,
      durationSeconds: 7,
      mimeType: 'audio/ogg',
      caption: 'hi!',
      groupId: null,
    });
    expect(mediaOf({ audio: { file_id: 'a1', file_unique_id: 'u', duration: 30 } })).toMatchObject({ type: 'voice', ref: 'a1', durationSeconds: 30, mimeType: 'audio/mpeg' });
    const photo = [
      { file_id: 'small', file_unique_id: 's', width: 90, height: 90 },
      { file_id: 'large', file_unique_id: 'l', width: 1280, height: 1280, file_size: 200_000 },
    ];
    expect(mediaOf({ photo, caption: 'look' })).toEqual({ type: 'photo', ref: 'large', bytes: 200_000, durationSeconds: null, mimeType: 'image/jpeg', caption: 'look', groupId: null });
    expect(mediaOf({ document: { file_id: 'd1', file_unique_id: 'u', mime_type: 'image/png' } })).toMatchObject({ type: 'photo', ref: 'd1', mimeType: 'image/png' });
  });

  it('sees an image file past the 20 MB a bot may download by its thumbnail, and names the album a photo came in', () => {
    const thumbnail = { file_id: 'thumb', file_unique_id: 't', width: 320, height: 240, file_size: 12_000 };
    const huge = { file_id: 'huge', file_unique_id: 'h', mime_type: 'image/png', file_size: 25 * 1024 * 1024, thumbnail };
    expect(mediaOf({ document: huge })).toMatchObject({ type: 'photo', ref: 'thumb', bytes: 12_000, mimeType: 'image/jpeg' });
    expect(mediaOf({ document: { ...huge, file_size: 19 * 1024 * 1024 } })).toMatchObject({ type: 'photo', ref: 'huge', mimeType: 'image/png' });
    const photo = [{ file_id: 'p', file_unique_id: 'p', width: 800, height: 600, file_size: 50_000 }];
    expect(mediaOf({ photo, media_group_id: '13577553271553290' })).toMatchObject({ type: 'photo', groupId: '13577553271553290' });
  });

  it('makes stickers, videos, other files, places and contacts media for the polite line, and a service message nothing', () => {
    expect(mediaOf({ sticker: { file_id: 's1', file_unique_id: 'u', type: 'regular', width: 512, height: 512, is_animated: false, is_video: false } })).toMatchObject({ type: 'sticker' });
    expect(mediaOf({ video_note: { file_id: 'n1', file_unique_id: 'u', length: 240, duration: 9 } })).toMatchObject({ type: 'video', durationSeconds: 9 });
    expect(mediaOf({ document: { file_id: 'd2', file_unique_id: 'u', mime_type: 'application/pdf' } })).toMatchObject({ type: 'document' });
    expect(mediaOf({ location: { latitude: 1, longitude: 2 } })).toMatchObject({ type: 'location', ref: null });
    expect(mediaOf({ contact: { phone_number: '+1', first_name: 'Bo' } })).toMatchObject({ type: 'contact', ref: null });
    expect(mediaOf({ new_chat_title: 'renamed' })).toBeNull();
  });
});

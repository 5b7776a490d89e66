import { describe, expect, it } from 'vitest';
import { whatsappInboundEvents, type WhatsAppWebhookPayload } from './whatsapp-inbound';
import { whatsappStatuses } from './whatsapp-statuses';

/** A messages-field delivery for one number, as Meta's messages webhook reference lays it out. */
function delivery(value: Record<string, unknown>): WhatsAppWebhookPayload {
  const metadata = { display_phone_number: '15550001111', phone_number_id: '106540352242922' };
  return { object: 'whatsapp_business_account', entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } }] }] };
}
const message = (id: string, content: Record<string, unknown>) => ({ from: '16315551181', id, timestamp: '1766966400', ...content });

describe('whatsappInboundEvents', () => {
  it('makes a text an event keyed by its wamid, timed by Meta’s timestamp, with the profile name', () => {
    const [found] = whatsappInboundEvents(delivery({ contacts: [{ profile: { name: 'Kerry' }, wa_id: '16315551181' }], messages: [message('wamid.A1', { type: 'text', text: { body: 'hi' } })] }));
    expect(found).toEqual({
      phoneNumberId: '106540352242922',
      event: {
        kind: 'text',
        text: 'hi',
        eventId: 'wamid.A1',
        sentAt: '2025-12-29T00:00:00.000Z',
        fan: { channel: 'whatsapp', externalUserId: '16315551181', username: null, firstName: 'Kerry', languageCode: null },
      },
    });
  });

  it('reads STOP and START alone, in any case, as the commands; a sentence with the word stays text', () => {
    const kinds = ['STOP', ' stop ', 'Start', 'unsubscribe', "please don't stop"].map(
      (body, i) => whatsappInboundEvents(delivery({ messages: [message(`wamid.S${i}`, { type: 'text', text: { body } })] }))[0]?.event,
    );
    expect(kinds.map((event) => (event?.kind === 'command' ? event.command : event?.kind))).toEqual(['stop', 'stop', 'start', 'stop', 'text']);
  });

  it('makes a reply button a choice, media a media event with its id, and drops reactions and other numbers’ echoes', () => {
    const events = whatsappInboundEvents(
      delivery({
        messages: [
          message('wamid.B', { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'age:adult', title: "I'm 18 or older" } } }),
          message('wamid.V', { type: 'audio', audio: { id: '1037543291543636', mime_type: 'audio/ogg; codecs=opus', voice: true } }),
          message('wamid.P', { type: 'image', image: { id: '1479537139650973', mime_type: 'image/jpeg', caption: ' look ' } }),
          message('wamid.L', { type: 'location', location: { latitude: 1, longitude: 2 } }),
          message('wamid.R', { type: 'reaction', reaction: { message_id: 'wamid.X', emoji: '❤️' } }),
        ],
      }),
    ).map(({ event }) => event);
    expect(events.map((event) => event.eventId)).toEqual(['wamid.B', 'wamid.V', 'wamid.P', 'wamid.L']);
    expect(events[0]).toMatchObject({ kind: 'choice', choice: 'age:adult', messageRef: null });
    expect(events[1]).toMatchObject({ kind: 'media', media: { type: 'voice', ref: '1037543291543636', mimeType: 'audio/ogg', caption: null } });
    expect(events[2]).toMatchObject({ kind: 'media', media: { type: 'photo', ref: '1479537139650973', caption: 'look' } });
    expect(events[3]).toMatchObject({ kind: 'media', media: { type: 'location', ref: null } });
    expect(whatsappInboundEvents({ ...delivery({ messages: [message('wamid.Z', { type: 'text', text: { body: 'x' } })] }), object: 'instagram' })).toEqual([]);
  });
});

describe('whatsappStatuses', () => {
  it('keeps sent, delivered, read and failed, and says 131047 is the closed window', () => {
    const statuses = whatsappStatuses(
      delivery({
        statuses: [
          { id: 'wamid.1', status: 'delivered', timestamp: '1766966400', recipient_id: '16315551181' },
          { id: 'wamid.2', status: 'failed', timestamp: '1766966400', recipient_id: '16315551181', errors: [{ code: 131047, title: 'Re-engagement message' }] },
          { id: 'wamid.3', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'The number is not on WhatsApp' } }] },
          { id: 'wamid.4', status: 'deleted' },
        ],
      }),
    );
    expect(statuses).toEqual([
      { externalId: 'wamid.1', status: 'delivered', error: null },
      { externalId: 'wamid.2', status: 'failed', error: "WhatsApp's 24-hour window to message this fan has closed" },
      { externalId: 'wamid.3', status: 'failed', error: 'WhatsApp refused: The number is not on WhatsApp' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oggOpusSample, startFakeWhatsApp, WHATSAPP_FAILURES, type FakeWhatsApp, type FakeWhatsAppNumber } from '../../../../testing/src/fake-whatsapp';
import { downloadMedia } from '../media-download';
import { createWhatsAppGraph, WhatsAppApiError, type WhatsAppGraph } from './whatsapp-graph';

// The WhatsApp adapter's Cloud API client (issue #38) against the fake that keeps Meta's rules.
let meta: FakeWhatsApp;
let graph: WhatsAppGraph;
let number: FakeWhatsAppNumber;
beforeAll(async () => {
  meta = await startFakeWhatsApp();
  graph = createWhatsAppGraph({ graphUrl: meta.graphUrl, graphVersion: 'v23.0' });
  number = meta.addNumber();
});
afterAll(() => meta.close());

async function refusal(promise: Promise<unknown>): Promise<WhatsAppApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(WhatsAppApiError);
  return error as WhatsAppApiError;
}

describe('the WhatsApp Cloud API client', () => {
  it("reads the number's name with the business's token, and tells a refused token by its code", async () => {
    expect(await graph.phoneNumber(number.token, number.phoneNumberId)).toMatchObject({ display_phone_number: number.displayPhoneNumber, verified_name: number.verifiedName });
    const refused = await refusal(graph.phoneNumber('EAAG-not-the-token', number.phoneNumberId));
    expect(refused).toMatchObject({ status: 401, code: 190, tokenInvalid: true, retryable: false });
    expect((await graph.subscribeApp(number.token, number.wabaId)).success).toBe(true);
  });

  it("answers a fan inside the window with the message's wamid, marks their message read with typing, and is refused outside it by 131047", async () => {
    const fan = meta.newFanWaId();
    const inbound = meta.fan.sendText(number, fan, 'hi there');
    await graph.markRead(number.token, number.phoneNumberId, inbound.wamid!);
    expect(meta.readReceipts(number).at(-1)).toMatchObject({ messageId: inbound.wamid });
    const wamid = await graph.sendMessage(number.token, number.phoneNumberId, { to: fan, type: 'text', text: { body: 'hello back' } });
    expect(wamid).toMatch(/^wamid\./);

    meta.advanceTime(25 * 60 * 60 * 1000);
    const late = await refusal(graph.sendMessage(number.token, number.phoneNumberId, { to: fan, type: 'text', text: { body: 'still there?' } }));
    expect(late).toMatchObject({ code: 131047, outsideWindow: true, retryable: false });
  });

  it('tells rate limits by their code though they come as HTTP 400, and retries them', async () => {
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'yo');
    meta.failNext(1, WHATSAPP_FAILURES.pairRate, 'messages');
    const limited = await refusal(graph.sendMessage(number.token, number.phoneNumberId, { to: fan, type: 'text', text: { body: 'part 2' } }));
    expect(limited).toMatchObject({ status: 400, code: 131056, rateLimited: true, retryable: true });
  });

  it("uploads an Ogg/Opus voice note for an audio message, refuses WAV, and fetches a fan's media with the token", async () => {
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'send me a voice note');
    const mediaId = await graph.uploadMedia(number.token, number.phoneNumberId, oggOpusSample(), 'audio/ogg', 'reply.ogg');
    await graph.sendMessage(number.token, number.phoneNumberId, { to: fan, type: 'audio', audio: { id: mediaId } });
    expect(meta.sentMessages(number, fan).at(-1)).toMatchObject({ type: 'audio' });
    const wav = await refusal(graph.uploadMedia(number.token, number.phoneNumberId, new Uint8Array([0x52, 0x49, 0x46, 0x46]), 'audio/wav', 'reply.wav'));
    expect(wav.status).toBe(400);

    const voice = meta.fan.sendAudio(number, fan, { bytes: oggOpusSample(200) });
    const payload = voice.payload as unknown as { entry: { changes: { value: { messages: { audio: { id: string } }[] } }[] }[] };
    const sentId = payload.entry[0]!.changes[0]!.value.messages[0]!.audio.id;
    const info = await graph.mediaInfo(number.token, sentId);
    const file = await downloadMedia(info.url, 1024 * 1024, { headers: { Authorization: `Bearer ${number.token}` } });
    expect(Buffer.from(file.data)).toEqual(oggOpusSample(200));
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oggOpusSample, startFakeWhatsApp, WHATSAPP_FAILURES, type FakeWhatsApp, type FakeWhatsAppNumber } from '../../../../testing/src/fake-whatsapp';
import { permanentDeliveryFailure } from '../delivery-failure';
import { credentialsRefused } from '../refused-credentials';
import { createWhatsAppGraph, type WhatsAppGraph } from './whatsapp-graph';
import { createWhatsAppSender } from './whatsapp-sender';

// The WhatsApp adapter's sending half (issue #38) against the fake that keeps Meta's rules.
let meta: FakeWhatsApp;
let graph: WhatsAppGraph;
let number: FakeWhatsAppNumber;
beforeAll(async () => {
  meta = await startFakeWhatsApp();
  graph = createWhatsAppGraph({ graphUrl: meta.graphUrl, graphVersion: 'v23.0' });
  number = meta.addNumber();
});
beforeEach(() => meta.enforcePairRate(false));
afterAll(() => meta.close());

const credentials = () => ({ phoneNumberId: number.phoneNumberId, token: number.token });
const LONG = `${'word '.repeat(1800)}end`;

describe('the WhatsApp sender', () => {
  it('waits out the pair rate part by part, so each part of a long reply arrives once and in order', async () => {
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'tell me a lot');
    // A second message to the fan within 150 ms is refused with 131056; the sender waits 200 ms and tries that part again.
    meta.enforcePairRate(true, 150);
    const kept: string[] = [];
    const sender = createWhatsAppSender(graph, credentials(), { rateLimitWaitsMs: [200, 200], onSent: async (wamid) => void kept.push(wamid) });
    await sender.sendText(fan, LONG);
    const sent = meta.sentMessages(number, fan);
    expect(sent).toHaveLength(3);
    expect(sent.map((message) => message.body).join(' ').replace(/\s+/g, ' ')).toBe(LONG.replace(/\s+/g, ' '));
    for (const message of sent) expect([...(message.body ?? '')].length).toBeLessThanOrEqual(4096);
    expect(kept).toEqual(sent.map((message) => message.wamid));
  });

  it('makes a refusal after the first part final, so a retry never sends the delivered parts again', async () => {
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'tell me a lot');
    meta.enforcePairRate(true, 60_000);
    const sender = createWhatsAppSender(graph, credentials(), { rateLimitWaitsMs: [20, 20] });
    const error = await sender.sendText(fan, LONG).then(() => null, (e: unknown) => e);
    expect(meta.sentMessages(number, fan)).toHaveLength(1);
    expect(permanentDeliveryFailure(error)?.reason).toMatch(/^WhatsApp refused: only 1 message of the answer reached the fan/);

    // The same when the pipeline sends the parts one call at a time, as it splits long replies itself.
    const next = meta.newFanWaId();
    meta.fan.sendText(number, next, 'and more');
    await sender.sendText(next, 'part one');
    const second = await sender.sendText(next, 'part two').then(() => null, (e: unknown) => e);
    expect(meta.sentMessages(number, next).map((message) => message.body)).toEqual(['part one']);
    expect(permanentDeliveryFailure(second)?.reason).toMatch(/^WhatsApp refused: only 1 message of the answer/);

    // Meta refusing the token part-way: the answer ends there (not kept to be sent again whole after a reconnect),
    // and the number is marked for reconnecting through onTokenRefused.
    const refusedFor: string[] = [];
    const marking = createWhatsAppSender(graph, credentials(), { rateLimitWaitsMs: [20, 20], onTokenRefused: async (cause) => void refusedFor.push(cause.message) });
    const third = meta.newFanWaId();
    meta.fan.sendText(number, third, 'one more');
    meta.enforcePairRate(false);
    await marking.sendText(third, 'part one');
    meta.failNext(1, WHATSAPP_FAILURES.expiredToken, 'messages');
    const refused = await marking.sendText(third, 'part two').then(() => null, (e: unknown) => e);
    expect(refusedFor).toHaveLength(1);
    expect(credentialsRefused(refused)).toBe(false);
    expect(permanentDeliveryFailure(refused)?.reason).toMatch(/^WhatsApp refused: only 1 message of the answer reached the fan/);
    // The same refusal before anything went out makes the event wait for the reconnect, as before.
    meta.failNext(1, WHATSAPP_FAILURES.expiredToken, 'messages');
    const waiting = await createWhatsAppSender(graph, credentials(), { onTokenRefused: async () => void refusedFor.push('x') }).sendText(third, 'again').then(() => null, (e: unknown) => e);
    expect(credentialsRefused(waiting)).toBe(true);
    expect(refusedFor).toHaveLength(1);

    // Before anything went out, a rate limit is left to the queue's retry.
    const other = meta.newFanWaId();
    meta.fan.sendText(number, other, 'hi');
    meta.enforcePairRate(false);
    meta.failNext(3, WHATSAPP_FAILURES.pairRate, 'messages');
    const first = await sender.sendText(other, 'short').then(() => null, (e: unknown) => e);
    expect(permanentDeliveryFailure(first)).toBeNull();
  });

  it('puts buttons on the last part as reply buttons that fit Meta’s limits, and types only against the answered message', async () => {
    const fan = meta.newFanWaId();
    const inbound = meta.fan.sendText(number, fan, 'am I old enough?');
    const sender = createWhatsAppSender(graph, credentials(), { answering: inbound.wamid! });
    await sender.sendText(fan, 'Are you 18 or older?', [[{ label: "Yes, I'm 18 or older", data: 'age:adult' }], [{ label: "No, I'm under 18", data: 'age:minor' }]]);
    const [question] = meta.sentMessages(number, fan);
    expect(question?.buttons).toEqual([
      { id: 'age:adult', title: expect.stringMatching(/^.{1,20}$/u) },
      { id: 'age:minor', title: "No, I'm under 18" },
    ]);
    await sender.showTyping(fan);
    await sender.showTyping(fan);
    expect(meta.readReceipts(number).filter((receipt) => receipt.waId === fan)).toEqual([expect.objectContaining({ messageId: inbound.wamid, typingIndicator: true })]);
    await createWhatsAppSender(graph, credentials()).showTyping(fan);
    expect(meta.readReceipts(number).filter((receipt) => receipt.waId === fan)).toHaveLength(1);
  });

  it('sends a voice reply as an uploaded Ogg/Opus voice note', async () => {
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'say it');
    await createWhatsAppSender(graph, credentials()).sendVoice(fan, oggOpusSample(4096));
    const [voice] = meta.sentMessages(number, fan);
    expect(voice).toMatchObject({ type: 'audio', audio: { voice: true } });
    expect(meta.media(voice!.audio!.id!)?.mimeType).toBe('audio/ogg');
  });
});

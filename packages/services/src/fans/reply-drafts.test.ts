import { CHANNEL_CAPABILITIES } from '@fanline/core';
import { describe, expect, it } from 'vitest';
import type { ChannelSender } from '../channels/channel-sender';
import type { CrisisCheck } from '../safety/moderation';
import { streamDrafts } from './reply-drafts';

const calm: CrisisCheck = { flagged: false, concern: false, detector: 'builtin', language: null };
const flagged: CrisisCheck = { ...calm, flagged: true };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { info: () => {}, error: () => {} };

/** A channel that keeps the drafts it is shown, with when; it may refuse them. */
function draftChannel(refuse = false) {
  const drafts: { id: number; text: string; at: number }[] = [];
  const sender = {
    channel: 'telegram',
    capabilities: CHANNEL_CAPABILITIES.telegram,
    async sendDraft(_to: string, id: number, text: string) {
      if (refuse) throw new Error('Too Many Requests: retry after 3');
      drafts.push({ id, text, at: performance.now() });
    },
  } as unknown as ChannelSender;
  return { sender, drafts };
}

/** Shows a reply growing a word at a time, as a model streams it; resolves the whole text. */
async function streamWords(pump: ReturnType<typeof streamDrafts>, words: string): Promise<string> {
  let text = '';
  for (const word of words.split(' ')) {
    text += `${word} `;
    pump.show(text);
    await sleep(15);
  }
  return text;
}

describe('streamDrafts', () => {
  it('shows the latest text under the lead, no more often than asked, one draft id throughout', async () => {
    const { sender, drafts } = draftChannel();
    const pump = streamDrafts({ sender, to: '42', lead: 'I am an AI.', screen: async () => calm, log: silent, everyMs: 50 });
    const text = await streamWords(pump, 'one two three four five six seven eight');
    await sleep(60);
    expect(await pump.settle()).toBeNull();
    expect(drafts[0]!.text).toBe('I am an AI.\n\none ');
    expect(drafts.at(-1)!.text).toBe(`I am an AI.\n\n${text}`);
    expect(new Set(drafts.map((d) => d.id)).size).toBe(1);
    expect(drafts.length).toBeLessThan(8);
    for (let i = 1; i < drafts.length; i++) expect(drafts[i]!.at - drafts[i - 1]!.at).toBeGreaterThanOrEqual(45);
  });

  it('spaces the drafts as the channel receives them, however long each draft takes to screen', async () => {
    const { sender, drafts } = draftChannel();
    // The first draft's screen is slow, the rest are quick: a clock started before the screen would send the second draft right after the first.
    let screens = 0;
    const screen = async () => {
      if (screens++ === 0) await sleep(80);
      return calm;
    };
    const pump = streamDrafts({ sender, to: '42', lead: null, screen, log: silent, everyMs: 50 });
    await streamWords(pump, 'one two three four five six seven eight nine ten');
    await sleep(120);
    await pump.settle();
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < drafts.length; i++) expect(drafts[i]!.at - drafts[i - 1]!.at).toBeGreaterThanOrEqual(48);
  });

  it('holds back a flagged draft, halts the stream and reports the flag; nothing shows after', async () => {
    const { sender, drafts } = draftChannel();
    const pump = streamDrafts({ sender, to: '42', lead: null, screen: async (text) => (text.includes('harm') ? flagged : calm), log: silent, everyMs: 0 });
    pump.show('hello ');
    await sleep(5);
    pump.show('hello harm');
    await sleep(5);
    expect(pump.halted.aborted).toBe(true);
    pump.show('hello harm and more');
    await sleep(5);
    expect(await pump.settle()).toEqual(flagged);
    expect(drafts.map((d) => d.text)).toEqual(['hello ']);
  });

  it('stops at a refused draft, and once the text outgrows one message', async () => {
    const refusing = draftChannel(true);
    const pump = streamDrafts({ sender: refusing.sender, to: '42', lead: null, screen: async () => calm, log: silent, everyMs: 0 });
    pump.show('first');
    await sleep(5);
    pump.show('first second');
    await sleep(5);
    expect(await pump.settle()).toBeNull();

    const { sender, drafts } = draftChannel();
    const long = streamDrafts({ sender, to: '42', lead: null, screen: async () => calm, log: silent, everyMs: 0 });
    long.show('x'.repeat(4000));
    await sleep(5);
    long.show('x'.repeat(4097));
    await sleep(5);
    long.show('x'.repeat(4200));
    await sleep(5);
    await long.settle();
    expect(drafts.map((d) => d.text.length)).toEqual([4000]);
  });

  it('waits for a draft on its way when settled, so no draft can follow the message; none starts after', async () => {
    const drafts: string[] = [];
    const slow = {
      channel: 'telegram',
      capabilities: CHANNEL_CAPABILITIES.telegram,
      async sendDraft(_to: string, _id: number, text: string) {
        await sleep(30);
        drafts.push(text);
      },
    } as unknown as ChannelSender;
    const pump = streamDrafts({ sender: slow, to: '42', lead: null, screen: async () => calm, log: silent, everyMs: 0 });
    pump.show('almost there');
    await sleep(5);
    pump.show('almost there, done');
    await pump.settle();
    expect(drafts).toEqual(['almost there']);
    await sleep(40);
    expect(drafts).toEqual(['almost there']);
  });
});

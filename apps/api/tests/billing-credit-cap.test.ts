import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@fanline/testing';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { useBillingWorld } from './billing-world';

// 999999 means unlimited and is never decremented, so no grant, renewal, pack
// or refund may lift a counted balance onto it: they stop at 999998.

let openai: FakeOpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI();
});
afterAll(() => openai.close());
const world = useBillingWorld(() => ({ llmEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } }));
beforeEach(() => {
  openai.delayMs = 0;
  openai.reply(() => 'Hi!');
});

const balances = (id: string) =>
  world.api.database.db
    .selectFrom('users')
    .select(['messages_remaining', 'pack_messages', 'voice_messages_remaining', 'pack_voice_messages'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const setBalances = (id: string, values: Partial<Awaited<ReturnType<typeof balances>>>) => world.api.database.db.updateTable('users').set(values).where('id', '=', id).execute();

/** Checks out and pays, with every webhook delivered; returns the subscription id, if any. */
async function buy(creator: SignedUpCreator, planType: string): Promise<string | null> {
  const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: planType }, creator.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
  await world.stripe.completeCheckout(sessionId);
  await world.stripe.idle();
  return world.stripe.sessions.get(sessionId)?.subscription ?? null;
}

async function chat(creator: SignedUpCreator, botId: string) {
  return world.api.http.post(`/api/chat/${botId}`, { user_message: 'hi' }, creator.token);
}

describe('a counted balance never becomes unlimited', () => {
  it('caps packs at 999,998: five 200k packs on a Nexus month, and 799,999 + 200k', async () => {
    const nexus = await signUpCreator(world.api, 'nexus');
    for (let i = 0; i < 5; i++) await buy(nexus, 'msg_200k');
    expect(await balances(nexus.id)).toMatchObject({ messages_remaining: 999_998, pack_messages: 999_998 });

    // The capped balance still counts down.
    const { body: bot } = await world.api.http.post('/api/chatbots', sparkBot(), nexus.token);
    expect((await chat(nexus, bot.id)).status).toBe(200);
    expect(await balances(nexus.id)).toMatchObject({ messages_remaining: 999_997 });

    const creator = await signUpCreator(world.api);
    await setBalances(creator.id, { messages_remaining: 799_999 });
    await buy(creator, 'msg_200k');
    expect(await balances(creator.id)).toMatchObject({ messages_remaining: 999_998, pack_messages: 200_000 });
  });

  it('caps the voice credits and the renewal of a month on top of carried-over packs', async () => {
    const creator = await signUpCreator(world.api);
    const nexus = await buy(creator, 'nexus');
    await buy(creator, 'voice');
    await setBalances(creator.id, { voice_messages_remaining: 980_000, pack_voice_messages: 960_000 });
    await buy(creator, 'voice_25k');
    expect(await balances(creator.id)).toMatchObject({ voice_messages_remaining: 999_998, pack_voice_messages: 985_000 });

    await setBalances(creator.id, { messages_remaining: 990_000, pack_messages: 990_000 });
    await world.stripe.renewSubscription(nexus ?? '');
    await world.stripe.idle();
    expect(await balances(creator.id)).toMatchObject({ messages_remaining: 999_998, pack_messages: 990_000 });
  });

  it('leaves an unlimited balance unlimited when a pack is bought', async () => {
    const creator = await signUpCreator(world.api, 'spark', { messages_remaining: 999_999 });
    await buy(creator, 'msg_1k');
    expect(await balances(creator.id)).toMatchObject({ messages_remaining: 999_999 });
  });

  it('gives back a failed reply’s credit without passing 999,998', async () => {
    const creator = await signUpCreator(world.api, 'nexus');
    await setBalances(creator.id, { messages_remaining: 999_998 });
    const { body: bot } = await world.api.http.post('/api/chatbots', sparkBot(), creator.token);
    openai.delayMs = 300;
    openai.failNext(2, 500, { message: 'upstream exploded' });
    const reply = chat(creator, bot.id);
    // While the model is asked, the debited balance is topped up again (a pack arriving, capped at 999,998).
    await expect.poll(async () => (await balances(creator.id)).messages_remaining).toBe(999_997);
    await setBalances(creator.id, { messages_remaining: 999_998 });
    expect((await reply).status).toBe(502);
    expect(await balances(creator.id)).toMatchObject({ messages_remaining: 999_998 });
  });
});

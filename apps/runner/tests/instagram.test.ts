import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeInstagram, FakeInstagramAccount } from '@fanline/testing';
import { eventually, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
let instagram: FakeInstagram;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook', instagram: true });
  instagram = world.instagram!;
  await world.startRunner('runner-instagram');
});
beforeEach(() => {
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  world.openai.delayMs = 0;
});
afterAll(() => world.close());

const db = () => world.api.database.db;

/** An ignite creator with a connected Instagram account (through the real connect flow) and a live Instagram bot. */
async function creatorOnInstagram(): Promise<{ userId: string; botId: string; account: FakeInstagramAccount }> {
  const email = `insta.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const reg = await world.api.http.post('/api/auth/register', { name: 'Insta Creator', email, password: 'insta-pass-1' });
  const userId = reg.body.user.id as string;
  await db().updateTable('users').set({ plan: 'ignite', bots_limit: 5, messages_remaining: 5000 }).where('id', '=', userId).execute();
  const account = instagram.addAccount();
  const login = await world.api.http.get('/api/instagram/oauth/login', reg.body.token);
  instagram.loginAs(account);
  const back = new URL((await fetch(login.body.auth_url, { redirect: 'manual' })).headers.get('location') ?? '');
  back.hash = '';
  expect((await fetch(back)).status).toBe(200);
  const bot = await db()
    .insertInto('bots')
    .values({ user_id: userId, name: 'Insta Luna', description: 'd', personality: 'You are Luna.', llm_provider: 'openai', llm_model: 'gpt-4o-mini', platform: 'instagram', is_active: true, is_deployed: true, deployed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, botId: bot.id, account };
}

const textsTo = (account: FakeInstagramAccount, fan: string) =>
  instagram.sentMessages(account.igUserId, fan).flatMap((sent) => (typeof sent.message?.text === 'string' ? [withoutDisclosure(sent.message.text)] : []));

describe('Instagram DMs', () => {
  it('answers a fan’s signed DM through the Send API with the model’s reply, for exactly one credit, once however often Meta redelivers', async () => {
    const { userId, botId, account } = await creatorOnInstagram();
    const fan = instagram.newFanId();
    const dm = instagram.fan.sendText(account, fan, 'hello from the gram');
    await eventually(() => textsTo(account, fan).includes('LLM reply to: hello from the gram'), 20_000, 'the reply');
    await instagram.redeliver(dm);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(textsTo(account, fan).filter((text) => text === 'LLM reply to: hello from the gram')).toHaveLength(1);
    const user = await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(4999);
    const debits = await db().selectFrom('usage_debits').select(['source', 'external_message_id']).where('bot_id', '=', botId).execute();
    expect(debits).toHaveLength(1);
    expect(debits[0]?.source).toBe('instagram');
    const fans = await db().selectFrom('fans').select(['channel', 'external_user_id']).where('bot_id', '=', botId).execute();
    expect(fans).toEqual([{ channel: 'instagram', external_user_id: fan }]);
  });

  it('splits a long reply at Instagram’s 1,000 bytes and shows typing while the model works', async () => {
    const { account } = await creatorOnInstagram();
    world.openai.reply(() => `${'Lovely day for a long answer. '.repeat(60)}The end.`);
    world.openai.delayMs = 600;
    const fan = instagram.newFanId();
    instagram.fan.sendText(account, fan, 'tell me everything');
    await eventually(() => textsTo(account, fan).some((text) => text.endsWith('The end.')), 20_000, 'the last part');
    const sent = instagram.sentMessages(account.igUserId, fan);
    expect(sent.some((message) => message.senderAction === 'typing_on')).toBe(true);
    const texts = sent.flatMap((message) => (typeof message.message?.text === 'string' ? [message.message.text] : []));
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1000);
  });

  it('marks the account when Instagram rejects its token, and sends nothing', async () => {
    const { userId, account } = await creatorOnInstagram();
    const token = instagram.tokenOf(account, 'long')?.token ?? '';
    instagram.revokeToken(token);
    const fan = instagram.newFanId();
    instagram.fan.sendText(account, fan, 'anyone there?');
    const row = await eventually(
      async () => (await db().selectFrom('instagram_accounts').select('token_error').where('user_id', '=', userId).executeTakeFirst())?.token_error,
      20_000,
      'the token error',
    );
    expect(row).toMatch(/^Instagram rejected the access token/);
    expect(textsTo(account, fan)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FakeInstagram, FakeInstagramAccount } from '@fanline/testing';
import { eventually, startRunnerWorld, type RunnerWorld } from './runner-world';

// A broadcast on Instagram: one message of at most 1,000 bytes, only to fans
// who wrote within Instagram's 24-hour window.

let world: RunnerWorld;
let instagram: FakeInstagram;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook', instagram: true });
  instagram = world.instagram!;
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  world.openai.delayMs = 0;
  await world.startRunner('broadcast-instagram');
});
afterAll(() => world.close());

/** Connects (or connects again) the creator's Instagram account through the real flow: business login, then the callback. */
async function connectInstagram(userToken: string, account: FakeInstagramAccount): Promise<void> {
  const login = await world.api.http.get('/api/instagram/oauth/login', userToken);
  instagram.loginAs(account);
  const back = new URL((await fetch(login.body.auth_url, { redirect: 'manual' })).headers.get('location') ?? '');
  back.hash = '';
  expect((await fetch(back)).status).toBe(200);
}

/** An ignite creator with an Instagram account connected through the real flow, and an Instagram bot made live. */
async function creatorOnInstagram() {
  const http = world.api.http;
  const reg = await http.post('/api/auth/register', { name: 'Insta Creator', email: `broadcast.ig.${Date.now()}@example.com`, password: 'insta-pass-1' });
  await world.api.database.db.updateTable('users').set({ plan: 'ignite', bots_limit: 5, messages_remaining: 5000 }).where('id', '=', reg.body.user.id).execute();
  const account = instagram.addAccount();
  await connectInstagram(reg.body.token, account);
  const bot = await http.post(
    '/api/chatbots',
    { name: 'Insta Luna', description: 'Answers my DMs', personality: 'You are Luna.', llm_provider: 'openai', llm_model: 'gpt-4o-mini', platform: 'instagram' },
    reg.body.token,
  );
  expect((await http.post(`/api/chatbots/${bot.body.id}/toggle`, { is_active: true }, reg.body.token)).status).toBe(200);
  return { token: reg.body.token as string, botId: bot.body.id as string, account };
}

describe('broadcasts on Instagram', () => {
  it("fits the text to one Instagram message and skips fans outside Instagram's 24-hour window", async () => {
    const http = world.api.http;
    const { token, botId, account } = await creatorOnInstagram();
    // Two fans DM the bot; one of them last wrote 25 hours ago.
    const recent = instagram.newFanId();
    const lapsed = instagram.newFanId();
    for (const fan of [recent, lapsed]) instagram.fan.sendText(account, fan, 'hey there');
    const texts = (fan: string) => instagram.sentMessages(account.igUserId, fan).flatMap((m) => (typeof m.message?.text === 'string' ? [m.message.text] : []));
    await eventually(() => texts(recent).length > 0 && texts(lapsed).length > 0, 20_000, 'the replies');
    // A reply is recorded just after it is sent, and the record moves the fan's last message: wait for it before moving it back.
    await eventually(async () => {
      const rows = await world.api.database.db.selectFrom('messages').select('id').where('bot_id', '=', botId).where('role', '=', 'assistant').execute();
      return rows.length === 2;
    }, 10_000, 'the replies recorded');
    await world.api.database.db
      .updateTable('fans')
      .set({ last_message_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('bot_id', '=', botId)
      .where('external_user_id', '=', lapsed)
      .execute();

    expect(await http.get(`/api/chatbots/${botId}/broadcasts/preview`, token)).toMatchObject({ status: 200, body: { count: 2, channel: 'instagram' } });
    // 251 moons: 502 characters, but 1,004 bytes.
    const tooLong = await http.post(`/api/chatbots/${botId}/broadcasts`, { text: '🌙'.repeat(251) }, token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toMatch(/^text: Instagram messages hold at most 1,000 bytes/);

    const created = await http.post(`/api/chatbots/${botId}/broadcasts`, { text: 'New post is live 🌙' }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await eventually(async () => {
      const view = await http.get(`/api/broadcasts/${created.body.broadcast.id}`, token);
      return view.body.status === 'done' ? view.body : null;
    }, 20_000, 'the broadcast to finish');
    expect(done).toMatchObject({ total: 2, sent: 1, failed: 0, skipped: 1 });
    expect(texts(recent)).toContain('New post is live 🌙');
    expect(texts(lapsed)).not.toContain('New post is live 🌙');
    const skipped = await world.api.database.db
      .selectFrom('broadcast_recipients')
      .select('reason')
      .where('broadcast_id', '=', created.body.broadcast.id)
      .where('status', '=', 'skipped')
      .execute();
    expect(skipped).toEqual([{ reason: "Outside Instagram's 24-hour window" }]);
  }, 90_000);

  it('sends a broadcast that waited for the account as soon as the creator reconnects', async () => {
    const http = world.api.http;
    const db = world.api.database.db;
    const { token, botId, account } = await creatorOnInstagram();
    const fan = instagram.newFanId();
    instagram.fan.sendText(account, fan, 'hey there');
    const texts = () => instagram.sentMessages(account.igUserId, fan).flatMap((m) => (typeof m.message?.text === 'string' ? [m.message.text] : []));
    await eventually(() => texts().length > 0, 20_000, 'the reply');
    instagram.revokeToken(instagram.tokenOf(account, 'long')?.token ?? '');

    const created = await http.post(`/api/chatbots/${botId}/broadcasts`, { text: 'Back with news soon' }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const broadcastId = created.body.broadcast.id as string;
    // The slice meets the refused token: the account is marked for its creator and the broadcast waits for it.
    const accountOf = () => db.selectFrom('instagram_accounts').select('token_error').where('ig_user_id', '=', account.igUserId).executeTakeFirstOrThrow();
    await eventually(async () => (await accountOf()).token_error, 20_000, 'the token error');
    // It has waited a while: its next try is an hour off, as after a few backoffs.
    await eventually(
      async () => {
        const { rows } = await sql`
          UPDATE graphile_worker._private_jobs SET run_at = now() + interval '1 hour'
          WHERE payload->>'broadcastId' = ${broadcastId} AND locked_at IS NULL AND attempts > 0 RETURNING id
        `.execute(db);
        return rows.length > 0;
      },
      20_000,
      'the broadcast waiting for its next try',
    );
    expect((await http.get(`/api/broadcasts/${broadcastId}`, token)).body).toMatchObject({ status: 'sending', sent: 0, failed: 0 });

    await connectInstagram(token, account);
    const done = await eventually(async () => {
      const view = await http.get(`/api/broadcasts/${broadcastId}`, token);
      return view.body.status === 'done' ? view.body : null;
    }, 20_000, 'the broadcast to finish after reconnecting');
    expect(done).toMatchObject({ total: 1, sent: 1, failed: 0, skipped: 0 });
    expect((await accountOf()).token_error).toBeNull();
    expect(texts().filter((text) => text === 'Back with news soon')).toHaveLength(1);
  }, 90_000);
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { botStatus, type BadgeInput } from '@fanline/core';
import { createSecretBox, instagramBotFor, isAnswering, loadBotWithOwner } from '@fanline/services';
import { signUpCreator, sparkBot, TELEGRAM_TOKEN, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// Issue #17: the lifecycle of a bot with platform 'instagram' on its creator's connected account.

let api: TestApi;
const appSecret = 'b'.repeat(64);
const secrets = createSecretBox(appSecret);
beforeAll(async () => {
  api = await startTestApi({ appSecret });
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

const db = () => api.database.db;
const ACTIVATION_BLOCKED = 'Cannot activate bot: Please add Telegram token or Instagram configuration first.';
const PAYMENTS = 'Fan payments are on Telegram only for now';
const REFUSED = 'Instagram rejected the access token: Error validating access token: The session has been invalidated.';

/** Stands for a finished business login: no Graph call is made by anything under test. */
async function connectAccount(creator: SignedUpCreator, username: string): Promise<string> {
  const igUserId = `1784${Math.floor(Math.random() * 1e12)}`;
  await db()
    .insertInto('instagram_accounts')
    .values({ user_id: creator.id, ig_user_id: igUserId, username, token_enc: secrets.encrypt(`IGAA-${randomUUID()}`), token_expires_at: new Date(Date.now() + 60 * 86_400_000) })
    .execute();
  return igUserId;
}

async function createInstagramBot(creator: SignedUpCreator, name: string, extra: Record<string, unknown> = {}) {
  const res = await api.http.post('/api/chatbots', sparkBot({ name, platform: 'instagram', ...extra }), creator.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string } & Record<string, unknown>;
}

const getBot = async (creator: SignedUpCreator, id: string) => (await api.http.get(`/api/chatbots/${id}`, creator.token)).body;
const toggle = (creator: SignedUpCreator, id: string, body: Record<string, unknown> = {}) => api.http.post(`/api/chatbots/${id}/toggle`, body, creator.token);
const answering = async (id: string) => isAnswering((await loadBotWithOwner(db(), id))!);

describe('an Instagram bot on the creator’s connected account', () => {
  it('is for ignite and above, and admins', async () => {
    const spark = await signUpCreator(api, 'spark');
    const refused = await api.http.post('/api/chatbots', sparkBot({ platform: 'instagram' }), spark.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('The instagram channel needs the Ignite plan or higher');

    const ignite = await signUpCreator(api, 'ignite');
    const bot = await createInstagramBot(ignite, 'Insta Luna');
    expect(bot).toMatchObject({ platform: 'instagram', is_active: false, is_deployed: false, has_instagram_config: false, instagram_username: null, bot_link: null });

    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const adminBot = await createInstagramBot(admin, 'Admin Insta');
    await connectAccount(admin, 'fanline.staff');
    expect((await toggle(admin, adminBot.id, { is_active: true })).status).toBe(200);

    // A creator who downgraded keeps the bot but cannot put it live.
    await connectAccount(ignite, `down.${randomUUID().slice(0, 8)}`);
    await db().updateTable('users').set({ plan: 'spark' }).where('id', '=', ignite.id).execute();
    const downgraded = await toggle(ignite, bot.id, { is_active: true });
    expect(downgraded.status).toBe(403);
    expect(downgraded.body.detail).toBe('The instagram channel needs the Ignite plan or higher');
  });

  it('refuses activation without a connected account with the spec’s message, on the toggle and in bulk', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const bot = await createInstagramBot(creator, 'Insta Luna', { telegram_token: TELEGRAM_TOKEN.replace('123456789', '123456700') });
    // An Instagram bot keeps no Telegram token: it could not go live through one.
    expect(bot).toMatchObject({ has_telegram_token: false, telegram_token: null });
    expect(botStatus(bot as unknown as BadgeInput).badge).toBe('draft');

    const refused = await toggle(creator, bot.id);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(ACTIVATION_BLOCKED);
    const bulk = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [bot.id], action: 'activate' }, creator.token);
    expect(bulk.body).toMatchObject({ affected: 0, skipped: [{ id: bot.id, name: 'Insta Luna', reason: ACTIVATION_BLOCKED }] });
    expect(await db().selectFrom('bots').select(['is_active', 'is_deployed']).where('id', '=', bot.id).executeTakeFirst()).toEqual({ is_active: false, is_deployed: false });
    // Telegram's deploy is not the way onto Instagram.
    const deploy = await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
    expect(deploy.status).toBe(400);
    expect(deploy.body.detail).toBe('This bot answers on Instagram, not Telegram. Activate it to put it live.');
  });

  it('goes live when activated with an account: deployed, Online, answering, reached by its DMs, with its ig.me link', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const bot = await createInstagramBot(creator, 'Insta Luna');
    const igUserId = await connectAccount(creator, 'luna.creates');

    const before = await getBot(creator, bot.id);
    expect(before).toMatchObject({ has_instagram_config: true, instagram_username: 'luna.creates', bot_link: 'https://ig.me/m/luna.creates', is_deployed: false });
    expect(botStatus(before)).toEqual({ badge: 'needs_attention', reasons: ['Not deployed yet'] });

    const on = await toggle(creator, bot.id);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ message: 'Bot activated', is_active: true });
    const live = await getBot(creator, bot.id);
    expect(live).toMatchObject({ is_active: true, is_deployed: true, instagram_token_error: null, bot_link: 'https://ig.me/m/luna.creates' });
    expect(botStatus(live)).toEqual({ badge: 'online', reasons: [] });
    const row = await db().selectFrom('bots').select('deployed_at').where('id', '=', bot.id).executeTakeFirstOrThrow();
    expect(row.deployed_at).toBeInstanceOf(Date);
    expect(await answering(bot.id)).toBe(true);
    expect(await instagramBotFor(db(), igUserId)).toBe(bot.id);

    const list = await api.http.get('/api/chatbots', creator.token);
    expect(list.body[0]).toMatchObject({ id: bot.id, has_instagram_config: true, instagram_username: 'luna.creates', bot_link: 'https://ig.me/m/luna.creates' });
    expect((await api.http.get(`/api/telegram/status/${bot.id}`, creator.token)).body).toEqual({ deployed: false, bot_username: null });

    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const page = await api.http.get(`/api/admin/bots/paginated?search=${encodeURIComponent(creator.email)}&status_filter=all`, admin.token);
    expect(page.body.bots).toEqual([expect.objectContaining({ id: bot.id, platform: 'instagram', is_active: true, is_deployed: true })]);
  });

  it('lets one account serve one bot at a time: a second live Instagram bot is refused with 409 naming the first, until it is paused', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const first = await createInstagramBot(creator, 'Insta Luna');
    const second = await createInstagramBot(creator, 'Insta Nova');
    const igUserId = await connectAccount(creator, 'luna.and.nova');
    expect((await toggle(creator, first.id, { is_active: true })).status).toBe(200);

    const busy = await toggle(creator, second.id, { is_active: true });
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe('Your Instagram account already answers for Insta Luna. Pause it first.');
    const bulk = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [second.id], action: 'activate' }, creator.token);
    expect(bulk.body).toMatchObject({ affected: 0, skipped: [{ id: second.id, reason: 'Your Instagram account already answers for Insta Luna. Pause it first.' }] });
    expect((await getBot(creator, second.id)).is_active).toBe(false);
    // Activating the live bot again is no conflict with itself.
    expect((await toggle(creator, first.id, { is_active: true })).status).toBe(200);

    // Pausing keeps it deployed, but silent.
    const off = await toggle(creator, first.id);
    expect(off.body).toEqual({ message: 'Bot paused', is_active: false });
    const paused = await getBot(creator, first.id);
    expect(paused).toMatchObject({ is_active: false, is_deployed: true });
    expect(botStatus(paused)).toEqual({ badge: 'needs_attention', reasons: ['Deployed but paused'] });
    expect(await answering(first.id)).toBe(false);

    expect((await toggle(creator, second.id, { is_active: true })).status).toBe(200);
    expect(await instagramBotFor(db(), igUserId)).toBe(second.id);
    expect(await answering(second.id)).toBe(true);
    const back = await toggle(creator, first.id, { is_active: true });
    expect(back.status).toBe(409);
    expect(back.body.detail).toBe('Your Instagram account already answers for Insta Nova. Pause it first.');

    // In one bulk activation only the first Instagram bot asked for can go live; Telegram bots are unaffected.
    const telegram = (await api.http.post('/api/chatbots', sparkBot({ name: 'Tele Luna', telegram_token: TELEGRAM_TOKEN.replace('123456789', '123456701') }), creator.token)).body;
    await api.http.post('/api/chatbots/bulk-action', { bot_ids: [first.id, second.id], action: 'deactivate' }, creator.token);
    const both = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [first.id, second.id, telegram.id], action: 'activate' }, creator.token);
    expect(both.body).toMatchObject({ affected: 2, message: '2 bots activated', skipped: [{ id: second.id, reason: 'Your Instagram account already answers for Insta Luna. Pause it first.' }] });
    expect(await instagramBotFor(db(), igUserId)).toBe(first.id);
  });

  it('lets only one of two simultaneous activations through', async () => {
    const creator = await signUpCreator(api, 'ignite');
    await connectAccount(creator, `race.${randomUUID().slice(0, 8)}`);
    const bots = [await createInstagramBot(creator, 'One'), await createInstagramBot(creator, 'Two')];
    const results = await Promise.all(bots.map((bot) => toggle(creator, bot.id, { is_active: true })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const live = await db().selectFrom('bots').select('id').where('user_id', '=', creator.id).where('is_active', '=', true).execute();
    expect(live).toHaveLength(1);
  });

  it('refuses paid access and tips, naming the field, on create, on update and when switching a bot to Instagram', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const create = await api.http.post('/api/chatbots', sparkBot({ platform: 'instagram', monetization_enabled: true }), creator.token);
    expect(create.status).toBe(400);
    expect(create.body.detail).toBe(PAYMENTS);
    expect(create.body.errors).toEqual([{ field: 'monetization_enabled', message: PAYMENTS }]);

    const bot = await createInstagramBot(creator, 'Insta Luna');
    const tips = await api.http.put(`/api/chatbots/${bot.id}`, { tip_flow_enabled: true }, creator.token);
    expect(tips.status).toBe(400);
    expect(tips.body.errors).toEqual([{ field: 'tip_flow_enabled', message: PAYMENTS }]);
    const both = await api.http.put(`/api/chatbots/${bot.id}`, { tip_flow_enabled: true, monetization_enabled: true }, creator.token);
    expect(both.body.detail).toBe(PAYMENTS);
    expect(both.body.errors.map((e: { field: string }) => e.field)).toEqual(['monetization_enabled', 'tip_flow_enabled']);

    const telegram = (await api.http.post('/api/chatbots', sparkBot({ monetization_enabled: true, tip_flow_enabled: true }), creator.token)).body;
    const switched = await api.http.put(`/api/chatbots/${telegram.id}`, { platform: 'instagram' }, creator.token);
    expect(switched.status).toBe(400);
    expect(switched.body.errors.map((e: { field: string }) => e.field)).toEqual(['monetization_enabled', 'tip_flow_enabled']);
    const withoutPayments = await api.http.put(`/api/chatbots/${telegram.id}`, { platform: 'instagram', monetization_enabled: false, tip_flow_enabled: false }, creator.token);
    expect(withoutPayments.status).toBe(200);

    // Admins pass the plan gates, not this rule: Instagram has no checkout.
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const adminRes = await api.http.post('/api/chatbots', sparkBot({ platform: 'instagram', tip_flow_enabled: true }), admin.token);
    expect(adminRes.status).toBe(400);
    expect(adminRes.body.errors).toEqual([{ field: 'tip_flow_enabled', message: PAYMENTS }]);
  });

  it('takes a live Telegram bot off Telegram, paused and without its token, when it moves to Instagram', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ telegram_token: TELEGRAM_TOKEN.replace('123456789', '123456702') }), creator.token);
    await db().updateTable('bots').set({ is_active: true, is_deployed: true, bot_username: 'luna_bot', deployed_at: new Date() }).where('id', '=', bot.id).execute();
    expect((await getBot(creator, bot.id)).bot_link).toBe('https://t.me/luna_bot');

    const moved = await api.http.put(`/api/chatbots/${bot.id}`, { platform: 'instagram' }, creator.token);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ platform: 'instagram', is_active: false, is_deployed: false, bot_username: null, has_telegram_token: false, bot_link: null });
    const row = await db().selectFrom('bots').select(['telegram_token_enc', 'telegram_token_digest', 'deployed_at']).where('id', '=', bot.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ telegram_token_enc: null, telegram_token_digest: null, deployed_at: null });
  });

  it('needs attention with the reason when Instagram rejected the account token, and stays silent until it works again', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const bot = await createInstagramBot(creator, 'Insta Luna');
    const igUserId = await connectAccount(creator, 'luna.expired');
    expect((await toggle(creator, bot.id, { is_active: true })).status).toBe(200);
    await db().updateTable('instagram_accounts').set({ token_error: REFUSED }).where('user_id', '=', creator.id).execute();

    const view = await getBot(creator, bot.id);
    expect(view).toMatchObject({ is_active: true, is_deployed: true, has_instagram_config: true, instagram_token_error: REFUSED });
    expect(botStatus(view)).toEqual({ badge: 'needs_attention', reasons: [REFUSED] });
    expect(await answering(bot.id)).toBe(false);
    // Its DMs are still routed to it, to wait in the queue until the creator reconnects.
    expect(await instagramBotFor(db(), igUserId)).toBe(bot.id);

    // Reconnecting clears the error; the bot answers again without another activation.
    await db().updateTable('instagram_accounts').set({ token_error: null }).where('user_id', '=', creator.id).execute();
    expect(botStatus(await getBot(creator, bot.id)).badge).toBe('online');
    expect(await answering(bot.id)).toBe(true);

    // Disconnected: no configuration, silent.
    await db().deleteFrom('instagram_accounts').where('user_id', '=', creator.id).execute();
    const gone = await getBot(creator, bot.id);
    expect(gone).toMatchObject({ has_instagram_config: false, instagram_username: null, bot_link: null });
    expect(botStatus(gone).badge).toBe('draft');
    expect(await answering(bot.id)).toBe(false);
  });

  it("answers 404 for another creator's Instagram bot and ignores its id in bulk", async () => {
    const owner = await signUpCreator(api, 'ignite');
    const intruder = await signUpCreator(api, 'ignite');
    await connectAccount(owner, `owner.${randomUUID().slice(0, 8)}`);
    await connectAccount(intruder, `intruder.${randomUUID().slice(0, 8)}`);
    const bot = await createInstagramBot(owner, 'Insta Luna');
    const t = intruder.token;
    const attempts = await Promise.all([
      api.http.get(`/api/chatbots/${bot.id}`, t),
      api.http.put(`/api/chatbots/${bot.id}`, { name: 'Mine now' }, t),
      api.http.post(`/api/chatbots/${bot.id}/toggle`, { is_active: true }, t),
      api.http.post(`/api/chatbots/${bot.id}/duplicate`, {}, t),
      api.http.get(`/api/telegram/status/${bot.id}`, t),
      api.http.delete(`/api/chatbots/${bot.id}`, t),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Bot not found');
    }
    const bulk = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [bot.id], action: 'activate' }, t);
    expect(bulk.body).toMatchObject({ affected: 0, skipped: [] });
    expect(await db().selectFrom('bots').select(['name', 'is_active']).where('id', '=', bot.id).executeTakeFirst()).toEqual({ name: 'Insta Luna', is_active: false });
  });

  it('follows the same rules when an admin activates bots in bulk from the console', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const creator = await signUpCreator(api, 'ignite');
    const igUserId = await connectAccount(creator, `console.${randomUUID().slice(0, 8)}`);
    const first = await createInstagramBot(creator, 'Console One');
    const second = await createInstagramBot(creator, 'Console Two');
    const downgraded = await signUpCreator(api, 'ignite');
    await connectAccount(downgraded, `console.down.${randomUUID().slice(0, 8)}`);
    const outOfPlan = await createInstagramBot(downgraded, 'Console Down');
    await db().updateTable('users').set({ plan: 'spark' }).where('id', '=', downgraded.id).execute();
    const unconnected = await createInstagramBot(await signUpCreator(api, 'ignite'), 'Console Unconnected');

    const ids = [first.id, second.id, outOfPlan.id, unconnected.id];
    const res = await api.http.post('/api/admin/bots/bulk-action?action=toggle_active', { bot_ids: ids, action_data: { active: true } }, admin.token);
    expect(res.body).toMatchObject({ success: true, affected: 1, message: 'Successfully activated 1 bot' });
    const rows = await db().selectFrom('bots').select(['id', 'is_active', 'is_deployed']).where('id', 'in', ids).execute();
    const state = Object.fromEntries(rows.map((r) => [r.id, [r.is_active, r.is_deployed]]));
    // Live on the account, as the creator's own activation puts it; the rest stay off.
    expect(state).toEqual({ [first.id]: [true, true], [second.id]: [false, false], [outOfPlan.id]: [false, false], [unconnected.id]: [false, false] });
    expect(await instagramBotFor(db(), igUserId)).toBe(first.id);
    expect(await answering(first.id)).toBe(true);
  });
});

describe("a bot's read with its owner (one row for both)", () => {
  it('keeps the bot’s columns and its owner’s apart where their names meet, and the account’s token beside them', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const bot = await createInstagramBot(creator, 'Insta Nova');
    await connectAccount(creator, 'nova.creates');
    // The bot row's own Instagram column, which the account's token must not shadow.
    await db().updateTable('bots').set({ instagram_token_enc: 'the bot row’s own' }).where('id', '=', bot.id).execute();
    const account = await db().selectFrom('instagram_accounts').select('token_enc').where('user_id', '=', creator.id).executeTakeFirstOrThrow();
    const owner = await db().selectFrom('users').selectAll().where('id', '=', creator.id).executeTakeFirstOrThrow();
    const row = await db().selectFrom('bots').selectAll().where('id', '=', bot.id).executeTakeFirstOrThrow();

    const loaded = (await loadBotWithOwner(db(), bot.id))!;
    expect(loaded.bot).toEqual(row);
    expect(loaded.owner).toEqual(owner);
    expect(loaded.bot.name).toBe('Insta Nova');
    expect(loaded.instagram).toEqual({ token_enc: account.token_enc, token_error: null });
    expect(loaded.whatsapp).toBeNull();
    expect(await loadBotWithOwner(db(), randomUUID())).toBeNull();
  });
});

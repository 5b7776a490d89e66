import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, instagramStatus, refreshInstagramTokens, type InstagramConfig } from '@fanline/services';
import { startFakeInstagram, type FakeInstagram, type FakeInstagramAccount } from '@fanline/testing';
import { signUpCreator, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let instagram: FakeInstagram;
let config: Omit<InstagramConfig, 'redirectUri'>;
const appSecret = 'i'.repeat(64);
const secrets = createSecretBox(appSecret);
const VERIFY_TOKEN = 'fanline-verify-me';

beforeAll(async () => {
  instagram = await startFakeInstagram();
  config = {
    appId: instagram.app.id,
    appSecret: instagram.app.secret,
    verifyToken: VERIFY_TOKEN,
    authorizeUrl: instagram.authorizeUrl,
    apiUrl: instagram.apiUrl,
    graphUrl: instagram.graphUrl,
    graphVersion: 'v23.0',
  };
  api = await startTestApi({ instagram: config, appSecret });
  instagram.setWebhook(`${api.url}/api/instagram/webhook`, instagram.app.secret);
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await api.close();
  await instagram.close();
});

const db = () => api.database.db;

/** The pop-up's trip: the login URL from the API, Instagram's redirect back, and the callback page. */
async function connect(creator: SignedUpCreator, account: FakeInstagramAccount) {
  const login = await api.http.get('/api/instagram/oauth/login', creator.token);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  instagram.loginAs(account);
  const authorize = await fetch(login.body.auth_url, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  back.hash = '';
  const page = await fetch(back, { redirect: 'manual' });
  return { login: login.body as { auth_url: string; provider: string }, callbackUrl: back.toString(), page: { status: page.status, html: await page.text() } };
}

async function queuedFor(botId: string) {
  const { rows } = await sql<{ payload: { kind: string; eventId: string; text?: string; fan: { channel: string; externalUserId: string } } }>`
    SELECT payload FROM graphile_worker._private_jobs WHERE payload->>'botId' = ${botId} ORDER BY id
  `.execute(db());
  return rows.map((row) => row.payload);
}

async function liveInstagramBot(creator: SignedUpCreator): Promise<string> {
  const bot = await db()
    .insertInto('bots')
    .values({ user_id: creator.id, name: 'Insta Luna', description: 'd', personality: 'p', llm_provider: 'openai', llm_model: 'gpt-4o-mini', platform: 'instagram', is_active: true, is_deployed: true, deployed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return bot.id;
}

describe('connecting an Instagram account', () => {
  it('sends the creator through business login and stores the long-lived token sealed, subscribed to DMs', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const account = instagram.addAccount({ username: 'luna.creates' });
    const { login, page } = await connect(creator, account);

    expect(login.provider).toBe('instagram');
    const url = new URL(login.auth_url);
    expect(`${url.origin}${url.pathname}`).toBe(instagram.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: instagram.app.id,
      redirect_uri: `${api.url}/api/instagram/oauth/callback`,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_messages',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    // Only the state's hash is stored.
    expect(await db().selectFrom('oauth_states').select('state').where('state', '=', url.searchParams.get('state') ?? '').execute()).toEqual([]);

    expect(page.status).toBe(200);
    expect(page.html).toContain('Instagram connected');
    expect(page.html).toContain('window.close()');
    const status = await api.http.get(`/api/instagram/user/status/${creator.id}`, creator.token);
    expect(status.body).toMatchObject({ connected: true, instagram_username: 'luna.creates', username: 'luna.creates' });
    const row = await db().selectFrom('instagram_accounts').selectAll().where('user_id', '=', creator.id).executeTakeFirstOrThrow();
    expect(row.ig_user_id).toBe(account.igUserId);
    const longLived = instagram.tokenOf(account, 'long')?.token ?? '';
    expect(row.token_enc).not.toContain(longLived);
    expect(secrets.decrypt(row.token_enc)).toBe(longLived);
    expect(row.token_expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
    expect(instagram.subscriptions(account)).toContain('messages');
  });

  it('refuses a reused, unknown or expired state and connects nothing', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const { callbackUrl } = await connect(creator, instagram.addAccount());
    const reused = await fetch(callbackUrl);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('Failed to connect Instagram account');

    const other = await signUpCreator(api, 'ignite');
    const login = await api.http.get('/api/instagram/oauth/login', other.token);
    const state = new URL(login.body.auth_url).searchParams.get('state') ?? '';
    await db().updateTable('oauth_states').set({ created_at: new Date(Date.now() - 11 * 60_000) }).where('user_id', '=', other.id).execute();
    expect((await fetch(`${api.url}/api/instagram/oauth/callback?code=whatever&state=${state}`)).status).toBe(400);
    expect((await fetch(`${api.url}/api/instagram/oauth/callback?code=whatever&state=made-up`)).status).toBe(400);
    expect((await api.http.get(`/api/instagram/user/status/${other.id}`, other.token)).body.connected).toBe(false);
  });

  it('tells the pop-up when the creator declines', async () => {
    const denied = await fetch(`${api.url}/api/instagram/oauth/callback?error=access_denied&error_reason=user_denied&error_description=The+user+denied+your+request.`);
    expect(denied.status).toBe(400);
    expect(await denied.text()).toContain('The user denied your request.');
  });

  it('is for ignite and above; the status is the creator’s own or an admin’s to read; a creator can disconnect', async () => {
    const spark = await signUpCreator(api, 'spark');
    const refused = await api.http.get('/api/instagram/oauth/login', spark.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('The instagram channel needs the Ignite plan or higher');

    const creator = await signUpCreator(api, 'ignite');
    await connect(creator, instagram.addAccount({ username: 'mine.only' }));
    expect((await api.http.get(`/api/instagram/user/status/${creator.id}`, spark.token)).status).toBe(404);
    expect((await api.http.get(`/api/instagram/user/status/${creator.id}`)).status).toBe(401);
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    expect((await api.http.get(`/api/instagram/user/status/${creator.id}`, admin.token)).body.instagram_username).toBe('mine.only');
    expect((await api.http.get('/api/instagram/user/status/not-a-user', creator.token)).status).toBe(404);

    expect((await api.http.delete('/api/instagram/account', creator.token)).status).toBe(200);
    expect((await api.http.get(`/api/instagram/user/status/${creator.id}`, creator.token)).body).toMatchObject({ connected: false, instagram_username: null });
  });

  it('refreshes tokens with fewer than 10 days left, and marks one Instagram refuses', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const account = instagram.addAccount();
    await connect(creator, account);
    const before = await db().selectFrom('instagram_accounts').select('token_enc').where('user_id', '=', creator.id).executeTakeFirstOrThrow();
    // A token can be refreshed once it is a day old; this one has 5 days left.
    instagram.advanceTime(25 * 3_600_000);
    await db().updateTable('instagram_accounts').set({ token_expires_at: new Date(Date.now() + 5 * 86_400_000) }).where('user_id', '=', creator.id).execute();
    const fullConfig = { ...config, redirectUri: `${api.url}/api/instagram/oauth/callback` };
    expect((await refreshInstagramTokens(db(), fullConfig, secrets)).failed).toBe(0);
    const after = await db().selectFrom('instagram_accounts').selectAll().where('user_id', '=', creator.id).executeTakeFirstOrThrow();
    expect(secrets.decrypt(after.token_enc)).not.toBe(secrets.decrypt(before.token_enc));
    expect(after.refreshed_at).not.toBeNull();

    instagram.revokeToken(secrets.decrypt(after.token_enc));
    await db().updateTable('instagram_accounts').set({ token_expires_at: new Date(Date.now() + 86_400_000) }).where('user_id', '=', creator.id).execute();
    expect((await refreshInstagramTokens(db(), fullConfig, secrets)).failed).toBeGreaterThanOrEqual(1);
    const viewer = await db().selectFrom('users').selectAll().where('id', '=', creator.id).executeTakeFirstOrThrow();
    expect((await instagramStatus(db(), viewer, creator.id)).token_error).toMatch(/^Instagram rejected the access token/);
  });
});

describe('the Instagram webhook', () => {
  it('answers Meta’s verification with the challenge for the right verify token, and 403 otherwise', async () => {
    const good = await instagram.verifyWebhook(VERIFY_TOKEN, 'challenge-123');
    expect(good).toMatchObject({ status: 200, body: 'challenge-123' });
    expect((await instagram.verifyWebhook('wrong-token')).status).toBe(403);
  });

  it('queues a signed DM for the account’s live bot, once per mid, and drops forged, echoed and unknown ones', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const account = instagram.addAccount({ username: 'webhook.account' });
    await connect(creator, account);
    const botId = await liveInstagramBot(creator);
    const fan = instagram.newFanId();

    const forged = instagram.fan.sendText(account, fan, 'forged', { signature: `sha256=${'0'.repeat(64)}` });
    await forged.settled;
    expect(instagram.deliveries(account.igUserId).at(-1)?.status).toBe(401);
    expect(await queuedFor(botId)).toEqual([]);

    const dm = instagram.fan.sendText(account, fan, 'hi from instagram');
    await dm.settled;
    await instagram.redeliver(dm);
    const echo = instagram.fan.echo(account, fan, 'the creator typed this in the app');
    await echo.settled;
    const stranger = instagram.addAccount();
    await instagram.fan.sendText(stranger, instagram.newFanId(), 'to an account Fanline does not know').settled;

    const events = await queuedFor(botId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'text', text: 'hi from instagram', fan: { channel: 'instagram', externalUserId: fan } });
    expect(instagram.deliveries(account.igUserId).filter((d) => d.status === 200).length).toBeGreaterThanOrEqual(3);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot, TELEGRAM_TOKEN, type SignedUpCreator } from './creators';
import { newCreator, startTestApi, type TestApi } from './harness';
import { changedTables, snapshotTables, type TableSnapshot } from './table-snapshot';

// Issue #15: a NUL (U+0000) in a text field used to reach PostgreSQL, which
// cannot store it (a 500), and numeric fields read null as 0. Each case here
// must answer 400 naming the field and change no row.

let api: TestApi;
let creator: SignedUpCreator;
let admin: SignedUpCreator;
let botId: string;
beforeAll(async () => {
  api = await startTestApi();
  creator = await signUpCreator(api, 'ignite');
  admin = await signUpCreator(api, 'nexus', { is_admin: true });
  const bot = await api.http.post('/api/chatbots', sparkBot({ telegram_token: TELEGRAM_TOKEN }), creator.token);
  botId = bot.body.id;
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

let before: TableSnapshot;
async function expectRefused(res: { status: number; body: any }, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.errors).toContainEqual({ field, message });
  expect(res.body.detail).toContain(`${field}: ${message}`);
  expect(changedTables(before, await snapshotTables(api.database.db))).toEqual([]);
}

describe('a NUL character in a text field', () => {
  it('is refused in a bot name on create and on edit, naming the field', async () => {
    before = await snapshotTables(api.database.db);
    await expectRefused(await api.http.post('/api/chatbots', sparkBot({ name: 'Lu\u0000na' }), creator.token), 'name', 'Name must not contain a NUL character');
    await expectRefused(await api.http.put(`/api/chatbots/${botId}`, { greeting: 'Hi\u0000' }, creator.token), 'greeting', 'Greeting must not contain a NUL character');
    await expectRefused(
      await api.http.put(`/api/chatbots/${botId}`, { telegram_payment_token: '284685063:TEST:\u0000' }, creator.token),
      'telegram_payment_token',
      'Telegram payment token must not contain a NUL character',
    );
  });

  it('is refused in the name, email and password of a sign-up', async () => {
    before = await snapshotTables(api.database.db);
    await expectRefused(await api.http.post('/api/auth/register', newCreator({ name: 'Ada\u0000' })), 'name', 'Name must not contain a NUL character');
    await expectRefused(await api.http.post('/api/auth/register', newCreator({ email: 'ada\u0000@example.com' })), 'email', 'Email must not contain a NUL character');
    await expectRefused(await api.http.post('/api/auth/register', newCreator({ password: 'secret\u0000pw' })), 'password', 'Password must not contain a NUL character');
    await expectRefused(await api.http.post('/api/auth/register', { ...newCreator(), ref: 'FRIEND\u0000' }), 'ref', 'Referral code must not contain a NUL character');
  });

  it('is refused in a support ticket, a chat test and a cancellation reason', async () => {
    before = await snapshotTables(api.database.db);
    await expectRefused(await api.http.post('/api/support/tickets', { subject: 'Help\u0000', message: 'Please' }, creator.token), 'subject', 'Subject must not contain a NUL character');
    await expectRefused(await api.http.post(`/api/chat/${botId}`, { user_message: 'hi\u0000' }, creator.token), 'user_message', 'Message must not contain a NUL character');
    await expectRefused(await api.http.post(`/api/telegram/test/${botId}`, { message: '\u0000' }, creator.token), 'message', 'Message must not contain a NUL character');
    await expectRefused(
      await api.http.post('/api/subscription/cancel', { user_id: creator.id, reason: 'too\u0000dear' }, creator.token),
      'reason',
      'Reason must not contain a NUL character',
    );
  });

  it('is refused in admin edits, password resets and searches', async () => {
    before = await snapshotTables(api.database.db);
    await expectRefused(await api.http.put(`/api/admin/users/${creator.id}`, { name: 'Ada\u0000' }, admin.token), 'name', 'Name must not contain a NUL character');
    await expectRefused(
      await api.http.post(`/api/admin/users/${creator.id}/reset-password`, { password: 'new-pass\u0000' }, admin.token),
      'password',
      'Password must not contain a NUL character',
    );
    await expectRefused(await api.http.get('/api/admin/users/paginated?search=Ada%00', admin.token), 'search', 'Search must not contain a NUL character');
    await expectRefused(await api.http.get('/api/admin/bots/paginated?search=%00', admin.token), 'search', 'Search must not contain a NUL character');
  });

  it('is refused over tRPC too, with the field named', async () => {
    before = await snapshotTables(api.database.db);
    const res = await api.http.post('/trpc/bots.create', sparkBot({ name: 'Lu\u0000na' }), creator.token);
    expect(res.status).toBe(400);
    expect(res.body.error.data.fields).toEqual([{ field: 'name', message: 'Name must not contain a NUL character' }]);
    expect(changedTables(before, await snapshotTables(api.database.db))).toEqual([]);
  });
});

it('refuses a lone surrogate rather than storing U+FFFD in its place', async () => {
  before = await snapshotTables(api.database.db);
  // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
  const res = await api.http.post('/api/chatbots', sparkBot({ name: 'Lu\uD800na' }), creator.token);
  await expectRefused(res, 'name', 'Name must not contain an unpaired surrogate (invalid Unicode)');
});

describe('a numeric field sent as null', () => {
  it('is refused on bot create and edit instead of being read as 0', async () => {
    before = await snapshotTables(api.database.db);
    await expectRefused(await api.http.post('/api/chatbots', sparkBot({ temperature: null }), creator.token), 'temperature', 'Temperature must be a number');
    await expectRefused(await api.http.put(`/api/chatbots/${botId}`, { max_tokens: null }, creator.token), 'max_tokens', 'Max tokens must be a number');
    await expectRefused(await api.http.put(`/api/chatbots/${botId}`, { subscription_price: null }, creator.token), 'subscription_price', 'Subscription price must be a number');
    await expectRefused(await api.http.put(`/api/chatbots/${botId}`, { tip_timing: null }, creator.token), 'tip_timing', 'Tip timing must be a number');
  });

  it('is refused in admin allowances instead of setting them to 0', async () => {
    before = await snapshotTables(api.database.db);
    await expectRefused(await api.http.put(`/api/admin/users/${creator.id}`, { bots_limit: null }, admin.token), 'bots_limit', 'Bots limit must be a number');
    await expectRefused(
      await api.http.post('/api/admin/users/bulk-action?action=grant_voice', { user_ids: [creator.id], action_data: { voice_messages: null } }, admin.token),
      'action_data.voice_messages',
      'Voice messages must be a number',
    );
  });

  it('still means "none" where it is documented to: a secret cleared, no greeting', async () => {
    const res = await api.http.put(`/api/chatbots/${botId}`, { telegram_token: null, greeting: null, temperature: '1.2' }, creator.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ has_telegram_token: false, greeting: null, temperature: 1.2 });
  });
});

describe('ids past what the database holds', () => {
  // Found while fuzzing: a ticket id read with no upper bound reached PostgreSQL's integer and answered 500.
  it('answers a ticket id beyond PostgreSQL integer as a missing ticket over REST, and a 400 over tRPC', async () => {
    before = await snapshotTables(api.database.db);
    const rest = await api.http.patch('/api/admin/support/tickets/3000000000', { status: 'closed' }, admin.token);
    expect(rest.status).toBe(404);
    expect(rest.body.detail).toBe('Ticket not found');
    const trpc = await api.http.post('/trpc/admin.updateTicket', { id: 3_000_000_000, change: { status: 'closed' } }, admin.token);
    expect(trpc.status).toBe(400);
    expect(changedTables(before, await snapshotTables(api.database.db))).toEqual([]);
  });
});

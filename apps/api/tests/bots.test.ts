import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot, TELEGRAM_TOKEN } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

const countBots = async () =>
  Number((await api.database.db.selectFrom('bots').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('creating bots', () => {
  it('applies the docs/product.md §5 defaults and returns every field with secrets masked', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const res = await api.http.post('/api/chatbots', { name: 'Nova', description: 'Hype', personality: 'You are Nova.', telegram_token: TELEGRAM_TOKEN }, creator.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Nova',
      platform: 'telegram',
      llm_provider: 'together',
      llm_model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      temperature: 0.8,
      max_tokens: 500,
      price_per_message: 0.5,
      subscription_price: 9.99,
      payment_method: 'stars',
      pricing_model: 'subscription',
      tip_trigger_type: 'message',
      tip_timing: 5,
      tip_amounts: [5, 10, 25],
      is_active: false,
      is_deployed: false,
      has_telegram_token: true,
      telegram_token: '123456789:••••••••Dsaw',
    });
    expect(JSON.stringify(res.body)).not.toContain('AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw');
  });

  it('stores secrets encrypted, never in clear', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const { body } = await api.http.post(
      '/api/chatbots',
      { ...sparkBot(), telegram_token: '987654321:AAHsecretSECRETsecretSECRETsecret12', monetization_enabled: true, payment_method: 'provider_token', telegram_payment_token: '284685063:TEST:paymentSECRET' },
      creator.token,
    );
    const row = await api.database.db.selectFrom('bots').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/AAHsecret|paymentSECRET/);
    expect(row.telegram_token_enc).toMatch(/^v1:/);
    expect(body.telegram_payment_token).toBe('284685063:••••••••CRET');
  });

  it('names each bad field with 400 and saves nothing', async () => {
    const creator = await signUpCreator(api, 'spark');
    const before = await countBots();
    const res = await api.http.post('/api/chatbots', sparkBot({ name: '', temperature: 3, max_tokens: 2000, price_per_message: 20, tip_timing: 0 }), creator.token);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['max_tokens', 'name', 'price_per_message', 'temperature', 'tip_timing']);
    expect(res.body.detail).toContain('temperature: Temperature must be between 0 and 2');
    expect(await countBots()).toBe(before);
  });

  it('caps message-triggered tips at 50 and accepts 60 minutes for time triggers', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const tooMany = await api.http.post('/api/chatbots', sparkBot({ tip_trigger_type: 'message', tip_timing: 55 }), creator.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe('Tip timing must be between 1 and 50 messages');
    const time = await api.http.post('/api/chatbots', sparkBot({ tip_trigger_type: 'time', tip_timing: 60 }), creator.token);
    expect(time.status).toBe(201);
  });

  it("refuses a model that is not the provider's", async () => {
    const creator = await signUpCreator(api, 'spark');
    const res = await api.http.post('/api/chatbots', sparkBot({ llm_model: 'claude-3-5-haiku-latest' }), creator.token);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('llm_model');
  });
});

describe('the payment-token rule (docs/product.md §5)', () => {
  it('refuses monetization or tips on the provider-token method without a token, with the exact message', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const before = await countBots();
    const cases = [
      [{ monetization_enabled: true }, 'Cannot save bot: Monetization requires a Telegram payment token. Add token or disable these features.'],
      [{ tip_flow_enabled: true }, 'Cannot save bot: Tip flow requires a Telegram payment token. Add token or disable these features.'],
      [
        { monetization_enabled: true, tip_flow_enabled: true },
        'Cannot save bot: Monetization and tip flow require a Telegram payment token. Add token or disable these features.',
      ],
    ] as const;
    for (const [flags, message] of cases) {
      const res = await api.http.post('/api/chatbots', sparkBot({ ...flags, payment_method: 'provider_token', telegram_payment_token: '  ' }), creator.token);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(message);
    }
    expect(await countBots()).toBe(before);
  });

  it('needs no token with Telegram Stars, and keeps a stored token on updates that leave it out', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const stars = await api.http.post('/api/chatbots', sparkBot({ monetization_enabled: true, payment_method: 'stars' }), creator.token);
    expect(stars.status).toBe(201);

    const withToken = await api.http.post(
      '/api/chatbots',
      sparkBot({ monetization_enabled: true, payment_method: 'provider_token', telegram_payment_token: '284685063:TEST:abcd' }),
      creator.token,
    );
    expect(withToken.status).toBe(201);
    const renamed = await api.http.put(`/api/chatbots/${withToken.body.id}`, { name: 'Renamed', monetization_enabled: true }, creator.token);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', has_telegram_payment_token: true });

    const cleared = await api.http.put(`/api/chatbots/${withToken.body.id}`, { telegram_payment_token: null }, creator.token);
    expect(cleared.status).toBe(400);
    expect(cleared.body.detail).toMatch(/^Cannot save bot: Monetization requires a Telegram payment token/);
  });
});

describe('plan gates (docs/product.md §8)', () => {
  it('keeps spark to openai, anthropic and gemini, naming Ignite', async () => {
    const creator = await signUpCreator(api, 'spark');
    const res = await api.http.post('/api/chatbots', sparkBot({ llm_provider: 'together', llm_model: 'mistralai/Mixtral-8x7B-Instruct-v0.1' }), creator.token);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('The together provider needs the Ignite plan or higher');
    for (const [provider, model] of [['anthropic', 'claude-3-5-haiku-latest'], ['gemini', 'gemini-2.0-flash']]) {
      const ok = await api.http.post('/api/chatbots', sparkBot({ llm_provider: provider, llm_model: model }), (await signUpCreator(api)).token);
      expect(ok.status).toBe(201);
    }
  });

  it('refuses instagram, monetization and tips on spark', async () => {
    const creator = await signUpCreator(api, 'spark');
    const res = await api.http.post('/api/chatbots', sparkBot({ platform: 'instagram', monetization_enabled: true, tip_flow_enabled: true }), creator.token);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(
      'The instagram channel needs the Ignite plan or higher; Monetization needs the Ignite plan or higher; Tip flow needs the Ignite plan or higher',
    );
  });

  it('needs nexus with the voice upgrade for voice', async () => {
    const nexus = await signUpCreator(api, 'nexus');
    const refused = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true }), nexus.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Voice replies need the Nexus plan with the Voice Chat Upgrade');
    const upgraded = await signUpCreator(api, 'nexus', { has_voice_upgrade: true });
    const ok = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true }), upgraded.token);
    expect(ok.status).toBe(201);
    expect(ok.body.voice_id).toBe('yoZ06aMxZJJ28mfd3POQ');
  });

  it('enforces bots_limit, naming the next plan', async () => {
    const creator = await signUpCreator(api, 'spark');
    expect((await api.http.post('/api/chatbots', sparkBot(), creator.token)).status).toBe(201);
    const second = await api.http.post('/api/chatbots', sparkBot({ name: 'Second' }), creator.token);
    expect(second.status).toBe(403);
    expect(second.body.detail).toBe('Your Spark plan allows 1 bot. Upgrade to Ignite for up to 5 bots.');
  });

  it('holds bots_limit under concurrent creates', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => api.http.post('/api/chatbots', sparkBot({ name: `Bot ${i}` }), creator.token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(7);
  });

  it('lets admins bypass every gate', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const res = await api.http.post(
      '/api/chatbots',
      sparkBot({ platform: 'instagram', llm_provider: 'together', llm_model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', voice_enabled: true }),
      admin.token,
    );
    expect(res.status).toBe(201);
    // Monetization is gated by plan on Telegram; on Instagram it is off for everyone, admins too (no checkout there).
    expect((await api.http.post('/api/chatbots', sparkBot({ name: 'Two', monetization_enabled: true, payment_method: 'stars' }), admin.token)).status).toBe(201);
  });

  it('keeps a bot editable after a downgrade when the gated setting does not change', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ llm_provider: 'together', llm_model: 'mistralai/Mixtral-8x7B-Instruct-v0.1' }), creator.token);
    await api.database.db.updateTable('users').set({ plan: 'spark' }).where('id', '=', creator.id).execute();
    const res = await api.http.put(`/api/chatbots/${bot.id}`, { ...sparkBot({ name: 'Still here' }), llm_provider: 'together', llm_model: bot.llm_model }, creator.token);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Still here');

    // A copy is a new bot: it must fit the plan the creator has today.
    await api.database.db.updateTable('users').set({ bots_limit: 5 }).where('id', '=', creator.id).execute();
    const copy = await api.http.post(`/api/chatbots/${bot.id}/duplicate`, {}, creator.token);
    expect(copy.status).toBe(403);
    expect(copy.body.errors.map((e: { field: string }) => e.field)).toEqual(['llm_provider']);
    expect(await api.database.db.selectFrom('bots').select('id').where('user_id', '=', creator.id).execute()).toHaveLength(1);
  });
});

describe('18+ bots (companion safety)', () => {
  const SEDUCTIVE = '21m00Tcm4TlvDq8ikWAM';

  it('needs the 18+ mark for a Seductive voice or the adult Companion template, naming the field, and saves nothing without it', async () => {
    const creator = await signUpCreator(api, 'nexus', { has_voice_upgrade: true });
    const before = await countBots();
    const voice = await api.http.post('/api/chatbots', sparkBot({ voice_enabled: true, voice_id: SEDUCTIVE }), creator.token);
    expect(voice.status).toBe(400);
    expect(voice.body.errors).toEqual([{ field: 'adult_only', message: 'Seductive voices are for 18+ bots. Mark the bot 18+ or choose another voice.' }]);
    const template = await api.http.post('/api/chatbots', sparkBot({ template_id: 'companion' }), creator.token);
    expect(template.status).toBe(400);
    expect(template.body.errors).toEqual([{ field: 'adult_only', message: 'This template is for 18+ bots. Mark the bot 18+ to use it.' }]);
    expect(await countBots()).toBe(before);

    const bad = await api.http.post('/api/chatbots', sparkBot({ template_id: 'no_such_template', adult_only: 'yes' }), creator.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['adult_only', 'template_id']);

    const adult = await api.http.post('/api/chatbots', sparkBot({ template_id: 'companion', adult_only: true, voice_enabled: true, voice_id: SEDUCTIVE }), creator.token);
    expect(adult.status).toBe(201);
    expect(adult.body).toMatchObject({ adult_only: true, template_id: 'companion', voice_id: SEDUCTIVE });
  });

  it('keeps the mark while an adult voice or template needs it: unmarking is refused and changes nothing', async () => {
    const creator = await signUpCreator(api, 'nexus', { has_voice_upgrade: true });
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ adult_only: true, voice_enabled: true, voice_id: SEDUCTIVE }), creator.token);
    const unmark = await api.http.put(`/api/chatbots/${bot.id}`, { adult_only: false }, creator.token);
    expect(unmark.status).toBe(400);
    expect(unmark.body.errors[0].field).toBe('adult_only');
    expect((await api.http.get(`/api/chatbots/${bot.id}`, creator.token)).body.adult_only).toBe(true);
    // With voice replies off, the Seductive voice is never heard, and the mark may go.
    const off = await api.http.put(`/api/chatbots/${bot.id}`, { adult_only: false, voice_enabled: false }, creator.token);
    expect(off.status).toBe(200);
    expect(off.body.adult_only).toBe(false);
  });
});

describe('updating, toggling, duplicating and deleting', () => {
  it('resets the model when only the provider changes', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const res = await api.http.put(`/api/chatbots/${bot.id}`, { llm_provider: 'together' }, creator.token);
    expect(res.body.llm_model).toBe('mistralai/Mixtral-8x7B-Instruct-v0.1');
  });

  it('refuses activation without a platform token with the exact message, and always allows pausing', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const refused = await api.http.post(`/api/chatbots/${bot.id}/toggle`, {}, creator.token);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Cannot activate bot: Please add Telegram token or Instagram configuration first.');

    await api.http.put(`/api/chatbots/${bot.id}`, { telegram_token: TELEGRAM_TOKEN.replace('123456789', '123456788') }, creator.token);
    const on = await api.http.post(`/api/chatbots/${bot.id}/toggle`, { is_active: true }, creator.token);
    expect(on.body).toEqual({ message: 'Bot activated', is_active: true });
    const off = await api.http.post(`/api/chatbots/${bot.id}/toggle`, {}, creator.token);
    expect(off.body).toEqual({ message: 'Bot paused', is_active: false });
  });

  it('refuses one Telegram token on two bots', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const token = '555555555:AAHsameTOKENsameTOKENsameTOKENsame12';
    expect((await api.http.post('/api/chatbots', sparkBot({ telegram_token: token }), creator.token)).status).toBe(201);
    const again = await api.http.post('/api/chatbots', sparkBot({ telegram_token: token }), creator.token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This Telegram bot token is already used by another bot');
  });

  it('duplicates into an undeployed, inactive copy without the Telegram token', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ telegram_token: '444444444:AAHcopyTOKENcopyTOKENcopyTOKENcopy12' }), creator.token);
    await api.database.db.updateTable('bots').set({ is_active: true, is_deployed: true, bot_username: 'luna_bot' }).where('id', '=', bot.id).execute();
    const copy = await api.http.post(`/api/chatbots/${bot.id}/duplicate`, {}, creator.token);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Luna (Copy)', is_active: false, is_deployed: false, has_telegram_token: false, bot_username: null, personality: bot.personality });
    expect(copy.body.id).not.toBe(bot.id);
  });

  it('deletes a bot with its fans, conversations and messages', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const db = api.database.db;
    const fan = await db.insertInto('fans').values({ bot_id: bot.id, channel: 'telegram', external_user_id: '42' }).returning('id').executeTakeFirstOrThrow();
    const convo = await db.insertInto('conversations').values({ bot_id: bot.id, fan_id: fan.id }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('messages').values({ conversation_id: convo.id, bot_id: bot.id, fan_id: fan.id, role: 'user', content: 'hi' }).execute();

    expect((await api.http.delete(`/api/chatbots/${bot.id}`, creator.token)).status).toBe(200);
    expect(await db.selectFrom('messages').select('id').where('bot_id', '=', bot.id).execute()).toEqual([]);
    expect(await db.selectFrom('fans').select('id').where('bot_id', '=', bot.id).execute()).toEqual([]);
    expect((await api.http.get(`/api/chatbots/${bot.id}`, creator.token)).status).toBe(404);
  });
});

describe('bulk actions', () => {
  it('acts on the caller’s own bots only', async () => {
    const owner = await signUpCreator(api, 'ignite');
    const other = await signUpCreator(api, 'ignite');
    const mine = (await api.http.post('/api/chatbots', sparkBot({ telegram_token: '333333331:AAHbulkTOKENbulkTOKENbulkTOKENbulk12' }), owner.token)).body;
    const theirs = (await api.http.post('/api/chatbots', sparkBot({ telegram_token: '333333332:AAHbulkTOKENbulkTOKENbulkTOKENbulk12' }), other.token)).body;

    const activate = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [mine.id, theirs.id], action: 'activate' }, owner.token);
    expect(activate.body).toMatchObject({ affected: 1, message: '1 bot activated' });
    const remove = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [theirs.id], action: 'delete' }, owner.token);
    expect(remove.body.affected).toBe(0);

    const theirsNow = await api.database.db.selectFrom('bots').select(['is_active']).where('id', '=', theirs.id).executeTakeFirst();
    expect(theirsNow).toEqual({ is_active: false });
  });

  it('skips bots that cannot be activated and says "No bots selected" for an empty list', async () => {
    const owner = await signUpCreator(api, 'ignite');
    const draft = (await api.http.post('/api/chatbots', sparkBot(), owner.token)).body;
    const res = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [draft.id], action: 'activate' }, owner.token);
    expect(res.body.affected).toBe(0);
    expect(res.body.skipped[0].reason).toMatch(/^Cannot activate bot/);
    const empty = await api.http.post('/api/chatbots/bulk-action', { bot_ids: [], action: 'delete' }, owner.token);
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('bot_ids: No bots selected');
  });
});

describe('ownership', () => {
  it("gives another creator 404 on every route for someone else's bot", async () => {
    const owner = await signUpCreator(api, 'ignite');
    const intruder = await signUpCreator(api, 'ignite');
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ telegram_token: '222222222:AAHownTOKENownTOKENownTOKENownTOK12' }), owner.token);
    const t = intruder.token;
    const attempts = [
      api.http.get(`/api/chatbots/${bot.id}`, t),
      api.http.get(`/api/chatbots/${bot.id}/flagged-conversations`, t),
      api.http.get('/trpc/bots.flaggedConversations?input=' + encodeURIComponent(JSON.stringify({ id: bot.id })), t),
      api.http.put(`/api/chatbots/${bot.id}`, { name: 'Mine now' }, t),
      api.http.post(`/api/chatbots/${bot.id}/toggle`, {}, t),
      api.http.post(`/api/chatbots/${bot.id}/duplicate`, {}, t),
      api.http.post(`/api/chat/${bot.id}`, { bot_id: bot.id, user_message: 'hi' }, t),
      api.http.get(`/api/telegram/status/${bot.id}`, t),
      api.http.post(`/api/telegram/deploy/${bot.id}`, {}, t),
      api.http.delete(`/api/telegram/undeploy/${bot.id}`, t),
      api.http.post(`/api/telegram/test/${bot.id}`, { message: 'hi' }, t),
      api.http.delete(`/api/chatbots/${bot.id}`, t),
      api.http.get('/trpc/bots.get?input=' + encodeURIComponent(JSON.stringify({ id: bot.id })), t),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
    }
    const stored = await api.database.db.selectFrom('bots').select(['name', 'is_active']).where('id', '=', bot.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Luna', is_active: false });
    const intruderList = await api.http.get('/api/chatbots', t);
    expect(intruderList.body).toEqual([]);
  });

  it('needs a signed-in creator', async () => {
    expect((await api.http.get('/api/chatbots')).status).toBe(401);
    expect((await api.http.get('/api/stats')).status).toBe(401);
    expect((await api.http.get('/api/models')).status).toBe(401);
  });
});

describe('stats and catalogue', () => {
  it('counts bots, active, deployed, messages today and remaining', async () => {
    const creator = await signUpCreator(api, 'ignite');
    await api.http.post('/api/chatbots', sparkBot({ telegram_token: '111111111:AAHstatTOKENstatTOKENstatTOKENstat12' }), creator.token);
    const { body: second } = await api.http.post('/api/chatbots', sparkBot({ telegram_token: '111111112:AAHstatTOKENstatTOKENstatTOKENstat12' }), creator.token);
    await api.database.db.updateTable('bots').set({ is_active: true, is_deployed: true }).where('id', '=', second.id).execute();
    const res = await api.http.get('/api/stats', creator.token);
    expect(res.body).toEqual({ total_bots: 2, active_bots: 1, deployed_bots: 1, messages_today: 0, messages_remaining: 5000, bots_limit: 5 });
  });

  it('serves the 15 templates, the models and the capabilities', async () => {
    const creator = await signUpCreator(api);
    const templates = await api.http.get('/api/templates', creator.token);
    expect(templates.body.templates).toHaveLength(15);
    expect(templates.body.templates[0]).toMatchObject({ id: 'companion', llm_provider: 'together' });

    const models = await api.http.get('/api/models', creator.token);
    expect(models.body.providers.map((p: { id: string }) => p.id)).toEqual(['openai', 'anthropic', 'gemini', 'together', 'huggingface']);
    expect(models.body.providers.every((p: { configured: boolean }) => p.configured === false)).toBe(true);

    const capabilities = await api.http.get('/api/models/capabilities', creator.token);
    expect(capabilities.body.recommendations.adult_content).toMatchObject({ best: { model: expect.any(String) }, alternatives: expect.any(Array), avoid: expect.any(Array) });
  });
});

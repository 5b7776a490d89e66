import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastOf, createBroadcast, insertFans } from './broadcast-fixtures';
import { startRunnerWorld, type RunnerWorld } from './runner-world';

// Who a broadcast reaches and who may send one, over REST. No runner runs
// here, so every broadcast created stays queued.

let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld();
});
afterAll(() => world.close());

const db = () => world.api.database.db;

describe('broadcast audiences and refusals', () => {
  it('counts each audience as a broadcast to it would address it', async () => {
    const bot = await world.deployBot({ plan: 'ignite' });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await insertFans(world, bot.botId, 3, { last_message_at: daysAgo(1) });
    await insertFans(world, bot.botId, 2, { last_message_at: daysAgo(10) });
    const old = await insertFans(world, bot.botId, 4, { last_message_at: daysAgo(60) });
    await insertFans(world, bot.botId, 5, { last_message_at: daysAgo(1), opted_out: true });
    // Two fans paid; a third paid and was refunded, which does not count.
    const payment = (fanId: string, status: 'paid' | 'refunded', n: number) => ({
      bot_id: bot.botId, fan_id: fanId, kind: 'tip' as const, amount_minor: 500, currency: 'USD', amount_usd: '5', status, channel: 'telegram' as const, external_charge_id: `c-${bot.botId}-${n}`,
    });
    await db().insertInto('fan_payments').values([payment(old[0]!.id, 'paid', 1), payment(old[1]!.id, 'paid', 2), payment(old[2]!.id, 'refunded', 3)]).execute();

    const preview = async (audience?: string) => {
      const res = await world.api.http.get(`/api/chatbots/${bot.botId}/broadcasts/preview${audience ? `?audience=${audience}` : ''}`, bot.userToken);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect(await preview()).toEqual({ audience: 'all', count: 9, channel: 'telegram' });
    expect(await preview('active_7d')).toEqual({ audience: 'active_7d', count: 3, channel: 'telegram' });
    expect(await preview('active_30d')).toEqual({ audience: 'active_30d', count: 5, channel: 'telegram' });
    expect(await preview('paying')).toEqual({ audience: 'paying', count: 2, channel: 'telegram' });
    expect((await world.api.http.get(`/api/chatbots/${bot.botId}/broadcasts/preview?audience=everyone`, bot.userToken)).status).toBe(400);

    // The audience is fixed when the broadcast is created: as many recipients as the preview counted.
    expect(await createBroadcast(world, bot, 'For my supporters', 'paying')).toMatchObject({ total: 2, status: 'queued', remaining: 2 });
    expect(await createBroadcast(world, bot, 'For this week', 'active_7d')).toMatchObject({ total: 3, audience: 'active_7d' });
    const list = await world.api.http.get(`/api/chatbots/${bot.botId}/broadcasts`, bot.userToken);
    expect(list.body.broadcasts.map((b: { text: string }) => b.text)).toEqual(['For this week', 'For my supporters']);
  });

  it('answers with the broadcast as created, even when a runner takes it the moment it commits', async () => {
    const bot = await world.deployBot({ plan: 'ignite' });
    await insertFans(world, bot.botId, 3);
    // A runner's first slice, as early as one can come: at the creating transaction's commit.
    await sql`
      CREATE FUNCTION test_broadcast_taken() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE broadcasts SET status = 'sending' WHERE id = NEW.id; RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER test_broadcast_taken AFTER INSERT ON broadcasts DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION test_broadcast_taken();
    `.execute(db());
    try {
      const created = await createBroadcast(world, bot, 'Out now');
      expect(created).toMatchObject({ status: 'queued', total: 3, sent: 0, remaining: 3 });
      expect((await broadcastOf(world, bot, created.id)).status).toBe('sending');
    } finally {
      await sql`DROP TRIGGER test_broadcast_taken ON broadcasts; DROP FUNCTION test_broadcast_taken()`.execute(db());
    }
  });

  it('refuses a plan without broadcasts, a bot that is not live, an empty audience, and other creators', async () => {
    const spark = await world.deployBot({ plan: 'spark' });
    await insertFans(world, spark.botId, 2);
    const refused = await world.api.http.post(`/api/chatbots/${spark.botId}/broadcasts`, { text: 'hello' }, spark.userToken);
    expect(refused).toMatchObject({ status: 403, body: { detail: 'Broadcasts are part of the Ignite, Flow and Nexus plans. Upgrade to Ignite to send them.' } });

    const bot = await world.deployBot({ plan: 'ignite' });
    const empty = await world.api.http.post(`/api/chatbots/${bot.botId}/broadcasts`, { text: 'anyone?' }, bot.userToken);
    expect(empty).toMatchObject({ status: 409, body: { detail: 'No fans match this audience' } });
    expect(await db().selectFrom('broadcasts').select('id').where('bot_id', '=', bot.botId).execute()).toEqual([]);

    await insertFans(world, bot.botId, 2);
    const tooLong = await world.api.http.post(`/api/chatbots/${bot.botId}/broadcasts`, { text: 'x'.repeat(4097) }, bot.userToken);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toMatch(/^text: /);

    await world.api.http.post(`/api/chatbots/${bot.botId}/toggle`, { is_active: false }, bot.userToken);
    const paused = await world.api.http.post(`/api/chatbots/${bot.botId}/broadcasts`, { text: 'hello' }, bot.userToken);
    expect(paused.status).toBe(409);
    expect(paused.body.detail).toMatch(/not live on Telegram/);
    await world.api.http.post(`/api/chatbots/${bot.botId}/toggle`, { is_active: true }, bot.userToken);
    const mine = await createBroadcast(world, bot, 'hello');

    // Another creator's bot and broadcast answer as missing ones do.
    const other = spark.userToken;
    expect((await world.api.http.post(`/api/chatbots/${bot.botId}/broadcasts`, { text: 'hi' }, other)).status).toBe(404);
    expect((await world.api.http.get(`/api/chatbots/${bot.botId}/broadcasts/preview`, other)).status).toBe(404);
    expect((await world.api.http.get(`/api/chatbots/${bot.botId}/broadcasts`, other)).status).toBe(404);
    expect(await world.api.http.get(`/api/broadcasts/${mine.id}`, other)).toMatchObject({ status: 404, body: { detail: 'Broadcast not found' } });
    expect((await world.api.http.post(`/api/broadcasts/${mine.id}/cancel`, {}, other)).status).toBe(404);
    expect((await world.api.http.get('/api/broadcasts/not-a-uuid', other)).status).toBe(404);
    expect((await world.api.http.get(`/api/broadcasts/${mine.id}`, bot.userToken)).body).toMatchObject({ id: mine.id, status: 'queued' });
  });
});

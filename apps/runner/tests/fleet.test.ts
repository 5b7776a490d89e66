import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type DeployedBot, type RunnerWorld } from './runner-world';

/** Each test starts two to four runners one after another, each training the crisis classifier first (8–12 s on a slow machine). */
const FLEET_TIMEOUT_MS = 150_000;

let world: RunnerWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const replies = (w: RunnerWorld, token: string, chatId: number) =>
  w.telegram.calls(token, 'sendMessage').filter((c) => Number(c.params.chat_id) === chatId);

describe('scale-out with leases', () => {
  it('shares bots between runners, takes over a killed runner’s bots, and never polls a token twice', async () => {
    world = await startRunnerWorld();
    const w = world;
    w.openai.reply((req) => `Answer: ${req.messages.at(-1)?.content}`);
    const bots = [await w.deployBot(), await w.deployBot(), await w.deployBot(), await w.deployBot()];
    const a = await w.startRunner('runner-a', { RUNNER_CAPACITY: '2' });
    const b = await w.startRunner('runner-b', { RUNNER_CAPACITY: '4' });
    await eventually(() => bots.every((bot) => w.telegram.activePolls(bot.tg.token) === 1), 20_000, 'every bot polled');

    const leases = await w.api.database.db.selectFrom('bot_leases').select(['runner_id']).execute();
    expect(leases).toHaveLength(4);
    expect(new Set(leases.map((l) => l.runner_id))).toEqual(new Set(['runner-a', 'runner-b']));

    a.child.kill('SIGKILL');
    await a.exited();
    await eventually(
      async () => (await w.api.database.db.selectFrom('bot_leases').select('runner_id').where('runner_id', '=', 'runner-b').execute()).length === 4,
      30_000,
      'takeover by runner-b',
    );
    for (const bot of bots) {
      const fan = newFan();
      w.telegram.sendText(bot.tg.token, fan, `ping ${bot.botId}`);
      await eventually(() => replies(w, bot.tg.token, fan.id).find((c) => withoutDisclosure(c.params.text) === `Answer: ping ${bot.botId}`), 20_000, 'reply after takeover');
    }
    for (const bot of bots) expect(w.telegram.maxConcurrentPolls(bot.tg.token)).toBe(1);
    expect(b.child.exitCode).toBeNull();
  }, FLEET_TIMEOUT_MS);
});

/** The bots each runner holds: its unexpired leases. */
async function heldBy(w: RunnerWorld): Promise<Record<string, number>> {
  const { rows } = await sql<{ runner_id: string; n: number }>`
    SELECT runner_id, count(*)::int AS n FROM bot_leases WHERE expires_at >= now() GROUP BY runner_id ORDER BY runner_id
  `.execute(w.api.database.db);
  return Object.fromEntries(rows.map((r) => [r.runner_id, r.n]));
}

/** True when the runners hold exactly these numbers of bots. */
const holding = async (w: RunnerWorld, expected: Record<string, number>) => JSON.stringify(await heldBy(w)) === JSON.stringify(expected);

/** Who holds which bot since when: unchanged across heartbeats when no bot flaps. */
const leaseSnapshot = (w: RunnerWorld) =>
  w.api.database.db.selectFrom('bot_leases').select(['bot_id', 'runner_id', 'acquired_at']).orderBy('bot_id').execute();

/** From a runner's presence appearing to its newest lease, by the database's clock. */
async function msToLastLease(w: RunnerWorld, runnerId: string): Promise<number> {
  const { rows } = await sql<{ ms: number }>`
    SELECT (extract(epoch FROM max(l.acquired_at) - r.joined_at) * 1000)::float8 AS ms
    FROM polling_runners r JOIN bot_leases l ON l.runner_id = r.runner_id
    WHERE r.runner_id = ${runnerId} GROUP BY r.joined_at
  `.execute(w.api.database.db);
  return rows[0]?.ms ?? Infinity;
}

const HEARTBEAT_MS = 500;

/** A runner with short leases whose Bot API calls carry its id, so the fake Telegram tells runners apart (pollerConflicts). */
const startNamedRunner = (w: RunnerWorld, id: string, env: Record<string, string> = {}) =>
  w.startRunner(id, { HEARTBEAT_MS: String(HEARTBEAT_MS), LEASE_TTL_MS: '3000', TELEGRAM_API_ROOT: `${w.telegram.url}/${id}`, ...env });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Fans writing to every bot until stopped, a round every 400 ms, two fans per
 * bot taking turns (so one fan's replies do not queue up behind each other);
 * each message's text is unique.
 */
function keepFansWriting(w: RunnerWorld, bots: DeployedBot[]) {
  const fans = bots.map(() => [newFan(), newFan()]);
  const sent: { token: string; fanId: number; text: string }[] = [];
  let writing = true;
  const done = (async () => {
    for (let round = 0; writing; round += 1) {
      bots.forEach((bot, i) => {
        const fan = fans[i]![round % 2]!;
        const text = `round ${round} to bot ${i}`;
        w.telegram.sendText(bot.tg.token, fan, text);
        sent.push({ token: bot.tg.token, fanId: fan.id, text });
      });
      await sleep(400);
    }
  })();
  return {
    async stop() {
      writing = false;
      await done;
      return sent;
    },
  };
}

describe('fair shares as runners come and go', () => {
  it('hands bots over to runners that join within two heartbeats, dropping no update, and spreads a killed runner’s bots over the rest', async () => {
    world = await startRunnerWorld();
    const w = world;
    w.openai.reply((req) => `Answer: ${req.messages.at(-1)?.content}`);
    const bots: DeployedBot[] = [];
    for (let i = 0; i < 6; i += 1) bots.push(await w.deployBot());
    const a = await startNamedRunner(w, 'runner-a');
    await eventually(() => bots.every((bot) => w.telegram.activePolls(bot.tg.token) === 1), 20_000, 'every bot polled');
    expect(await heldBy(w)).toEqual({ 'runner-a': 6 });

    // Replies still in flight at every handover: the giver must finish and confirm them before the taker polls.
    w.openai.delayMs = 200;
    const fans = keepFansWriting(w, bots);
    const b = await startNamedRunner(w, 'runner-b');
    await eventually(() => holding(w, { 'runner-a': 3, 'runner-b': 3 }), 10_000, '3 and 3');
    expect(await msToLastLease(w, 'runner-b')).toBeLessThanOrEqual(2 * HEARTBEAT_MS);
    const c = await startNamedRunner(w, 'runner-c');
    await eventually(() => holding(w, { 'runner-a': 2, 'runner-b': 2, 'runner-c': 2 }), 10_000, '2, 2 and 2');
    expect(await msToLastLease(w, 'runner-c')).toBeLessThanOrEqual(2 * HEARTBEAT_MS);
    const sent = await fans.stop();

    // Every message sent during the handovers is answered exactly once, and no token was ever polled by two runners at once.
    const answers = (m: (typeof sent)[number]) =>
      replies(w, m.token, m.fanId).filter((call) => withoutDisclosure(call.params.text) === `Answer: ${m.text}`).length;
    await eventually(() => sent.every((m) => answers(m) > 0), 20_000, 'every message answered');
    await sleep(1000);
    expect(sent.filter((m) => answers(m) !== 1)).toEqual([]);
    expect(bots.map((bot) => w.telegram.pollerConflicts(bot.tg.token))).toEqual([0, 0, 0, 0, 0, 0]);
    // A fair fleet stays put: no bot moves over three more heartbeats.
    const settled = await leaseSnapshot(w);
    await sleep(3 * HEARTBEAT_MS);
    expect(await leaseSnapshot(w)).toEqual(settled);

    b.child.kill('SIGKILL');
    await b.exited();
    // Spread, not piled onto the first survivor: neither ever holds more than 3 on the way.
    let most = 0;
    await eventually(
      async () => {
        const held = await heldBy(w);
        most = Math.max(most, held['runner-a'] ?? 0, held['runner-c'] ?? 0);
        return JSON.stringify(held) === JSON.stringify({ 'runner-a': 3, 'runner-c': 3 });
      },
      20_000,
      'runner-b’s bots spread over a and c',
    );
    expect(most).toBe(3);
    for (const bot of bots) {
      const fan = newFan();
      w.telegram.sendText(bot.tg.token, fan, `after the kill to ${bot.botId}`);
      await eventually(() => replies(w, bot.tg.token, fan.id).some((call) => withoutDisclosure(call.params.text) === `Answer: after the kill to ${bot.botId}`), 20_000, 'reply after the kill');
    }
    expect(bots.map((bot) => w.telegram.pollerConflicts(bot.tg.token))).toEqual([0, 0, 0, 0, 0, 0]);
    for (const runner of [a, b, c]) expect(runner.output().split('\n').filter((line) => line.includes('"level":"error"'))).toEqual([]);
  }, FLEET_TIMEOUT_MS);

  it('keeps RUNNER_CAPACITY a ceiling, and a runner with room takes more than the even share', async () => {
    world = await startRunnerWorld();
    const w = world;
    const bots: DeployedBot[] = [];
    for (let i = 0; i < 6; i += 1) bots.push(await w.deployBot());
    const polled = () => bots.filter((bot) => w.telegram.activePolls(bot.tg.token) === 1).length;

    await startNamedRunner(w, 'runner-a', { RUNNER_CAPACITY: '1' });
    await sleep(3 * HEARTBEAT_MS);
    expect(await heldBy(w)).toEqual({ 'runner-a': 1 });
    expect(polled()).toBe(1);

    await startNamedRunner(w, 'runner-b', { RUNNER_CAPACITY: '2' });
    await eventually(() => holding(w, { 'runner-a': 1, 'runner-b': 2 }), 10_000, '1 and 2');

    const c = await startNamedRunner(w, 'runner-c');
    await eventually(() => holding(w, { 'runner-a': 1, 'runner-b': 2, 'runner-c': 3 }), 10_000, '1, 2 and 3');
    await eventually(() => polled() === 6, 10_000, 'every bot polled');

    // A graceful stop leaves the fleet at once; the others are at their ceilings, so c's bots wait.
    c.child.kill('SIGTERM');
    expect(await c.exited()).toEqual({ code: 0, signal: null });
    expect(await w.api.database.db.selectFrom('polling_runners').select('runner_id').orderBy('runner_id').execute()).toEqual([
      { runner_id: 'runner-a' },
      { runner_id: 'runner-b' },
    ]);
    await sleep(3 * HEARTBEAT_MS);
    expect(await heldBy(w)).toEqual({ 'runner-a': 1, 'runner-b': 2 });
    expect(bots.map((bot) => w.telegram.pollerConflicts(bot.tg.token))).toEqual([0, 0, 0, 0, 0, 0]);
  }, FLEET_TIMEOUT_MS);
});

describe('the lease guard', () => {
  it('stops polling when heartbeats stall, and resumes once they renew', async () => {
    world = await startRunnerWorld();
    const w = world;
    const bot = await w.deployBot();
    await w.startRunner('runner-a');
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 20_000, 'polling');

    // Holding an exclusive lock on bot_leases makes every heartbeat wait, as a hung database would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const locked = w.api.database.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE bot_leases IN ACCESS EXCLUSIVE MODE`.execute(trx);
      await released;
    });
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 0, 10_000, 'pollers stopped by the guard');
    release();
    await locked;
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 20_000, 'polling again');
    expect(w.telegram.maxConcurrentPolls(bot.tg.token)).toBe(1);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight replies on SIGTERM, releases leases, and loses no update', async () => {
    world = await startRunnerWorld();
    const w = world;
    w.openai.reply((req) => `Slow answer: ${req.messages.at(-1)?.content}`);
    const bot = await w.deployBot();
    const a = await w.startRunner('runner-a');
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 10_000, 'polling');

    w.openai.delayMs = 1500;
    const fans = [newFan(), newFan(), newFan()];
    for (const fan of fans) w.telegram.sendText(bot.tg.token, fan, `question from ${fan.id}`);
    await eventually(() => w.openai.requests.length >= 3, 10_000, 'three replies in flight');
    a.child.kill('SIGTERM');
    expect(await a.exited()).toEqual({ code: 0, signal: null });
    for (const fan of fans) expect(replies(w, bot.tg.token, fan.id).map((c) => withoutDisclosure(c.params.text))).toEqual([`Slow answer: question from ${fan.id}`]);
    expect(await w.api.database.db.selectFrom('bot_leases').select('bot_id').execute()).toEqual([]);

    w.openai.delayMs = 0;
    w.telegram.sendText(bot.tg.token, fans[0]!, 'after restart');
    await w.startRunner('runner-b');
    await eventually(() => replies(w, bot.tg.token, fans[0]!.id).length === 2, 10_000, 'reply from the new runner');
    await new Promise((r) => setTimeout(r, 1000));
    for (const fan of fans.slice(1)) expect(replies(w, bot.tg.token, fan.id)).toHaveLength(1);
    const debits = await w.api.database.db.selectFrom('usage_debits').select('external_message_id').where('bot_id', '=', bot.botId).execute();
    expect(debits).toHaveLength(4);
  }, FLEET_TIMEOUT_MS);
});

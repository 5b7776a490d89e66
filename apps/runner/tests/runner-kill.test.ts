import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TelegramMode } from '@fanline/core';
import type { FakeTelegramUser, RunningProcess } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type DeployedBot, type RunnerWorld } from './runner-world';

// Issue #35: three runners under a steady fan load, one SIGKILLed while it has replies in flight.
const BOTS = 6;
const FANS_PER_BOT = 4;
const RATE_PER_SECOND = 30;
const LOAD_MS = 8_000;
const MODEL_DELAY_MS = 150;
const STARTING_BALANCE = 5000;
const RUNNERS = ['runner-a', 'runner-b', 'runner-c'];

let world: RunnerWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface SentText {
  bot: DeployedBot;
  fan: FakeTelegramUser;
  updateId: number;
  text: string;
}

const replyTo = (text: string) => `LLM reply to: ${text}`;

/** How many updates a runner has in hand: polled and not finished (polling), or locked queue jobs (webhook). */
async function inHand(w: RunnerWorld, runnerId: string): Promise<number> {
  const db = w.api.database.db;
  const query =
    w.mode === 'polling'
      ? sql<{ n: string }>`SELECT count(*) AS n FROM polled_updates p JOIN bot_leases l USING (bot_id) WHERE l.runner_id = ${runnerId}`
      : sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker._private_jobs j WHERE j.locked_by IN (SELECT worker_id FROM queue_workers WHERE runner_id = ${runnerId})`;
  return Number((await query.execute(db)).rows[0]?.n);
}

/** The runner to kill: in polling mode one that holds bots, in webhook mode any (every runner drains the one queue). */
async function victimOf(w: RunnerWorld, runners: Map<string, RunningProcess>): Promise<[string, RunningProcess]> {
  if (w.mode === 'webhook') return ['runner-a', runners.get('runner-a')!];
  const lease = await w.api.database.db.selectFrom('bot_leases').select('runner_id').orderBy('runner_id').executeTakeFirstOrThrow();
  return [lease.runner_id, runners.get(lease.runner_id)!];
}

async function killUnderLoad(mode: TelegramMode): Promise<void> {
  world = await startRunnerWorld({ mode });
  const w = world;
  const db = w.api.database.db;
  w.openai.reply((req) => replyTo(String(req.messages.at(-1)?.content)));
  const bots: DeployedBot[] = [];
  for (let i = 0; i < BOTS; i += 1) bots.push(await w.deployBot({ user: { messages_remaining: STARTING_BALANCE } }));

  // Each runner reaches the fake Telegram under a path of its own, so it can tell two pollers of one token apart.
  const runners = new Map<string, RunningProcess>();
  for (const id of RUNNERS) runners.set(id, await w.startRunner(id, { TELEGRAM_API_ROOT: `${w.telegram.url}/${id}` }));
  if (mode === 'polling') {
    const shares = async () => (await db.selectFrom('bot_leases').select('runner_id').execute()).map((lease) => lease.runner_id);
    // The bots spread over the three runners, two each, before the load starts.
    await eventually(async () => {
      const held = await shares();
      return held.length === BOTS && RUNNERS.every((id) => held.filter((runnerId) => runnerId === id).length === BOTS / RUNNERS.length);
    }, 20_000, 'the bots shared');
    await eventually(() => bots.every((bot) => w.telegram.activePolls(bot.tg.token) === 1), 20_000, 'every bot polled');
  }
  const [victimId, victim] = await victimOf(w, runners);

  w.openai.delayMs = MODEL_DELAY_MS;
  const fans = bots.flatMap((bot) => Array.from({ length: FANS_PER_BOT }, () => ({ bot, fan: newFan() })));
  const total = Math.round((LOAD_MS / 1000) * RATE_PER_SECOND);
  const sent: SentText[] = [];
  const started = Date.now();
  let kill: Promise<{ at: number; inHand: number }> | undefined;
  for (let i = 0; i < total; i += 1) {
    await sleep(started + (i * 1000) / RATE_PER_SECOND - Date.now());
    const { bot, fan } = fans[i % fans.length]!;
    const text = `message ${i} from fan ${fan.id}`;
    sent.push({ bot, fan, updateId: w.telegram.sendText(bot.tg.token, fan, text).update_id, text });
    if (i === Math.floor(total / 3)) {
      kill = (async () => {
        // Killed without warning once it has replies in flight: up to three seconds more, still inside
        // the load, since on a loaded CI machine a runner held no job for a whole second.
        const deadline = Date.now() + 3000;
        while ((await inHand(w, victimId)) < 2 && Date.now() < deadline) await sleep(5);
        const held = await inHand(w, victimId);
        victim.child.kill('SIGKILL');
        return { at: Date.now() - started, inHand: held };
      })();
    }
  }
  const killed = await kill!;
  expect(await victim.exited()).toEqual({ code: null, signal: 'SIGKILL' });

  const replies = (bot: DeployedBot, fan: FakeTelegramUser) =>
    w.telegram
      .calls(bot.tg.token, 'sendMessage')
      .filter((call) => !call.error_code && Number(call.params.chat_id) === fan.id)
      .map((call) => withoutDisclosure(call.params.text));
  const unanswered = () => sent.filter((m) => !replies(m.bot, m.fan).includes(replyTo(m.text)));
  const left = async () =>
    Number((await sql<{ n: string }>`SELECT (SELECT count(*) FROM polled_updates) + (SELECT count(*) FROM graphile_worker._private_jobs) AS n`.execute(db)).rows[0]?.n);
  try {
    await eventually(() => unanswered().length === 0, 60_000, 'every message answered');
    await eventually(async () => (await left()) === 0, 20_000, 'nothing left in the journal or the queue');
  } catch (error) {
    const missing = unanswered().map((m) => `update ${m.updateId} of bot ${m.bot.botId.slice(0, 8)}`);
    const leases = await db.selectFrom('bot_leases').select(['bot_id', 'runner_id']).execute();
    console.log(`runner kill (${mode}): ${missing.length} unanswered (${missing.slice(0, 5).join(', ')}), ${await left()} left; kill at ${killed.at} ms with ${killed.inHand} in hand; leases ${JSON.stringify(leases)}`);
    for (const [id, runner] of runners) console.log(`${id}:\n${runner.output().split('\n').filter((line) => !line.includes('"level":"info"') || line.includes('previous poller')).slice(-15).join('\n')}`);
    throw error;
  }

  // Each fan got one reply per message, in the order written, nothing else; a reply in the killed runner's hands may have gone twice.
  let twice = 0;
  for (const { bot, fan } of fans) {
    const got = replies(bot, fan).filter((text) => text !== 'Welcome, friend!');
    const expected = sent.filter((m) => m.fan === fan).map((m) => replyTo(m.text));
    expect([...new Set(got)]).toEqual(expected);
    twice += got.length - new Set(got).size;
  }
  console.log(`runner kill (${mode}): ${sent.length} messages, kill at ${killed.at} ms with ${killed.inHand} in ${victimId}'s hands, ${twice} replies sent twice`);
  expect(killed.inHand).toBeGreaterThan(0);
  // A reply goes twice only if its send completed and the kill came before its record committed, so
  // at most the replies in the killed runner's hands. Usually none or one; on a slow machine (2026-12-01)
  // two of five in hand, several sends finishing inside one slow commit: a bound, not a guarantee of one.
  expect(twice).toBeLessThanOrEqual(killed.inHand);

  // One fan row, one reply row and one credit per message: nothing was charged for a reply that never went out.
  const botIds = bots.map((bot) => bot.botId);
  const keys = (suffix: (m: SentText) => string) => sent.map((m) => `${m.bot.botId}|${m.updateId}|${suffix(m)}`).sort();
  const messages = await db.selectFrom('messages').select(['bot_id', 'role', 'content', 'external_message_id', 'error']).where('bot_id', 'in', botIds).execute();
  const rowsOf = (role: string) => messages.filter((row) => row.role === role).map((row) => `${row.bot_id}|${row.external_message_id}|${row.content}`).sort();
  expect(messages.filter((row) => row.error !== null)).toEqual([]);
  expect(rowsOf('user')).toEqual(keys((m) => m.text));
  expect(rowsOf('assistant')).toEqual(keys((m) => replyTo(m.text)));
  const debits = await db.selectFrom('usage_debits').select(['bot_id', 'external_message_id', 'kind']).where('bot_id', 'in', botIds).execute();
  expect(debits.map((d) => `${d.bot_id}|${d.external_message_id}|${d.kind}`).sort()).toEqual(keys(() => 'message'));
  for (const bot of bots) {
    const user = await db.selectFrom('users').select('messages_remaining').where('id', '=', bot.userId).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(STARTING_BALANCE - sent.filter((m) => m.bot === bot).length);
  }
  for (const bot of bots) expect(w.telegram.pendingUpdates(bot.tg.token)).toBe(0);
  if (mode === 'polling') {
    for (const bot of bots) expect(w.telegram.pollerConflicts(bot.tg.token)).toBe(0);
    const survivors = RUNNERS.filter((id) => id !== victimId).map((id) => runners.get(id)!.output());
    expect(survivors.join('')).toContain('Answered the updates a previous poller left');
  }
}

describe('a runner SIGKILLed under load', () => {
  it('loses no message and no credit in polling mode', () => killUnderLoad('polling'), 150_000);
  it('loses no message and no credit in webhook mode', () => killUnderLoad('webhook'), 150_000);
});

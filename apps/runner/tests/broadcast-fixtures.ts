import { expect } from 'vitest';
import type { BroadcastView } from '@fanline/services';
import type { FakeTelegramUser } from '@fanline/testing';
import { eventually, newFan, type DeployedBot, type RunnerWorld } from './runner-world';

// What the broadcast tests do over and over: create and read broadcasts over
// REST, seed fans, and count what the fake Telegram delivered.

export async function balanceOf(world: RunnerWorld, userId: string): Promise<number> {
  const row = await world.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.messages_remaining;
}

export async function createBroadcast(world: RunnerWorld, bot: DeployedBot, text: string, audience = 'all'): Promise<BroadcastView> {
  const res = await world.api.http.post(`/api/chatbots/${bot.botId}/broadcasts`, { text, audience }, bot.userToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.broadcast as BroadcastView;
}

export async function broadcastOf(world: RunnerWorld, bot: DeployedBot, id: string): Promise<BroadcastView> {
  const res = await world.api.http.get(`/api/broadcasts/${id}`, bot.userToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as BroadcastView;
}

/** Waits for the broadcast to be done and returns it. */
export function finishedBroadcast(world: RunnerWorld, bot: DeployedBot, id: string, timeoutMs = 40_000): Promise<BroadcastView> {
  return eventually(async () => {
    const view = await broadcastOf(world, bot, id);
    return view.status === 'done' ? view : null;
  }, timeoutMs, 'the broadcast to finish');
}

let seeded = 0;
/** Telegram fans who wrote to the bot before, written straight to the database: many fans without as many model exchanges. */
export async function insertFans(
  world: RunnerWorld,
  botId: string,
  count: number,
  fields: { last_message_at?: Date; opted_out?: boolean } = {},
): Promise<{ id: string; chatId: number }[]> {
  const rows = Array.from({ length: count }, () => {
    seeded += 1;
    return { bot_id: botId, channel: 'telegram' as const, external_user_id: String(900_000 + seeded), first_name: `Quiet ${seeded}`, last_message_at: new Date(), ...fields };
  });
  const inserted = await world.api.database.db.insertInto('fans').values(rows).returning(['id', 'external_user_id']).execute();
  return inserted.map((fan) => ({ id: fan.id, chatId: Number(fan.external_user_id) }));
}

/** Real fans: each writes to the bot through the fake Telegram and gets the model's answer, six at a time (well under Telegram's limit). */
export async function fansWhoWrote(world: RunnerWorld, bot: DeployedBot, count: number): Promise<FakeTelegramUser[]> {
  const fans = Array.from({ length: count }, () => newFan());
  const answered = (fan: FakeTelegramUser) =>
    world.telegram.calls(bot.tg.token, 'sendMessage').some((c) => Number(c.params.chat_id) === fan.id && String(c.params.text).includes('LLM reply to'));
  for (let i = 0; i < fans.length; i += 6) {
    const batch = fans.slice(i, i + 6);
    for (const fan of batch) world.telegram.sendText(bot.tg.token, fan, `hi from ${fan.first_name}`);
    await eventually(() => batch.every(answered), 20_000, 'replies to the fans');
  }
  return fans;
}

/** How many times each chat got the text: accepted sendMessage calls only (the fake records refused ones too, with their error). */
export function deliveriesByChat(world: RunnerWorld, bot: DeployedBot, text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const call of world.telegram.calls(bot.tg.token, 'sendMessage')) {
    if (call.params.text !== text || call.error_code !== undefined) continue;
    const chat = Number(call.params.chat_id);
    counts.set(chat, (counts.get(chat) ?? 0) + 1);
  }
  return counts;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFanData, recordExchange, upsertFan, conversationOf } from '@fanline/services';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';
import { checkRollups } from '../src/rollup-check';

const DAY = 86_400_000;
const daysAgo = (n: number, hour = 12) => {
  const today = new Date(new Date().toISOString().slice(0, 10));
  return new Date(today.getTime() - n * DAY + hour * 3_600_000);
};

let database: TestDatabase;
let botId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const user = await database.db.insertInto('users').values({ name: 'Creator', email: 'fan-activity@example.com', referral_code: 'FANACT1' }).returning('id').executeTakeFirstOrThrow();
  const bot = await database.db
    .insertInto('bots')
    .values({ user_id: user.id, name: 'Luna', description: 'd', personality: 'p', llm_model: 'gpt-4o-mini', llm_provider: 'openai' })
    .returning('id')
    .executeTakeFirstOrThrow();
  botId = bot.id;
});
afterAll(() => database.drop());

/** The fan-activity figures of the rollup check (erasing a fan keeps new_fans by design, so the others are left out). */
async function activityMismatches(): Promise<string[]> {
  return (await checkRollups(database.db)).mismatches.filter((m) => m.includes('fans_last_active') || m.includes('fans_first_active'));
}

async function activeSince(daysBack: number): Promise<{ active: number; firstActive: number }> {
  const row = await database.db
    .selectFrom('bot_daily_stats')
    .select((eb) => [eb.fn.sum<number>('fans_last_active').as('active'), eb.fn.sum<number>('fans_first_active').as('first')])
    .where('bot_id', '=', botId)
    .where('day', '>=', daysAgo(daysBack, 0))
    .executeTakeFirstOrThrow();
  return { active: Number(row.active ?? 0), firstActive: Number(row.first ?? 0) };
}

describe('the fan-activity day rollup', () => {
  it('follows fans as they are seen, write through the runner, move between days and are erased', async () => {
    const { db } = database;
    const fans = await db
      .insertInto('fans')
      .values([
        { bot_id: botId, channel: 'telegram', external_user_id: '1', first_seen_at: daysAgo(40), last_message_at: daysAgo(35) },
        { bot_id: botId, channel: 'telegram', external_user_id: '2', first_seen_at: daysAgo(10), last_message_at: daysAgo(3) },
        { bot_id: botId, channel: 'telegram', external_user_id: '3', first_seen_at: daysAgo(5), last_message_at: null },
      ])
      .returning('id')
      .execute();
    expect(await activityMismatches()).toEqual([]);
    expect(await activeSince(29)).toEqual({ active: 1, firstActive: 1 });

    // The regular from 40 days ago writes again through the runner's path: active, and returning.
    const regular = fans[0]?.id ?? '';
    const conversationId = await conversationOf(db, botId, regular, 'telegram');
    await recordExchange(db, { conversationId, botId, fanId: regular, messageId: '1', fanText: 'back again' });
    await recordExchange(db, { conversationId, botId, fanId: regular, messageId: '2', fanText: 'and again' });
    expect(await activityMismatches()).toEqual([]);
    expect(await activeSince(29)).toEqual({ active: 2, firstActive: 1 });

    // A fan whose first message comes after they were seen, and a clock that put a message before first_seen_at.
    await db.updateTable('fans').set({ last_message_at: daysAgo(1) }).where('id', '=', fans[2]?.id ?? '').execute();
    await db.updateTable('fans').set({ last_message_at: daysAgo(11) }).where('id', '=', fans[1]?.id ?? '').execute();
    expect(await activityMismatches()).toEqual([]);
    expect(await activeSince(29)).toEqual({ active: 3, firstActive: 2 });

    // A second fan arriving through the runner, then /delete_my_data.
    const newcomer = await upsertFan(db, botId, { channel: 'telegram', externalUserId: '4', username: null, firstName: 'New', languageCode: null });
    await recordExchange(db, { conversationId: await conversationOf(db, botId, newcomer.id, 'telegram'), botId, fanId: newcomer.id, messageId: '3', fanText: 'hi' });
    expect(await activeSince(29)).toEqual({ active: 4, firstActive: 3 });
    await deleteFanData(db, newcomer.id);
    expect(await activityMismatches()).toEqual([]);
    expect(await activeSince(29)).toEqual({ active: 3, firstActive: 2 });

    // Deleting the bot takes its fans and rollups with it, and must not trip over either.
    await db.deleteFrom('bots').where('id', '=', botId).execute();
    expect(await activityMismatches()).toEqual([]);
    expect(await db.selectFrom('bot_daily_stats').select('bot_id').where('bot_id', '=', botId).execute()).toEqual([]);
  });
});

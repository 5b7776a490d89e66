import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A bot of the creator's with one conversation per entry, each with that many unread fan messages. */
async function botWithConversations(creator: SignedUpCreator, unread: number[]): Promise<string[]> {
  const bot = await api.http.post('/api/chatbots', sparkBot(), creator.token);
  expect(bot.status).toBe(201);
  const ids: string[] = [];
  for (const [index, count] of unread.entries()) {
    const fan = await api.database.db
      .insertInto('fans')
      .values({ bot_id: bot.body.id, channel: 'telegram', external_user_id: `${7000 + index}`, first_name: `Fan ${index}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const conversation = await api.database.db
      .insertInto('conversations')
      .values({ bot_id: bot.body.id, fan_id: fan.id, channel: 'telegram', unread_count: count })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(conversation.id);
  }
  return ids;
}

describe('GET /api/conversations/unread (the Inbox tab badge)', () => {
  it("counts the creator's own conversations with unread fan messages, and drops one once it is read", async () => {
    const creator = await signUpCreator(api);
    const other = await signUpCreator(api);
    const [firstUnread] = await botWithConversations(creator, [3, 0, 1]);
    await botWithConversations(other, [5, 2]);

    const before = await api.http.get('/api/conversations/unread', creator.token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ conversations: 2 });
    expect((await api.http.get('/api/conversations/unread', other.token)).body).toEqual({ conversations: 2 });

    expect((await api.http.post(`/api/conversations/${firstUnread}/read`, {}, creator.token)).status).toBe(200);
    expect((await api.http.get('/api/conversations/unread', creator.token)).body).toEqual({ conversations: 1 });
  });

  it('asks who is asking', async () => {
    expect((await api.http.get('/api/conversations/unread')).status).toBe(401);
  });
});

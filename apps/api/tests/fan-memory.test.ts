import { FAN_MEMORY_MAX_CHARS } from '@fanline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// The creator reads, edits and clears what a bot remembers of a fan (issue #36).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.database.db;

/** A bot of the creator's with one fan conversation of two exchanges, and the notes the bot keeps on the fan. */
async function conversationWithMemory(creator: SignedUpCreator, memory: string): Promise<{ id: string; fanId: string }> {
  const bot = await api.http.post('/api/chatbots', sparkBot(), creator.token);
  const fan = await db().insertInto('fans').values({ bot_id: bot.body.id, channel: 'telegram', external_user_id: `${Date.now()}`, first_name: 'Mia' }).returning('id').executeTakeFirstOrThrow();
  const conversation = await db()
    .insertInto('conversations')
    .values({ bot_id: bot.body.id, fan_id: fan.id, channel: 'telegram', memory, memory_updated_at: new Date('2026-11-20T10:00:00Z'), message_count: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [role, content] of [['user', 'hi'], ['assistant', 'hey!'], ['user', 'my exam is on friday'], ['assistant', 'good luck!']] as const) {
    await db().insertInto('messages').values({ conversation_id: conversation.id, bot_id: bot.body.id, fan_id: fan.id, role, content }).execute();
  }
  return { id: conversation.id, fanId: fan.id };
}

const stored = (id: string) => db().selectFrom('conversations').select(['memory', 'memory_through_id', 'memory_count_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('/api/conversations/{id}/memory', () => {
  it('reads, replaces and clears the notes, counting what was said so far as taken in', async () => {
    const creator = await signUpCreator(api);
    const { id } = await conversationWithMemory(creator, '- Likes cats');

    const read = await api.http.get(`/api/conversations/${id}/memory`, creator.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ memory: '- Likes cats', updated_at: '2026-11-20T10:00:00.000Z' });

    const saved = await api.http.put(`/api/conversations/${id}/memory`, { memory: '  - Likes cats\n- Exam on Friday  ' }, creator.token);
    expect(saved.status).toBe(200);
    expect(saved.body.memory).toBe('- Likes cats\n- Exam on Friday');
    expect(Date.parse(saved.body.updated_at)).toBeGreaterThan(Date.parse('2026-11-20T10:00:00Z'));
    const lastMessage = await db().selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', '=', id).executeTakeFirstOrThrow();
    expect(await stored(id)).toEqual({ memory: '- Likes cats\n- Exam on Friday', memory_through_id: Number(lastMessage.id), memory_count_at: 4 });

    const cleared = await api.http.delete(`/api/conversations/${id}/memory`, creator.token);
    expect(cleared.status).toBe(200);
    expect(cleared.body.memory).toBe('');
    expect((await api.http.get(`/api/conversations/${id}/memory`, creator.token)).body.memory).toBe('');
  });

  it('refuses notes over the budget or with a NUL, naming the field and changing nothing', async () => {
    const creator = await signUpCreator(api);
    const { id } = await conversationWithMemory(creator, '- Likes cats');
    const tooLong = await api.http.put(`/api/conversations/${id}/memory`, { memory: 'x'.repeat(FAN_MEMORY_MAX_CHARS + 1) }, creator.token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ field: 'memory', message: 'Memory must be at most 1,200 characters' }]);
    const withNul = await api.http.put(`/api/conversations/${id}/memory`, { memory: 'a\u0000b' }, creator.token);
    expect(withNul.status).toBe(400);
    expect(withNul.body.errors).toEqual([{ field: 'memory', message: 'Memory must not contain a NUL character' }]);
    const missing = await api.http.put(`/api/conversations/${id}/memory`, {}, creator.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('memory');
    expect((await stored(id)).memory).toBe('- Likes cats');
    expect((await api.http.put(`/api/conversations/${id}/memory`, { memory: 'x'.repeat(FAN_MEMORY_MAX_CHARS) }, creator.token)).status).toBe(200);
  });

  it("answers another creator's conversation with 404 on every method, and a stranger with 401", async () => {
    const owner = await signUpCreator(api);
    const other = await signUpCreator(api);
    const { id } = await conversationWithMemory(owner, '- Likes cats');
    expect((await api.http.get(`/api/conversations/${id}/memory`, other.token)).status).toBe(404);
    expect((await api.http.put(`/api/conversations/${id}/memory`, { memory: 'mine now' }, other.token)).status).toBe(404);
    expect((await api.http.delete(`/api/conversations/${id}/memory`, other.token)).status).toBe(404);
    expect((await api.http.get(`/api/conversations/${id}/memory`)).status).toBe(401);
    expect((await api.http.get('/api/conversations/not-a-uuid/memory', owner.token)).status).toBe(404);
    expect((await stored(id)).memory).toBe('- Likes cats');
  });

  it("is erased with the fan's data from the inbox", async () => {
    const creator = await signUpCreator(api);
    const { id, fanId } = await conversationWithMemory(creator, '- Likes cats');
    expect((await api.http.delete(`/api/conversations/${id}/fan`, creator.token)).status).toBe(200);
    expect(await db().selectFrom('conversations').select('memory').where('fan_id', '=', fanId).execute()).toEqual([]);
    expect((await api.http.get(`/api/conversations/${id}/memory`, creator.token)).status).toBe(404);
  });
});

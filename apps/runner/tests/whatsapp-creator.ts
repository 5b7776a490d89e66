import { expect } from 'vitest';
import type { FakeWhatsAppNumber } from '@fanline/testing';
import type { RunnerWorld } from './runner-world';

/** A flow creator who connected a number through the API, with a WhatsApp bot made live by activating it. */
export async function whatsappCreator(world: RunnerWorld): Promise<{ userId: string; botId: string; token: string; number: FakeWhatsAppNumber }> {
  const email = `wa.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const reg = await world.api.http.post('/api/auth/register', { name: 'Wa Creator', email, password: 'wa-pass-123' });
  const userId = reg.body.user.id as string;
  await world.api.database.db.updateTable('users').set({ plan: 'flow', bots_limit: 5, messages_remaining: 5000 }).where('id', '=', userId).execute();
  const number = world.whatsapp!.addNumber();
  const connected = await world.api.http.post(
    '/api/whatsapp/connect',
    { waba_id: number.wabaId, phone_number_id: number.phoneNumberId, access_token: number.token },
    reg.body.token,
  );
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  const bot = await world.api.http.post(
    '/api/chatbots',
    { name: 'Wa Luna', description: 'Answers my WhatsApp', personality: 'You are Luna.', llm_provider: 'openai', llm_model: 'gpt-4o-mini', platform: 'whatsapp' },
    reg.body.token,
  );
  expect(bot.status, JSON.stringify(bot.body)).toBe(201);
  const live = await world.api.http.post(`/api/chatbots/${bot.body.id}/toggle`, { is_active: true }, reg.body.token);
  expect(live.status, JSON.stringify(live.body)).toBe(200);
  return { userId, botId: bot.body.id as string, token: reg.body.token as string, number };
}

import { UNLIMITED, type PlanId } from '@fanline/core';
import { newCreator, type TestApi } from './harness';

export interface SignedUpCreator {
  id: string;
  token: string;
  email: string;
}

const LIMITS: Record<PlanId, { bots_limit: number; messages_remaining: number }> = {
  spark: { bots_limit: 1, messages_remaining: 100 },
  ignite: { bots_limit: 5, messages_remaining: 5000 },
  flow: { bots_limit: 35, messages_remaining: 15000 },
  nexus: { bots_limit: UNLIMITED, messages_remaining: 50000 },
};

/** Signs a creator up over HTTP, then (test shortcut for billing) puts them on a plan. */
export async function signUpCreator(api: TestApi, plan: PlanId = 'spark', extra: Record<string, unknown> = {}): Promise<SignedUpCreator> {
  const body = newCreator();
  const res = await api.http.post('/api/auth/register', body);
  if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  if (plan !== 'spark' || Object.keys(extra).length) {
    await api.database.db.updateTable('users').set({ plan, ...LIMITS[plan], ...extra }).where('id', '=', res.body.user.id).execute();
  }
  return { id: res.body.user.id, token: res.body.token, email: body.email };
}

/** A bot body a spark creator may save (spark cannot use the default together provider). */
export function sparkBot(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Luna',
    description: 'A late-night companion for fans',
    personality: 'You are Luna, playful and kind.',
    greeting: 'Hey you! 💫',
    llm_provider: 'openai',
    llm_model: 'gpt-4o-mini',
    ...overrides,
  };
}

export const TELEGRAM_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

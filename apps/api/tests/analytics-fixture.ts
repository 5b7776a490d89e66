import { addDays, utcDay } from '@fanline/core';
import type { Db } from '@fanline/db';

/**
 * A small, fixed month of activity for one creator, placed relative to today
 * (UTC), whose every analytics figure is worked out by hand in
 * analytics.test.ts. Luna (active, deployed, with a voice) has fans f1, f2,
 * f3, f6; Nova (paused) has f4 and f5.
 */
export interface AnalyticsFixture {
  luna: string;
  nova: string;
  fans: Record<'f1' | 'f2' | 'f3' | 'f4' | 'f5' | 'f6', string>;
}

export const SEDUCTIVE_FEMALE_1 = '21m00Tcm4TlvDq8ikWAM';

/** Day offset from today (UTC) and a UTC time of day. */
export function at(dayOffset: number, time: string, now = new Date()): Date {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const day = addDays(utcDay(now), dayOffset);
  return new Date(day.getTime() + ((h * 60 + m) * 60 + s) * 1000);
}

/** The day offset of the fixture's one voice note (Luna to f1). */
const VOICE_NOTE_DAY = -1;

/** Whether the voice note falls in the current calendar month (UTC): not on the 1st, when "yesterday" is last month. */
export function voiceNoteIsThisMonth(now = new Date()): boolean {
  return at(VOICE_NOTE_DAY, '00:00', now).getUTCMonth() === now.getUTCMonth();
}

export async function insertAnalyticsFixture(db: Db, userId: string): Promise<AnalyticsFixture> {
  const bot = (name: string, extra: Record<string, unknown>) => ({
    user_id: userId,
    name,
    description: `${name} talks to fans`,
    personality: `You are ${name}.`,
    llm_model: 'gpt-4o-mini',
    llm_provider: 'openai' as const,
    ...extra,
  });
  const [luna, nova] = await db
    .insertInto('bots')
    .values([
      bot('Luna', { is_active: true, is_deployed: true, telegram_token_enc: 'sealed', voice_enabled: true, voice_id: SEDUCTIVE_FEMALE_1, created_at: at(-60, '00:00') }),
      bot('Nova', { is_active: false, created_at: at(-59, '00:00') }),
    ])
    .returning('id')
    .execute();
  const lunaId = luna?.id ?? '';
  const novaId = nova?.id ?? '';

  const fanSpecs = {
    f1: { bot: lunaId, first: at(-40, '08:00'), last: at(0, '09:00'), count: 6 },
    f2: { bot: lunaId, first: at(-3, '20:00'), last: at(-3, '20:05'), count: 3 },
    f3: { bot: lunaId, first: at(0, '20:00'), last: at(0, '20:00'), count: 2 },
    f6: { bot: lunaId, first: at(-2, '20:00'), last: at(-2, '20:00'), count: 2 },
    f4: { bot: novaId, first: at(-10, '14:00'), last: at(-10, '14:00'), count: 2 },
    f5: { bot: novaId, first: at(-45, '12:00'), last: at(-40, '12:00'), count: 2 },
  };
  const fans = {} as AnalyticsFixture['fans'];
  const conversations: Record<string, string> = {};
  let telegramId = 7000;
  for (const [key, spec] of Object.entries(fanSpecs)) {
    telegramId += 1;
    const fan = await db
      .insertInto('fans')
      .values({ bot_id: spec.bot, channel: 'telegram', external_user_id: String(telegramId), first_name: `Fan ${key}`, first_seen_at: spec.first, last_message_at: spec.last })
      .returning('id')
      .executeTakeFirstOrThrow();
    fans[key as keyof typeof fans] = fan.id;
    const conversation = await db
      .insertInto('conversations')
      .values({ bot_id: spec.bot, fan_id: fan.id, started_at: spec.first, last_message_at: spec.last, message_count: spec.count })
      .returning('id')
      .executeTakeFirstOrThrow();
    conversations[key] = conversation.id;
  }

  type Reply = { latency: number; cost: number; voice?: boolean } | { error: string };
  const exchanges: [keyof typeof fans, Date, Reply][] = [
    ['f5', at(-40, '12:00'), { latency: 500, cost: 0.001 }],
    ['f1', at(-35, '10:00'), { latency: 1000, cost: 0.002 }],
    ['f4', at(-10, '14:00'), { latency: 400, cost: 0.001 }],
    ['f2', at(-3, '20:00'), { latency: 800, cost: 0.002 }],
    ['f2', at(-3, '20:05'), { error: 'LLM timeout' }],
    ['f6', at(-2, '20:00'), { latency: 1000, cost: 0.001 }],
    ['f1', at(VOICE_NOTE_DAY, '20:00'), { latency: 2000, cost: 0.004, voice: true }],
    ['f1', at(0, '09:00'), { latency: 600, cost: 0.001 }],
    ['f3', at(0, '20:00'), { latency: 1200, cost: 0.003 }],
  ];
  const rows = exchanges.flatMap(([fan, sentAt, reply]) => {
    const base = { conversation_id: conversations[fan] ?? '', bot_id: fanSpecs[fan].bot, fan_id: fans[fan] };
    const answer =
      'error' in reply
        ? { ...base, role: 'assistant' as const, content: '', error: reply.error, created_at: new Date(sentAt.getTime() + 1000) }
        : {
            ...base,
            role: 'assistant' as const,
            // 100 characters of speech for the voice note.
            content: reply.voice ? 'v'.repeat(100) : 'Thanks for writing!',
            is_voice: reply.voice ?? false,
            latency_ms: reply.latency,
            cost_usd: reply.cost,
            prompt_tokens: 100,
            completion_tokens: 20,
            created_at: new Date(sentAt.getTime() + 1000),
          };
    return [{ ...base, role: 'user' as const, content: 'Hi!', created_at: sentAt }, answer];
  });
  // One statement, in time order: ids follow it, as they do when the runner records exchanges.
  await db.insertInto('messages').values(rows).execute();

  let charge = 0;
  const payment = (fan: keyof typeof fans, kind: 'tip' | 'subscription' | 'per_message', usd: number, when: Date) => {
    charge += 1;
    return {
      bot_id: fanSpecs[fan].bot,
      fan_id: fans[fan],
      kind,
      amount_minor: Math.round(usd * 100),
      currency: 'USD',
      amount_usd: usd,
      channel: 'telegram' as const,
      external_charge_id: `fixture-charge-${userId}-${charge}`,
      created_at: when,
    };
  };
  await db
    .insertInto('fan_payments')
    .values([
      payment('f1', 'tip', 25, at(-35, '11:00')),
      payment('f2', 'tip', 6, at(-3, '20:10')),
      payment('f1', 'subscription', 9.99, at(-1, '21:00')),
      payment('f3', 'tip', 10, at(0, '20:30')),
      payment('f2', 'tip', 15, at(0, '21:00')),
      payment('f4', 'per_message', 5, at(-10, '15:00')),
    ])
    .execute();
  // The $15 tip is refunded: it leaves every revenue figure.
  await db.updateTable('fan_payments').set({ status: 'refunded' }).where('fan_id', '=', fans.f2).where('amount_usd', '=', 15).execute();

  await db
    .insertInto('tip_prompts')
    .values([
      { bot_id: lunaId, fan_id: fans.f2, sent_at: at(-3, '20:00') },
      { bot_id: lunaId, fan_id: fans.f1, sent_at: at(-1, '20:00') },
      { bot_id: lunaId, fan_id: fans.f3, sent_at: at(0, '20:00') },
      { bot_id: lunaId, fan_id: fans.f3, sent_at: at(0, '20:15') },
    ])
    .execute();
  return { luna: lunaId, nova: novaId, fans };
}

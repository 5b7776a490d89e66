import { randomUUID } from 'node:crypto';
import { amountInUsd, invoiceAmount, invoicePayload, PER_MESSAGE_BUNDLE, SUBSCRIPTION_DAYS, type FanPaymentKind } from '@fanline/core';
import { modelCostUsd } from '@fanline/services';
import type { BotRow, ConversationsTable, FanPaymentsTable, FansTable, MessagesTable, TipPromptsTable } from '@fanline/db';
import type { Insertable } from 'kysely';
import type { DemoBotProfile } from './demo-bots';
import { DAY_MS, DEMO_DAYS, dayFactor, FAN_LINES, FIRST_NAMES, firstDayIndex, LANGUAGES, momentInDay, REGULAR_SHARE, REPLY_LINES, replyLatencyMs } from './demo-patterns';
import type { DemoRandom } from './demo-random';

export interface BotMonth {
  fans: Insertable<FansTable>[];
  conversations: Insertable<ConversationsTable>[];
  messages: Insertable<MessagesTable>[];
  tipPrompts: Insertable<TipPromptsTable>[];
  payments: Insertable<FanPaymentsTable>[];
}

/** What one fan's month leaves behind, built up exchange by exchange. */
interface FanState {
  fanId: string;
  conversationId: string;
  engagement: number;
  /** For a regular: when they first wrote, before the month; null for a fan new this month. */
  regularSince: Date | null;
  userMessages: number;
  sincePrompt: number;
  lastPromptAt: Date | null;
  accessUntil: Date | null;
  prepaid: number;
  messageCount: number;
  firstAt: Date | null;
  lastUserAt: Date | null;
  lastAt: Date | null;
}

const FAILED_REPLY = 'The model provider did not answer in time';

interface Clock {
  /** Nothing happens at or after this moment: now, or when the bot was paused. */
  end: Date;
  updateId: number;
}

function payment(bot: BotRow, fan: FanState, kind: FanPaymentKind, usd: number, at: Date): Insertable<FanPaymentsTable> {
  const method = bot.payment_method as 'stars' | 'provider_token';
  const { currency, amountMinor } = invoiceAmount(usd, method);
  return {
    bot_id: bot.id,
    fan_id: fan.fanId,
    kind,
    amount_minor: amountMinor,
    currency,
    amount_usd: amountInUsd(currency, amountMinor),
    channel: 'telegram',
    external_charge_id: `demo_${randomUUID()}`,
    provider_payment_charge_id: method === 'provider_token' ? `demo_provider_${randomUUID()}` : null,
    invoice_payload: invoicePayload(kind, usd),
    created_at: at,
  };
}

/** One fan message and the bot's answer; then what the answer may lead to (a tip prompt, a tip, a purchase). */
function exchange(bot: BotRow, fan: FanState, at: Date, clock: Clock, random: DemoRandom, out: BotMonth): Date {
  clock.updateId += 1;
  const updateId = bot.platform === 'telegram' ? clock.updateId : null;
  const base = { conversation_id: fan.conversationId, bot_id: bot.id, fan_id: fan.fanId, external_message_id: String(updateId) };
  out.messages.push({ ...base, role: 'user', content: random.pick(FAN_LINES), created_at: at });
  fan.userMessages += 1;
  fan.firstAt ??= at;
  fan.lastUserAt = at;

  const latency = replyLatencyMs(random);
  const repliedAt = new Date(at.getTime() + latency);
  if (random.chance(0.015)) {
    out.messages.push({ ...base, role: 'assistant', content: '', latency_ms: latency, error: FAILED_REPLY, created_at: repliedAt });
  } else {
    const promptTokens = 160 + Math.min(1400, 55 * fan.userMessages) + random.int(0, 40);
    const completionTokens = random.int(18, 140);
    out.messages.push({
      ...base,
      role: 'assistant',
      content: random.pick(REPLY_LINES),
      is_voice: bot.voice_enabled && random.chance(0.3),
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      latency_ms: latency,
      cost_usd: modelCostUsd(bot.llm_provider, bot.llm_model, promptTokens, completionTokens),
      created_at: repliedAt,
    });
    if (fan.prepaid > 0) fan.prepaid -= 1;
  }
  fan.messageCount += 2;
  fan.lastAt = repliedAt;

  const later = (minSeconds: number, maxSeconds: number) => new Date(repliedAt.getTime() + random.int(minSeconds, maxSeconds) * 1000);
  fan.sincePrompt += 1;
  if (bot.tip_flow_enabled && fan.sincePrompt >= bot.tip_timing) {
    const promptAt = later(1, 3);
    out.tipPrompts.push({ bot_id: bot.id, fan_id: fan.fanId, sent_at: promptAt });
    fan.sincePrompt = 0;
    fan.lastPromptAt = promptAt;
    const tipAt = later(30, 900);
    if (random.chance(0.22) && tipAt < clock.end) out.payments.push(payment(bot, fan, 'tip', random.pick(bot.tip_amounts.map(Number)), tipAt));
  }
  if (!bot.monetization_enabled) return repliedAt;
  const buyAt = later(60, 900);
  if (buyAt >= clock.end) return repliedAt;
  if (bot.pricing_model === 'subscription' && fan.userMessages >= 3 && !(fan.accessUntil && fan.accessUntil > buyAt) && random.chance(0.12 * fan.engagement)) {
    out.payments.push(payment(bot, fan, 'subscription', Number(bot.subscription_price), buyAt));
    fan.accessUntil = new Date(buyAt.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
  }
  if (bot.pricing_model === 'per_message' && fan.userMessages >= 4 && fan.prepaid === 0 && random.chance(0.1 * fan.engagement)) {
    out.payments.push(payment(bot, fan, 'per_message', Number(bot.price_per_message) * PER_MESSAGE_BUNDLE, buyAt));
    fan.prepaid = PER_MESSAGE_BUNDLE;
  }
  return repliedAt;
}

/** The fan's days: the first always, later ones by their engagement, the day's weight and the growth trend. */
function simulateFan(bot: BotRow, profile: DemoBotProfile, fan: FanState, monthStart: Date, clock: Clock, random: DemoRandom, out: BotMonth): void {
  for (let d = fan.regularSince ? 0 : firstDayIndex(random); d < DEMO_DAYS; d++) {
    const dayStart = new Date(monthStart.getTime() + d * DAY_MS);
    const firstVisit = fan.userMessages === 0 && !fan.regularSince;
    const p = firstVisit ? 1 : Math.min(0.9, profile.chattiness * fan.engagement * dayFactor(dayStart, d));
    if (!random.chance(p)) continue;
    const sessions = random.chance(0.2 * fan.engagement) ? 2 : 1;
    const starts = Array.from({ length: sessions }, () => momentInDay(dayStart, random)).sort((a, b) => a.getTime() - b.getTime());
    let notBefore = 0;
    for (const start of starts) {
      let at = new Date(Math.max(start.getTime(), notBefore));
      const exchanges = random.int(1, 2 + Math.round(4 * fan.engagement));
      for (let k = 0; k < exchanges && at.getTime() + 3_000 < clock.end.getTime(); k++) {
        const repliedAt = exchange(bot, fan, at, clock, random, out);
        at = new Date(repliedAt.getTime() + random.int(20, 240) * 1000);
      }
      notBefore = at.getTime();
    }
  }
}

/** A month of one bot's fans, chats, tip prompts and payments, ending now (or when it was paused). */
export function simulateBotMonth(bot: BotRow, profile: DemoBotProfile, random: DemoRandom, now: Date): BotMonth {
  const out: BotMonth = { fans: [], conversations: [], messages: [], tipPrompts: [], payments: [] };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monthStart = new Date(today - (DEMO_DAYS - 1) * DAY_MS);
  const end = profile.pausedDaysAgo === null ? now : new Date(now.getTime() - profile.pausedDaysAgo * DAY_MS);
  const clock: Clock = { end, updateId: random.int(100_000, 900_000) };
  for (let i = 0; i < profile.fans; i++) {
    const fan: FanState = {
      fanId: randomUUID(),
      conversationId: randomUUID(),
      engagement: 0.3 + 1.7 * Math.pow(random.next(), 2),
      regularSince: random.chance(REGULAR_SHARE) ? new Date(monthStart.getTime() - random.int(1, 45) * DAY_MS - random.int(0, 86_399) * 1000) : null,
      userMessages: 0,
      sincePrompt: 0,
      lastPromptAt: null,
      accessUntil: null,
      prepaid: 0,
      messageCount: 0,
      firstAt: null,
      lastUserAt: null,
      lastAt: null,
    };
    simulateFan(bot, profile, fan, monthStart, clock, random, out);
    if (fan.regularSince) {
      // A regular's chats before the month are not generated; their fan row and conversation still say when they began.
      fan.firstAt = fan.regularSince;
      fan.lastUserAt ??= new Date(Math.min(fan.regularSince.getTime() + random.int(0, 5) * DAY_MS, monthStart.getTime() - 1000));
      fan.lastAt ??= fan.lastUserAt;
    }
    if (!fan.firstAt || !fan.lastAt || fan.lastAt > clock.end) continue;
    const name = random.pick(FIRST_NAMES);
    const telegramUserId = random.int(10_000_000, 2_000_000_000);
    out.fans.push({
      id: fan.fanId,
      bot_id: bot.id,
      channel: bot.platform,
      external_user_id: String(telegramUserId),
      username: random.chance(0.7) ? `${name.toLowerCase()}${random.int(1, 999)}` : null,
      first_name: name,
      language_code: random.pick(LANGUAGES),
      access_expires_at: fan.accessUntil,
      prepaid_messages: fan.prepaid,
      messages_since_tip_prompt: fan.sincePrompt,
      last_tip_prompt_at: fan.lastPromptAt,
      first_seen_at: fan.firstAt,
      last_message_at: fan.lastUserAt,
    });
    out.conversations.push({
      id: fan.conversationId,
      bot_id: bot.id,
      fan_id: fan.fanId,
      channel: bot.platform,
      message_count: fan.messageCount,
      started_at: fan.firstAt,
      last_message_at: fan.lastAt,
    });
  }
  return out;
}

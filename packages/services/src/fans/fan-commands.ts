import { aiDisclosure, ageGateTexts, type FanIdentity } from '@fanline/core';
import type { BotRow, Db, UserRow } from '@fanline/db';
import { confirmAdult, isKnownMinor, markKnownMinor } from '../safety/fan-safety-state';
import { setFanOptOut } from './fan-payments';
import { upsertFan } from './fan-store';
import { ageGateFor, type AgeGate } from './fan-turn';

export type FanStartOutcome = { kind: 'greeting'; text: string } | AgeGate | { kind: 'adults_only'; text: string };

export interface FanStart {
  fanId: string;
  outcome: FanStartOutcome;
  /** /start always carries the AI disclosure: it is the bot's front door. */
  disclosure: string;
}

function greetingOf(bot: BotRow): string {
  return bot.greeting?.trim() || `Hi! I'm ${bot.name}. What's on your mind?`;
}

/**
 * /start: opts a fan who had sent /stop back in, then greets them, unless the
 * bot is 18+ and the fan has not confirmed their age (the gate goes instead)
 * or is known as a minor (politely refused).
 */
export async function startFanChat(db: Db, bot: BotRow, owner: UserRow, from: FanIdentity): Promise<FanStart> {
  const [fan, isMinor] = await Promise.all([upsertFan(db, bot.id, from), isKnownMinor(db, from)]);
  if (fan.opted_out) await setFanOptOut(db, fan.id, false);
  const disclosure = aiDisclosure(fan.language_code, owner.name);
  if (bot.adult_only && isMinor) return { fanId: fan.id, outcome: { kind: 'adults_only', text: ageGateTexts(fan.language_code).refused }, disclosure };
  if (bot.adult_only && !fan.age_confirmed_at) return { fanId: fan.id, outcome: ageGateFor(fan.language_code), disclosure };
  return { fanId: fan.id, outcome: { kind: 'greeting', text: greetingOf(bot) }, disclosure };
}

/** /about: the AI disclosure again, with what the bot is and the fan's commands. */
export function aboutBot(bot: BotRow, owner: UserRow, languageCode: string | null | undefined): string {
  return [
    aiDisclosure(languageCode, owner.name),
    `${bot.name}: ${bot.description.trim()}`,
    '/stop: no more messages from me\n/delete_my_data: forget our conversation',
  ].join('\n\n');
}

export type AgeAnswerOutcome = { kind: 'confirmed'; text: string } | { kind: 'refused'; text: string };

/**
 * A fan's answer to the age gate. Under 18 makes them a known minor on every
 * bot of the platform; a known minor who then taps "18 or older" stays refused.
 */
export async function answerAgeGate(db: Db, bot: BotRow, from: FanIdentity, answer: 'adult' | 'minor'): Promise<{ fanId: string; outcome: AgeAnswerOutcome }> {
  const fan = await upsertFan(db, bot.id, from);
  const texts = ageGateTexts(fan.language_code);
  if (answer === 'minor') {
    await markKnownMinor(db, from);
    return { fanId: fan.id, outcome: { kind: 'refused', text: texts.refused } };
  }
  if (await isKnownMinor(db, from)) return { fanId: fan.id, outcome: { kind: 'refused', text: texts.refused } };
  await confirmAdult(db, fan.id);
  return { fanId: fan.id, outcome: { kind: 'confirmed', text: `${texts.confirmed}\n\n${greetingOf(bot)}` } };
}

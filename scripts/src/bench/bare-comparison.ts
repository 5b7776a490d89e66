import type { BenchOptions } from './bench-options';
import { benchFans } from './fan-load';
import { progress, warmUp, type BenchWorld } from './load-phase';
import { measureBursts, measureFirstDrafts, measureFlatOut, measurePaced, type FlatOutResult, type LoadResult, type LoadSubject } from './measured-load';

/** One thing for each bot: its load subject, or one load's figures. */
export interface BothBots<T = LoadResult> {
  bare: T;
  fanline: T;
}

/** The whole-reply loads also go to the durable floor (floor-bot.ts): the bare bot with only the statements exactness needs. */
export interface ThreeBots<T = LoadResult> extends BothBots<T> {
  floor: T;
}

/** Fanline's runner against the bare grammY bot (bare-bot.ts) and the durable floor, load by load. */
export interface BareComparison {
  paced: ThreeBots;
  flatOut: ThreeBots<FlatOutResult>;
  /** Every fan writing at once, the model answering after --model-ms. */
  slowModel: ThreeBots;
  /** Paced at --rate on streaming bots, the model's first text after --first-token-ms: each text to its first draft. */
  streamed: BothBots;
}

const NAMES = { bare: 'bare bot', floor: 'durable floor', fanline: 'Fanline' } as const;
type BotName = keyof typeof NAMES;

/** Runs a load at each bot in turn (the bare bot first, Fanline last): one at a time, so none competes with another for the cores. */
async function inTurn<Key extends BotName, Result extends LoadResult>(
  what: string,
  subjects: Record<Key, LoadSubject>,
  measure: (subject: LoadSubject) => Promise<Result>,
): Promise<Record<Key, Result>> {
  const results: Partial<Record<Key, Result>> = {};
  for (const key of (Object.keys(NAMES) as BotName[]).filter((name): name is Key => name in subjects)) {
    progress(`${what}: ${NAMES[key]}`);
    const result = await measure(subjects[key]);
    progress(`  ${result.summary.answered}/${result.summary.sent} answered`);
    results[key] = result;
  }
  return results as Record<Key, Result>;
}

/**
 * The same loads, on the same fakes, at every bot, each on bots of its own
 * with the same fans: paced at --rate, flat out, then every fan at once with a
 * slow model, all with whole replies; then paced again on bots that stream
 * (`streaming`, the bare bot and Fanline), timed to the first draft. Every bot
 * polls all along, so each pays for its idle pollers while another is
 * measured, alike.
 */
export async function compareWithBare(world: BenchWorld, options: BenchOptions, subjects: ThreeBots<LoadSubject>, streaming: BothBots<LoadSubject>): Promise<BareComparison> {
  for (const subject of Object.values(subjects)) await warmUp(world, subject.tokens, benchFans(options.fans));
  const paced = await inTurn(`paced, ${options.rate} msg/s for ${options.seconds} s`, subjects, (s) => measurePaced(world, options, s));
  const flatOut = await inTurn(`flat out for ${options.flatSeconds} s`, subjects, (s) => measureFlatOut(world, options, s));
  const slowModel = await inTurn(`${options.modelMs} ms model, every fan at once × ${options.burstRounds}`, subjects, (s) => measureBursts(world, options, s));
  for (const subject of Object.values(streaming)) await warmUp(world, subject.tokens, benchFans(options.fans));
  const streamed = await inTurn(`streamed, ${options.rate} msg/s, first text after ${options.firstTokenMs} ms`, streaming, (s) => measureFirstDrafts(world, options, s));
  return { paced, flatOut, slowModel, streamed };
}

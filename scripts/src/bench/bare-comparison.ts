import type { BenchOptions } from './bench-options';
import { benchFans } from './fan-load';
import { progress, warmUp, type BenchWorld } from './load-phase';
import { measureBursts, measureFirstDrafts, measureFlatOut, measurePaced, type FlatOutResult, type LoadResult, type LoadSubject } from './measured-load';

/** One thing for each bot: its load subject, or one load's figures. */
export interface BothBots<T = LoadResult> {
  bare: T;
  fanline: T;
}

/** Fanline's runner against the bare grammY bot (bare-bot.ts), load by load. */
export interface BareComparison {
  paced: BothBots;
  flatOut: BothBots<FlatOutResult>;
  /** Every fan writing at once, the model answering after --model-ms. */
  slowModel: BothBots;
  /** Paced at --rate on streaming bots, the model's first text after --first-token-ms: each text to its first draft. */
  streamed: BothBots;
}

const SUBJECTS = ['bare', 'fanline'] as const;
const NAMES = { bare: 'bare bot', fanline: 'Fanline' } as const;

/** Runs a load at the bare bot, then at Fanline: one at a time, so neither competes with the other for the cores. */
async function inTurn<Result extends LoadResult>(what: string, subjects: BothBots<LoadSubject>, measure: (subject: LoadSubject) => Promise<Result>): Promise<BothBots<Result>> {
  const results: Partial<BothBots<Result>> = {};
  for (const key of SUBJECTS) {
    progress(`${what}: ${NAMES[key]}`);
    const result = await measure(subjects[key]);
    progress(`  ${result.summary.answered}/${result.summary.sent} answered`);
    results[key] = result;
  }
  return results as BothBots<Result>;
}

/**
 * The same loads, on the same fakes, at both bots, each on bots of its own
 * with the same fans: paced at --rate, flat out, then every fan at once with a
 * slow model, all with whole replies; then paced again on bots that stream
 * (`streaming`), timed to the first draft. Both bots poll all along, so each
 * pays for its idle pollers while the other is measured, alike.
 */
export async function compareWithBare(world: BenchWorld, options: BenchOptions, subjects: BothBots<LoadSubject>, streaming: BothBots<LoadSubject>): Promise<BareComparison> {
  for (const key of SUBJECTS) await warmUp(world, subjects[key].tokens, benchFans(options.fans));
  const paced = await inTurn(`paced, ${options.rate} msg/s for ${options.seconds} s`, subjects, (s) => measurePaced(world, options, s));
  const flatOut = await inTurn(`flat out for ${options.flatSeconds} s`, subjects, (s) => measureFlatOut(world, options, s));
  const slowModel = await inTurn(`${options.modelMs} ms model, every fan at once × ${options.burstRounds}`, subjects, (s) => measureBursts(world, options, s));
  for (const key of SUBJECTS) await warmUp(world, streaming[key].tokens, benchFans(options.fans));
  const streamed = await inTurn(`streamed, ${options.rate} msg/s, first text after ${options.firstTokenMs} ms`, streaming, (s) => measureFirstDrafts(world, options, s));
  return { paced, flatOut, slowModel, streamed };
}

import type { RunningProcess } from '@fanline/testing';
import type { BenchOptions } from './bench-options';
import { keepPhaseLog, progress, runLoad, seedPhaseBots, type BenchWorld, type LoadResult, type StopOnExit } from './load-phase';
import { errorLines, startBenchRunner, stopBenchProcess, waitUntilAllPolled } from './runner-process';
import { readRunnerTimings, type RunnerTiming } from './runner-timings';
import { undeployBots } from './seed-bots';

export interface PollingResult extends LoadResult {
  mode: 'polling';
  /** The runner's own "Update timing" lines for the measured updates (RUNNER_TIMINGS exists only on this path). */
  timings: RunnerTiming[];
  errors: string[];
}

/**
 * The load phase in polling mode, as the bench always measured it: runners
 * long-poll the bots they lease and hand each update straight to the fan
 * pipeline. No API process: polling does not involve it.
 */
export async function measurePolling(world: BenchWorld, options: BenchOptions, stopOnExit: StopOnExit): Promise<PollingResult> {
  const bots = await seedPhaseBots(world, options.bots);
  progress(`polling: seeded ${options.bots} bots; starting ${options.runners} runner(s)`);
  const runners: RunningProcess[] = [];
  stopOnExit(async () => runners.forEach((r) => r.child.kill('SIGKILL')));
  for (let i = 0; i < options.runners; i++) runners.push(await startBenchRunner(`bench-polling-${i}`, world.setup, 'polling'));
  await waitUntilAllPolled(world.telegram, bots.tokens);
  progress(`polling: the runners poll all ${options.bots} bots`);

  const load = await runLoad(world, options, bots.tokens, { runners });
  const errors = runners.flatMap((r) => errorLines(r));
  for (const runner of runners) await stopBenchProcess(runner);
  // Off Telegram, so no later phase's runner leases them.
  await undeployBots(world.database.db, bots.botIds);
  // Read after the stop: the runner buffers its timing lines and flushes them on the way out.
  const timings = runners.flatMap((r) => readRunnerTimings(r.output(), bots.tokenOfBot, load.summary.updates));
  keepPhaseLog(options.runnerLogFile, 'polling', { runners });
  return { mode: 'polling', ...load, timings, errors };
}

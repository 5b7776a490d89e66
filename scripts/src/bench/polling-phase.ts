import type { RunningProcess } from '@fanline/testing';
import { compareWithBare, type BareComparison } from './bare-comparison';
import type { BenchOptions } from './bench-options';
import { keepPhaseLog, progress, seedPhaseBots, type BenchWorld, type StopOnExit } from './load-phase';
import type { LoadResult } from './measured-load';
import { roundTripsOf } from './runner-round-trips';
import { errorLines, startBareBot, startBenchRunner, startFloorBot, stopBenchProcess, waitUntilAllPolled } from './runner-process';
import { readRunnerTimings, type RunnerTiming } from './runner-timings';
import { undeployBots } from './seed-bots';

export interface PollingResult extends LoadResult {
  mode: 'polling';
  /** The runner's own "Update timing" lines for the measured updates (RUNNER_TIMINGS exists only on this path). */
  timings: RunnerTiming[];
  errors: string[];
  /** The same loads at the bare bot and at Fanline; the phase's own figures are Fanline's paced load. */
  bare: BareComparison;
  /** Errors the bare bot and the durable floor logged. */
  plainBotErrors: string[];
}

/**
 * The load phase in polling mode: runners long-poll the bots they lease and
 * hand each update straight to the fan pipeline. No API process: polling does
 * not involve it. Beside them, the bare grammY bot polls as many bots of its
 * own, and every load goes to it, then to Fanline.
 */
export async function measurePolling(world: BenchWorld, options: BenchOptions, stopOnExit: StopOnExit): Promise<PollingResult> {
  const bots = await seedPhaseBots(world, options.bots);
  const streamingBots = await seedPhaseBots(world, options.bots, true);
  const bareTokens = Array.from({ length: options.bots }, () => world.telegram.addBot().token);
  const bareStreamTokens = Array.from({ length: options.bots }, () => world.telegram.addBot().token);
  const floorTokens = Array.from({ length: options.bots }, () => world.telegram.addBot().token);
  progress(`polling: seeded ${options.bots} bots and ${options.bots} streaming ones; starting ${options.runners} runner(s), and the bare bot and the durable floor on as many of their own`);
  const runners: RunningProcess[] = [];
  stopOnExit(async () => runners.forEach((r) => r.child.kill('SIGKILL')));
  for (let i = 0; i < options.runners; i++) runners.push(await startBenchRunner(`bench-polling-${i}`, world.setup, 'polling'));
  const bareBot = await startBareBot(bareTokens, world.setup, bareStreamTokens);
  stopOnExit(async () => void bareBot.child.kill('SIGKILL'));
  const floorBot = await startFloorBot(floorTokens, world.setup);
  stopOnExit(async () => void floorBot.child.kill('SIGKILL'));
  await waitUntilAllPolled(world.telegram, [...bots.tokens, ...streamingBots.tokens, ...bareTokens, ...bareStreamTokens, ...floorTokens]);
  progress(`polling: the runners poll all ${2 * options.bots} bots, the bare bot its ${2 * options.bots}, the floor its ${options.bots}`);

  const fanline = { processes: { runners }, roundTrips: roundTripsOf(runners), database: world.database.db };
  const bare = await compareWithBare(
    world,
    options,
    {
      bare: { tokens: bareTokens, processes: { runners: [bareBot] } },
      floor: { tokens: floorTokens, processes: { runners: [floorBot] }, roundTrips: roundTripsOf([floorBot]), database: world.database.db },
      fanline: { tokens: bots.tokens, ...fanline },
    },
    { bare: { tokens: bareStreamTokens, processes: { runners: [bareBot] } }, fanline: { tokens: streamingBots.tokens, ...fanline } },
  );
  const load = bare.paced.fanline;
  const errors = runners.flatMap((r) => errorLines(r));
  const plainBotErrors = [...errorLines(bareBot), ...errorLines(floorBot)];
  for (const runner of runners) await stopBenchProcess(runner);
  await stopBenchProcess(bareBot, 'the bare bot');
  await stopBenchProcess(floorBot, 'the floor bot');
  // Off Telegram, so no later phase's runner leases them.
  await undeployBots(world.database.db, [...bots.botIds, ...streamingBots.botIds]);
  // Read after the stop: the runner buffers its timing lines and flushes them on the way out.
  const timings = runners.flatMap((r) => readRunnerTimings(r.output(), bots.tokenOfBot, load.summary.updates));
  keepPhaseLog(options.runnerLogFile, 'polling', { runners, bareBot, floorBot });
  return { mode: 'polling', ...load, timings, errors, bare, plainBotErrors };
}

import { availableParallelism, cpus, loadavg } from 'node:os';
import { runFlatOut } from './api-load';
import { API_ENDPOINTS, FLOOR_ENDPOINT, requestsFor, type ApiEndpoint } from './api-endpoints';
import { parseApiBenchOptions, type ApiBenchOptions } from './api-options';
import { startApiUnderLoad, startTokenFloor, type ServerUnderLoad } from './api-servers';
import { failuresOf, printSummary, type EndpointFigures, type FloorRound } from './api-summary';
import { generateWorld, type SignedInCreator } from './api-world';
import { openBenchDatabase } from './bench-database';
import { machineCpu, machineLoad } from './machine-cpu';
import { runPaced, type PacedResult } from './paced-load';
import { runWithTeardown } from './run-bench';
import type { StopOnExit } from './load-phase';

/**
 * `npm run bench:api` (issue #24 point 6): the API under load, through HTTP,
 * as browsers call it. Each endpoint is held at a fixed rate (target: p99
 * under 50 ms at 200 req/s), then run flat out; then `GET /api/auth/me` and a
 * bare route doing the same session lookup (the floor) are run flat out in
 * turn (target: auth/me at 70 % of the floor or more). Any answer outside 2xx
 * fails the run; a missed target is printed, and the exit code stays 0.
 */
const progress = (line: string) => console.log(`· ${line}`);


async function checkAnswers(server: ServerUnderLoad, endpoint: ApiEndpoint, creator: SignedInCreator): Promise<void> {
  const { path, headers } = endpoint.request(creator);
  const res = await fetch(`${server.url}${path}`, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${endpoint.name} answered ${res.status} before any load: ${body.slice(0, 300)}`);
}

async function measureAtRate(server: ServerUnderLoad, endpoint: ApiEndpoint, creators: readonly SignedInCreator[], options: ApiBenchOptions): Promise<PacedResult> {
  const requests = requestsFor(endpoint, creators);
  if (options.warmUp > 0) await runPaced(server.url, requests, options.rate, options.warmUp);
  const paced = await runPaced(server.url, requests, options.rate, options.seconds);
  const retries = paced.retried ? ` (${paced.retried} sent again after a keep-alive reset)` : '';
  progress(`${endpoint.name}: ${paced.latencies.length}/${paced.sent} answered at ${options.rate} req/s${retries}`);
  return paced;
}

/** Floor and auth/me flat out in turn, so both meet the same background load on the shared machine. */
async function compareWithFloor(api: ServerUnderLoad, floor: ServerUnderLoad, creators: readonly SignedInCreator[], options: ApiBenchOptions): Promise<FloorRound[]> {
  const me = API_ENDPOINTS[0];
  if (!me) throw new Error('no auth/me endpoint');
  const rounds: FloorRound[] = [];
  for (let i = 0; i < options.rounds; i++) {
    const floorRun = await runFlatOut(floor.url, requestsFor(FLOOR_ENDPOINT, creators), options.connections, options.flatSeconds, floor.cpuMs);
    const meRun = await runFlatOut(api.url, requestsFor(me, creators), options.connections, options.flatSeconds, api.cpuMs);
    progress(`round ${i + 1}: auth/me ${Math.round(meRun.rate)} req/s, floor ${Math.round(floorRun.rate)} req/s`);
    rounds.push({ floor: floorRun, me: meRun });
  }
  return rounds;
}

async function run(options: ApiBenchOptions, stopOnExit: StopOnExit): Promise<void> {
  const startedAt = new Date();
  progress(options.databaseUrl ? 'creating a database on BENCH_DATABASE_URL' : 'starting an embedded PostgreSQL');
  const database = await openBenchDatabase(options.databaseUrl);
  stopOnExit(database.close);
  const creators = await generateWorld(database.db, options.world, progress);
  const first = creators[0];
  if (!first) throw new Error('the world has no creators');
  progress('starting the API and the token floor, each as its own process');
  const api = await startApiUnderLoad(database.url);
  stopOnExit(api.stop);
  const floor = await startTokenFloor(database.url);
  stopOnExit(floor.stop);
  for (const endpoint of API_ENDPOINTS) await checkAnswers(api, endpoint, first);
  await checkAnswers(floor, FLOOR_ENDPOINT, first);

  const loadBefore = loadavg();
  const cpuBefore = machineCpu();
  // Every fixed-rate run before any flat-out one: the garbage a flat-out run leaves in the API's heap and
  // the bench's would be collected during the next run, and its pauses counted in that endpoint's tail.
  const paced: PacedResult[] = [];
  for (const endpoint of API_ENDPOINTS) paced.push(await measureAtRate(api, endpoint, creators, options));
  const floorPaced = await measureAtRate(floor, FLOOR_ENDPOINT, creators, options);
  const endpoints: EndpointFigures[] = [];
  for (const [i, endpoint] of API_ENDPOINTS.entries()) {
    const flat = await runFlatOut(api.url, requestsFor(endpoint, creators), options.connections, options.flatSeconds, api.cpuMs);
    progress(`${endpoint.name}: ${Math.round(flat.rate)} req/s flat out`);
    endpoints.push({ name: endpoint.name, paced: paced[i] as PacedResult, flat });
  }
  const rounds = await compareWithFloor(api, floor, creators, options);
  const { busyShare, stealShare } = machineLoad(cpuBefore, machineCpu());
  const { world } = options;
  printSummary(
    {
      startedAt,
      cpu: cpus()[0]?.model ?? 'unknown CPU',
      cores: availableParallelism(),
      loadBefore,
      loadAfter: loadavg(),
      busyShare,
      stealShare,
      rate: options.rate,
      seconds: options.seconds,
      connections: options.connections,
      flatSeconds: options.flatSeconds,
      world: `${world.creators} creators (a session each, cycled), ${world.bots} bots, ${world.bots * world.fansPerBot} fans, ` +
        `${world.messages} messages, ${world.payments} payments, ${world.otherSessions} other sessions`,
    },
    endpoints,
    floorPaced,
    rounds,
    api.errors(),
  );
  const failures = failuresOf(endpoints, rounds, floorPaced);
  if (failures.length) throw new Error(`answers outside 2xx under load:\n  ${failures.join('\n  ')}`);
}

runWithTeardown('API benchmark', async (stopOnExit) => {
  const options = parseApiBenchOptions();
  if (options) await run(options, stopOnExit);
});

// `npm run scan`: the MDN HTTP Observatory's grade for Fanline as deployed
// (issue #21): the real API process with APP_URL on https, behind a local TLS
// front that redirects http to https, on a throwaway database. Where the
// scanner cannot be installed, the same ten rules are checked by hand.
// Both are printed when both can run: the hand rules cross-check the scanner.
// Exit 0 at A+ (or, without the scanner, with every rule holding), 1 otherwise.
// Environment: BENCH_DATABASE_URL (a server to create the throwaway database
// on; otherwise an embedded PostgreSQL).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, startTsProcess } from '@fanline/testing';
import { openBenchDatabase } from '../bench/bench-database';
import { REPO_ROOT } from '../paths';
import { checkRules, request } from './header-rules';
import { installObservatory, OBSERVATORY, runObservatory } from './observatory';
import { startTlsFront } from './tls-front';

const HOST = 'localhost';
const GOAL = 'A+';
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error('Build the web app first (npm run build): the scan grades the page the server sends.');
  process.exit(2);
}

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
const apiPort = await freePort();
const front = await startTlsFront(`http://127.0.0.1:${apiPort}`, HOST);
const api = startTsProcess(
  path.join(REPO_ROOT, 'apps/api/src/main.ts'),
  {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: database.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    APP_URL: `https://${HOST}:${front.httpsPort}`,
    TRUST_PROXY: 'true',
    WEB_DIST_DIR: WEB_DIST,
  },
  REPO_ROOT,
);

let exitCode = 1;
try {
  await api.waitFor(/API listening/, 60_000);
  const origin = `https://${HOST}:${front.httpsPort}`;
  const ca = readFileSync(front.certificateFile);
  const [page, first, preflight] = await Promise.all([
    request(`${origin}/`, ca),
    request(`http://${HOST}:${front.httpPort}/`, ca),
    request(`${origin}/`, ca, { origin: 'https://http-observatory.security.mozilla.org', 'access-control-request-method': 'GET' }, 'OPTIONS'),
  ]);
  const rules = checkRules(page, first, preflight, origin);
  console.log(`Fanline at ${origin} (APP_URL https, behind a local TLS front)\n`);
  console.log('The Observatory\'s rules, checked by hand:');
  for (const rule of rules) console.log(`  ${rule.pass ? 'pass' : 'FAIL'}  ${rule.name.padEnd(30)} ${rule.detail}`);
  const allHold = rules.every((rule) => rule.pass);
  console.log(`  ${rules.filter((rule) => rule.pass).length} of ${rules.length} hold\n`);

  const scanner = installObservatory();
  if ('unavailable' in scanner) {
    console.log(`The scanner could not be installed (${scanner.unavailable}); no grade, the rules above stand in for it.`);
    exitCode = allHold ? 0 : 1;
  } else {
    const result = await runObservatory(scanner.packageDir, HOST, front, front.certificateFile);
    console.log(`${OBSERVATORY}:`);
    for (const test of result.tests) {
      const points = test.modifier === 0 ? '' : ` (${test.modifier > 0 ? '+' : ''}${test.modifier})`;
      console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${test.name.padEnd(30)} ${test.result}${points}`);
      if (!test.pass || test.modifier < 0) console.log(`        ${test.description}`);
    }
    console.log(`\nGrade ${result.grade} (score ${result.score}); goal ${GOAL}: ${result.grade === GOAL ? 'met' : 'MISSED'}`);
    exitCode = result.grade === GOAL ? 0 : 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(api.output().split('\n').slice(-20).join('\n'));
} finally {
  api.child.kill('SIGTERM');
  await api.exited();
  await front.close();
  await database.close();
}
process.exit(exitCode);

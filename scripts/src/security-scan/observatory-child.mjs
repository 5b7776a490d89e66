// Runs the MDN HTTP Observatory's own retriever, tests and grader against
// https://<host>:<httpsPort> (and http://<host>:<httpPort>), and prints the
// result as one JSON line. A separate process because the scanner must trust
// the local certificate, which Node reads from NODE_EXTRA_CA_CERTS only at
// start-up. The package's `scan(host)` takes no ports, so this composes the
// same exported pieces it does: retrieve, ALL_TESTS, and the grader.
// Usage: node observatory-child.mjs <package dir> <host> <http port> <https port>
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, host, httpPort, httpsPort] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(packageDir, 'src', file)).href);

const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, ALGORITHM_VERSION } = await load('constants.js');
const { getGradeForScore, getScoreDescription, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: 'The site did not answer.' }));
  process.exit(0);
}

// The scanner's rule: bonuses count only once the score without them is an A.
let withBonuses = 100;
let withoutBonuses = 100;
const tests = ALL_TESTS.map((test) => {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withBonuses += modifier;
  if (modifier < 0) withoutBonuses += modifier;
  return { name: output.constructor.name, pass: output.pass, result: output.result, modifier, description: getScoreDescription(output.result) };
});
const { grade, score } = getGradeForScore(withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses);
console.log(JSON.stringify({ algorithmVersion: ALGORITHM_VERSION, grade, score, status: requests.responses.auto.status, tests }));

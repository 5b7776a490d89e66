#!/usr/bin/env node
// `npm run audit`: known advisories for the production dependencies (what
// ships in the API, runner and web bundle), from `npm audit --omit=dev`, as a
// short summary. Run on every release and weekly (README "Security"); not
// part of `npm test`, which must not depend on the advisory database.
//
// Exit codes: 0 nothing at high or critical, 1 something at high or critical,
// 2 the audit could not be run (no registry, or the registry has no audit endpoint).
// `--from report.json` summarises a saved `npm audit --omit=dev --json` instead.
// Plain JavaScript with no dependencies, like bootstrap.mjs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];
const BLOCKING = new Set(['critical', 'high']);

const fromIndex = process.argv.indexOf('--from');
const result =
  fromIndex > 0
    ? { stdout: readFileSync(process.argv[fromIndex + 1] ?? '', 'utf8'), stderr: '', error: undefined }
    : spawnSync(npm, ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** npm prints JSON even when it finds something (exit 1); an error comes as `{ error }` or as text on stderr. */
function parseReport() {
  try {
    return JSON.parse(result.stdout);
  } catch {
    return null;
  }
}

const report = parseReport();
if (!report || report.error || !report.metadata) {
  const why = report?.error?.summary || report?.message || result.error?.message || result.stderr.trim().split('\n').at(-1) || 'no report';
  console.error(`npm audit could not be run: ${why}`);
  console.error('It needs the npm registry\'s advisory endpoint (registry.npmjs.org or a mirror that serves /-/npm/v1/security/advisories/bulk).');
  process.exit(2);
}

/** The advisories behind a vulnerable package (a package only vulnerable through another names that one instead). */
function advisoriesOf(vulnerability) {
  return vulnerability.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
}

function fixOf(vulnerability) {
  const fix = vulnerability.fixAvailable;
  if (fix === true) return 'fix: npm update (within the declared ranges)';
  if (fix && typeof fix === 'object') return `fix: ${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (a major update: breaking)' : ''}`;
  return 'no fix published yet';
}

const counts = report.metadata.vulnerabilities;
const vulnerabilities = Object.values(report.vulnerabilities ?? {}).sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
console.log(`Production dependencies audited: ${report.metadata.dependencies?.prod ?? '?'}`);
console.log(`Vulnerable packages: ${SEVERITIES.map((s) => `${counts[s] ?? 0} ${s}`).join(', ')}`);
for (const vulnerability of vulnerabilities) {
  const through = vulnerability.via.filter((via) => typeof via === 'string');
  console.log(`\n[${vulnerability.severity}] ${vulnerability.name} ${vulnerability.range}`);
  for (const advisory of advisoriesOf(vulnerability)) console.log(`  ${advisory}`);
  if (through.length) console.log(`  through ${through.join(', ')}`);
  console.log(`  ${fixOf(vulnerability)}`);
}

const blocking = vulnerabilities.filter((v) => BLOCKING.has(v.severity)).length;
console.log(blocking ? `\n${blocking} at high or critical: update them before the release.` : '\nNothing at high or critical.');
process.exit(blocking ? 1 : 0);

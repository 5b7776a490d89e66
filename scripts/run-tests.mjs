#!/usr/bin/env node
// Runs every vitest project, then prints one plain summary line
// ("tests: N passed, N failed") so CI can read the outcome at a glance.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(mkdtempSync(path.join(tmpdir(), 'fanline-vitest-')), 'report.json');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);

let status = result.status ?? 1;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(`tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  // Never let a run with failures exit 0, whatever vitest's own exit code says.
  if (summary.numFailedTests > 0 || summary.numFailedTestSuites > 0 || summary.success === false) status = status || 1;
} else if (status === 0) {
  console.error('vitest wrote no report; treating the run as failed');
  status = 1;
}
process.exit(status);

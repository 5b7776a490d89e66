import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from './plans';

/**
 * Plan ids are spelled out only in the plan table (issue #15): everywhere else
 * a plan comes from PLANS, FREE_PLAN, PAID_PLAN_IDS or cheapestPlanWith, and a
 * rule from planAllows. Tests (`*.test.*` and the `tests/` folders of test
 * support) may name plans; frozen migrations live under db/ and are not walked.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WALKED = ['apps', 'packages', 'scripts'];
const THE_TABLE = 'packages/core/src/plans.ts';
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'tests']);
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

const ids = PLAN_IDS.join('|');
/** 'nexus', "nexus" (JSX attributes), `nexus`, and PLANS.nexus. */
const PLAN_LITERAL = new RegExp(`(['"\`])(?:${ids})\\1|\\bPLANS\\.(?:${ids})\\b`);

function hasPlanLiteral(line: string): boolean {
  return !COMMENT_LINE.test(line) && PLAN_LITERAL.test(line);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

describe('plan-id literals', () => {
  it('finds a plan id in quotes, backticks or PLANS.<id>, and nothing else', () => {
    for (const line of [`if (id === 'spark')`, `<Badge plan="nexus" />`, 'const p = `flow`;', 'PLANS.ignite.bots', `user.plan !== 'flow'`]) {
      expect(hasPlanLiteral(line), line).toBe(true);
    }
    for (const line of [`'Upgrade to Flow'`, `'flow-chart'`, `flow.buy(id)`, `{ flow: PurchaseFlow }`, `PLANS[FREE_PLAN]`, ` * e.g. 'nexus'`, `/** "nexus" → "Nexus". */`]) {
      expect(hasPlanLiteral(line), line).toBe(false);
    }
  });

  it('appear in no source file outside the plan table', () => {
    const hits = WALKED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((path) => relative(ROOT, path) !== THE_TABLE)
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, i) => (hasPlanLiteral(line) ? [`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(hits).toEqual([]);
  });
});

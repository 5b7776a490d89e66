import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The rule sets axe runs (issue #24 point 5): WCAG 2.0, 2.1 and 2.2 at levels
 * A and AA, which is what the product promises, plus axe's best practices
 * (landmarks, one main, heading order, unique names), which catch most of what
 * Lighthouse's accessibility score counts. AAA rules stay off: enhanced
 * contrast (7:1) would force a different palette, and nothing promises it.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What the tests refuse; moderate and minor findings are printed but pass. */
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** One line per failing element: its selector and what is wrong with it. */
  targets: string[];
}

function toFinding(screen: string, violation: Violation): AxeFinding {
  return {
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `${node.target.join(' >>> ')}${why ? `: ${why}` : ''}`;
    }),
  };
}

/**
 * Waits for entrance animations (fades, dialog zoom) to end, so axe measures
 * the colours people see rather than a half-faded frame. Endless ones
 * (spinners, the floating hero card) are left alone.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Runs axe on the page once its animations have ended and returns the serious and critical findings, labelled with `screen`. */
export async function findBlockingViolations(page: Page, screen: string): Promise<AxeFinding[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const findings = results.violations.map((violation) => toFinding(screen, violation));
  const minor = findings.filter((finding) => !BLOCKING.has(finding.impact));
  if (minor.length > 0) console.info(`axe (not blocking) on ${screen}:\n${formatFindings(minor)}`);
  return findings.filter((finding) => BLOCKING.has(finding.impact));
}

/** A readable report: one block per rule and screen, with each element to fix. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => [`[${f.impact}] ${f.rule} on ${f.screen}: ${f.help} (${f.helpUrl})`, ...f.targets.map((t) => `    ${t}`)].join('\n'))
    .join('\n');
}

/**
 * Collects findings across several screens of one test, so a single run lists
 * everything to fix; `assertClean` fails with the whole report.
 */
export function createAxeAudit() {
  const found: AxeFinding[] = [];
  return {
    async check(page: Page, screen: string): Promise<void> {
      found.push(...(await findBlockingViolations(page, screen)));
    },
    assertClean(): void {
      if (found.length > 0) throw new Error(`axe found ${found.length} serious or critical violation(s):\n${formatFindings(found)}`);
    },
  };
}

import { CATEGORIES, type Category, type PageAudit } from './lighthouse-run';
import type { RouteBudget } from './web-routes';

/** Issue #24's Lighthouse targets, mobile profile. */
const SCORE_TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const mark = (met: boolean) => (met ? 'met' : 'MISSED');

export function routeLines(routes: readonly RouteBudget[]): string[] {
  const lines = ['Gzipped JavaScript before first render (entry + static imports; signed-in areas: what they add)'];
  for (const route of routes) {
    const sign = route.measures === 'extra' ? '+' : ' ';
    const size = `${sign}${kb(route.weight.gzipBytes)}`.padStart(10);
    const target =
      route.targetBytes === null
        ? 'no target'
        : `target ${sign.trim()}${kb(route.targetBytes)}  ${mark(route.weight.gzipBytes <= route.targetBytes)}`;
    lines.push(`  ${route.name.padEnd(24)}${size}   ${target}`);
    lines.push(`    chunks: ${route.weight.chunks.map((name) => name.replace(/^assets\//, '')).join(', ')}`);
    for (const leak of route.leaks) lines.push(`    carries ${leak}`);
  }
  return lines;
}

export function auditLines(audits: readonly PageAudit[], when: Date): string[] {
  const lines = [`Lighthouse, mobile, simulated throttling (${when.toISOString()})`];
  for (const audit of audits) {
    const path = new URL(audit.url).pathname;
    lines.push(`  ${path}   FCP ${seconds(audit.fcpMs)}   LCP ${seconds(audit.lcpMs)}`);
    for (const category of CATEGORIES) {
      const score = audit.scores[category];
      const target = SCORE_TARGETS[category];
      lines.push(`    ${category.padEnd(15)}${String(score).padStart(4)}   target ${target}  ${mark(score >= target)}`);
      if (score < target) for (const title of audit.failing[category]) lines.push(`      - ${title}`);
    }
  }
  return lines;
}

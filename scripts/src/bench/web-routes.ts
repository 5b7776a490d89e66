import { entryChunk, lazyChunkFor, staticClosure, weighChunks, type RouteWeight } from './web-chunks';
import type { BuiltChunk } from './web-build';

const KB = 1024;

/** Issue #24: what each route may load before its first render, in gzipped bytes. */
export interface RouteBudget {
  name: string;
  /** Public pages count everything; a signed-in area counts what it adds to the entry. */
  measures: 'total' | 'extra';
  targetBytes: number | null;
  weight: RouteWeight;
  /** Code the route must not carry (charts, admin, schemas), by module. */
  leaks: string[];
}

// Modules the public pages must not carry. admin-view.ts is exempt: it only reads
// `?view=admin`, which `/` needs to choose between the console and the dashboard.
const PUBLIC_FORBIDDEN: { what: string; test: RegExp }[] = [
  { what: 'charts', test: /node_modules\/(recharts|d3-[a-z]+|victory-vendor)\// },
  { what: 'admin', test: /src\/features\/admin\/(?!admin-view\.ts$)/ },
  { what: 'dashboard', test: /src\/features\/(dashboard|analytics|bots|bot-form|inbox)\// },
  { what: 'schemas (zod)', test: /node_modules\/zod\/v4\/(classic|mini)\// },
];

function publicLeaks(moduleIds: readonly string[]): string[] {
  const found = new Map<string, Set<string>>();
  for (const id of moduleIds) {
    const rule = PUBLIC_FORBIDDEN.find(({ test }) => test.test(id));
    if (!rule) continue;
    const short = id.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '');
    if (!found.has(rule.what)) found.set(rule.what, new Set());
    found.get(rule.what)!.add(short);
  }
  return [...found].map(([what, ids]) => `${what}: ${[...ids].slice(0, 4).join(', ')}${ids.size > 4 ? ` and ${ids.size - 4} more` : ''}`);
}

/** The four routes of issue #24, weighed from the bundle graph. */
export function weighRoutes(chunks: ReadonlyMap<string, BuiltChunk>): RouteBudget[] {
  const entry = staticClosure(chunks, entryChunk(chunks).fileName);
  const withLazy = (moduleSuffix: string) => staticClosure(chunks, lazyChunkFor(chunks, moduleSuffix).fileName, new Set(entry));

  const landing = weighChunks(chunks, entry);
  const pricing = weighChunks(chunks, withLazy('src/features/billing/index.ts'));
  const dashboard = weighChunks(chunks, withLazy('src/features/dashboard/index.ts'), entry);
  const admin = weighChunks(chunks, withLazy('src/features/admin/index.ts'), entry);
  return [
    { name: 'landing /', measures: 'total', targetBytes: 150 * KB, weight: landing, leaks: publicLeaks(landing.moduleIds) },
    { name: 'pricing /pricing', measures: 'total', targetBytes: 150 * KB, weight: pricing, leaks: publicLeaks(pricing.moduleIds) },
    { name: 'dashboard (signed in)', measures: 'extra', targetBytes: 300 * KB, weight: dashboard, leaks: [] },
    { name: 'admin console', measures: 'extra', targetBytes: null, weight: admin, leaks: [] },
  ];
}

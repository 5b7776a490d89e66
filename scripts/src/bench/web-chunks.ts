import { gzipSync } from 'node:zlib';
import type { BuiltChunk } from './web-build';

/** What a route needs before it can render, in gzipped bytes, and which modules that covers. */
export interface RouteWeight {
  chunks: string[];
  gzipBytes: number;
  moduleIds: string[];
}

/** A chunk and everything it imports statically: what the browser fetches (or modulepreloads) before running it. */
export function staticClosure(chunks: ReadonlyMap<string, BuiltChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = chunks.get(fileName);
  if (!chunk) throw new Error(`The bundle has no chunk ${fileName}`);
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(chunks, imported, into);
  return into;
}

export function entryChunk(chunks: ReadonlyMap<string, BuiltChunk>): BuiltChunk {
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return entries[0]!;
}

/**
 * The chunk a dynamic import() of `moduleSuffix` (e.g. "src/features/dashboard/index.ts")
 * loads: the one holding that module, which is not always its facade when
 * another lazy part shares the module.
 */
export function lazyChunkFor(chunks: ReadonlyMap<string, BuiltChunk>, moduleSuffix: string): BuiltChunk {
  const found = [...chunks.values()].find((chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(moduleSuffix)));
  if (!found) throw new Error(`No chunk is loaded by an import() of ${moduleSuffix}; has the route stopped being lazy?`);
  return found;
}

/** gzip level 9, as the build's precompressed .gz files and most servers use. */
function gzipBytes(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

/** The weight of `fileNames`, leaving out those in `alreadyLoaded` (the entry's, for a lazy part). */
export function weighChunks(chunks: ReadonlyMap<string, BuiltChunk>, fileNames: Iterable<string>, alreadyLoaded: ReadonlySet<string> = new Set()): RouteWeight {
  const needed = [...fileNames].filter((name) => !alreadyLoaded.has(name)).sort();
  const parts = needed.map((name) => chunks.get(name)!);
  return {
    chunks: needed,
    gzipBytes: parts.reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0),
    moduleIds: parts.flatMap((chunk) => chunk.moduleIds),
  };
}

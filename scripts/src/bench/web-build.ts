import path from 'node:path';
import { build, type Plugin } from 'vite';
import { REPO_ROOT } from '../paths';

export const WEB_ROOT = path.join(REPO_ROOT, 'apps/web');

/** One emitted JavaScript chunk, as the bundler saw it. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** Chunks this one imports statically (fetched with it, before it runs). */
  imports: string[];
  moduleIds: string[];
}

/** Keeps every JavaScript chunk of the bundle, so route sizes are read from the bundler's own graph rather than parsed back out of the files. */
function recordChunks(into: Map<string, BuiltChunk>): Plugin {
  return {
    name: 'fanline-bench-record-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(output.fileName, {
          fileName: output.fileName,
          code: output.code,
          isEntry: output.isEntry,
          imports: output.imports,
          moduleIds: output.moduleIds,
        });
      }
    },
  };
}

/** Builds apps/web with its own vite.config.ts into `outDir` (a scratch folder: others test against apps/web/dist). */
export async function buildWeb(outDir: string): Promise<Map<string, BuiltChunk>> {
  const chunks = new Map<string, BuiltChunk>();
  await build({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [recordChunks(chunks)],
  });
  return chunks;
}

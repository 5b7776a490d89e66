import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import type * as Prerender from './src/prerender';

// In development the API runs separately on :3000; in production it serves this build itself.
const API_ORIGIN = 'http://localhost:3000';
const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * On the root of a prerendered page until the app takes it over. A signed-in
 * visitor is not shown that guest's page meanwhile: the server's head script
 * marks <html data-signed-in> and index.css hides the marked root.
 */
const PRERENDERED_MARK = 'data-prerendered';

/** Where a prerendered page goes: /pricing → pricing/index.html; `/` beside the shell, which every other path keeps (apps/api/src/html-files.ts). */
function prerenderedFileName(page: string): string {
  return page === '/' ? 'landing.html' : `${page.slice(1)}/index.html`;
}

/**
 * Issue #24: landing and pricing paint from their HTML rather than after the script runs.
 * Once the client bundle and its index.html exist, src/prerender.tsx is built for Node,
 * renders each page as a guest sees it, and its markup is written into a copy of the shell.
 */
function prerenderPublicPages(): Plugin {
  let root = '';
  return {
    name: 'fanline-prerender-public-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return;
      const template = String(shell.source);
      if (!template.includes(ROOT_ELEMENT)) this.error(`index.html has no empty ${ROOT_ELEMENT} to prerender into`);

      const outDir = await mkdtemp(path.join(tmpdir(), 'fanline-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react(), tailwindcss()],
          // Bundled whole, so the temporary build runs from anywhere.
          ssr: { noExternal: true },
          build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true },
        });
        const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
        const { PRERENDERED_PAGES, prerenderPage } = (await import(entry)) as typeof Prerender;
        for (const page of PRERENDERED_PAGES) {
          const body = await prerenderPage(page);
          // A boundary that suspended would be rendered on the client instead, and fail to hydrate.
          if (body.includes('<!--$!-->') || body.includes('<!--$?-->')) this.error(`${page} suspended while prerendering`);
          this.emitFile({ type: 'asset', fileName: prerenderedFileName(page), source: template.replace(ROOT_ELEMENT, `<div id="root" ${PRERENDERED_MARK}>${body}</div>`) });
        }
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderPublicPages(),
    // A .br and a .gz beside each text file over 1 KB (originals kept), at the highest levels: compressed once here,
    // the API picks one per request by Accept-Encoding (apps/api/src/static-web.ts). Smaller files gain too little.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    proxy: {
      '/trpc': API_ORIGIN,
      '/api': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // zod's builders only build schemas, so one nobody uses (core's server-side schemas, living beside the
      // plan rules the pricing page needs) can be dropped: "no schemas it never runs" (issue #24). textField is
      // core's builder of a text schema (packages/core/src/input-fields.ts).
      treeshake: { manualPureFunctions: ['z', 'textField'] },
      output: {
        // React and the router change far less often than the app; a separate chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});

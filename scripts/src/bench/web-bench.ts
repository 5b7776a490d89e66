import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiProcess } from '@fanline/testing';
import { openBenchDatabase } from './bench-database';
import { auditPage, type PageAudit } from './lighthouse-run';
import { buildWeb } from './web-build';
import { auditLines, routeLines } from './web-report';
import { weighRoutes } from './web-routes';

// Issue #24: the web app's weight per route, then Lighthouse on the public pages
// served by the real API from that same build. The build goes to a scratch
// folder, because others run the browser tests against apps/web/dist meanwhile.
const PAGES = ['/', '/pricing'];

const outDir = mkdtempSync(path.join(tmpdir(), 'fanline-web-bench-'));
try {
  const chunks = await buildWeb(outDir);
  console.log(routeLines(weighRoutes(chunks)).join('\n'));

  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined);
  try {
    const api = await startApiProcess({
      databaseUrl: database.url,
      appSecret: randomBytes(32).toString('hex'),
      telegramApiRoot: 'http://127.0.0.1:9',
      telegramMode: 'polling',
      env: { WEB_DIST_DIR: outDir },
    });
    try {
      const audits: PageAudit[] = [];
      // One page at a time: Lighthouse's simulated throttling assumes the machine is otherwise idle.
      for (const page of PAGES) audits.push(await auditPage(`${api.url}${page}`));
      console.log(`\n${auditLines(audits, new Date()).join('\n')}`);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited();
    }
  } finally {
    await database.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

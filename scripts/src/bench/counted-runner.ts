import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../paths';
import { countRoundTrips } from './runner-round-trips';

// The bench's entry for a runner process: the runner itself, its round trips to PostgreSQL counted (see runner-round-trips.ts).
countRoundTrips(process.env.BENCH_SQL_LOG || undefined);
await import(pathToFileURL(path.join(REPO_ROOT, 'apps/runner/src/main.ts')).href);

import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from '../migrations/index';
import type { Db } from './create-db';
import { installJobQueue } from './job-queue';

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

/**
 * Applies every pending migration, then installs the job queue's own schema
 * (graphile-worker versions it; the inbound queue needs it before any webhook
 * arrives). Throws with the failing migration's name.
 */
export async function migrateToLatest(db: Db, connectionString: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  await installJobQueue(connectionString);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

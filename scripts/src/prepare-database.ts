import { createDb, migrateToLatest } from '@fanline/db';
import { seedPlans } from '@fanline/services';

/** Brings a database to the current schema and seeds the plans; both steps are idempotent. */
export async function prepareDatabase(url: string): Promise<{ migrations: string[]; plans: number }> {
  const db = createDb({ connectionString: url, maxConnections: 2, applicationName: 'fanline-setup' });
  try {
    const migrations = await migrateToLatest(db, url);
    const plans = await seedPlans(db);
    return { migrations, plans };
  } finally {
    await db.destroy();
  }
}

import { createDb, migrateToLatest } from '@fanline/db';
import { runCli, withLocalDatabase } from './with-database';

runCli(() =>
  withLocalDatabase(async (url) => {
    const db = createDb({ connectionString: url, maxConnections: 1 });
    try {
      const applied = await migrateToLatest(db, url);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
    } finally {
      await db.destroy();
    }
  }),
);

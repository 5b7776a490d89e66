import { createDb, enableKnowledgeVectors } from '@fanline/db';
import { runCli, withLocalDatabase } from './with-database';

// npm run knowledge:vectors: turns on vector search over knowledge on a database that gained pgvector after it was migrated.
runCli(() =>
  withLocalDatabase(async (url) => {
    const db = createDb({ connectionString: url, maxConnections: 1 });
    try {
      if (!(await enableKnowledgeVectors(db))) {
        throw new Error('This PostgreSQL has no pgvector (or this role may not create it): knowledge stays searched by words only');
      }
      console.log('Vector search is ready. With EMBEDDINGS_MODEL set, each runner embeds the existing documents when it starts.');
    } finally {
      await db.destroy();
    }
  }),
);

import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '@fanline/core';
import { createDb } from '@fanline/db';
import { createOrPromoteAdmin } from '@fanline/services';
import { prepareDatabase } from './prepare-database';
import { runCli, withLocalDatabase } from './with-database';

const USAGE = 'Usage: npm run create-admin -- --email admin@example.com --password "…" --name "Ada Admin"';

const argsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required'),
});

runCli(async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new Error(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);
  }
  await withLocalDatabase(async (url) => {
    await prepareDatabase(url);
    const db = createDb({ connectionString: url, maxConnections: 1 });
    try {
      const { user, created } = await createOrPromoteAdmin(db, parsed.data);
      console.log(`${created ? 'Created' : 'Promoted'} administrator ${user.email}`);
    } finally {
      await db.destroy();
    }
  });
});

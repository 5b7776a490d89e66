import { prepareDatabase } from './prepare-database';
import { runCli, withLocalDatabase } from './with-database';

runCli(() =>
  withLocalDatabase(async (url) => {
    const { plans } = await prepareDatabase(url);
    console.log(`Seeded ${plans} plans`);
  }),
);

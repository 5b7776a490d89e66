import { openLocalDatabase } from './local-database';

/** Runs a CLI body against the local database, stopping the embedded server if this CLI started it. */
export async function withLocalDatabase(body: (url: string) => Promise<void>): Promise<void> {
  const database = await openLocalDatabase();
  try {
    await body(database.url);
  } finally {
    if (database.started) await database.stop();
  }
}

export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

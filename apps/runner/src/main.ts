import { hostname } from 'node:os';
import { BOT_CHANGES_CHANNEL, createDb, listenForNotifications } from '@fanline/db';
import { createConsoleLogger } from '@fanline/services';
import { loadRunnerEnv } from './env';

const log = createConsoleLogger('runner');

let env;
try {
  env = loadRunnerEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const runnerId = env.RUNNER_ID ?? `${hostname()}-${process.pid}`;
const db = createDb({ connectionString: env.DATABASE_URL, maxConnections: 5, applicationName: 'fanline-runner' });
let stopping = false;

// Installed before any await, so a SIGTERM during start-up still shuts down cleanly.
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('Runner stopping', { signal });
  await listener.then((l) => l.close()).catch(() => {});
  await db.destroy();
  log.info('Runner stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const listener = listenForNotifications(
  env.DATABASE_URL,
  BOT_CHANGES_CHANNEL,
  (payload) => log.info('Bot change received', { payload }),
  (error) => log.error('Change feed failed', { error: error.message }),
);

// Answering fans arrives with the bot-runner work; for now the process proves
// it can reach the database and hold its change feed open until told to stop.
await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
await listener;
if (!stopping) log.info('Runner ready', { runner_id: runnerId });

import { parseArgs } from 'node:util';
import { createDb } from '@fanline/db';
import { createSecretBox } from '@fanline/services';
import { resolveAppSecret } from './app-secret';
import { generateDemoData, type DemoDataSummary } from './demo-data/generate-demo-data';
import { runCli, withLocalDatabase } from './with-database';

// Without --reset the account must not already hold demo bots (it refuses rather than doubling the month);
// --reset deletes ALL of the account's bots, and by cascade their fans, chats, payments and rollups, first.
const USAGE = 'Usage: npm run demo-data -- --email creator@example.com [--reset: delete all of its bots first] [--seed 20261122]';

function parseOptions() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, reset: { type: 'boolean', default: false }, seed: { type: 'string' } },
    strict: true,
  });
  if (!values.email?.trim()) throw new Error(`--email: the creator account to fill is required\n${USAGE}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--seed must be an integer (got "${values.seed}")\n${USAGE}`);
  return { email: values.email.trim(), reset: values.reset, seed };
}

function printSummary(s: DemoDataSummary): void {
  const lines = [
    `Demo data for ${s.email}${s.deletedBots ? ` (deleted ${s.deletedBots} existing bots first)` : ''}`,
    `  ${s.planChange}`,
    ...s.bots.map((b) => `  ${b.name.padEnd(34)} ${b.state.padEnd(7)} ${String(b.fans).padStart(4)} fans ${String(b.messages).padStart(6)} messages ${String(b.payments).padStart(4)} payments`),
    `  total: ${s.fans} fans, ${s.messages} messages (${s.voiceReplies} voice replies), ${s.tipPrompts} tip prompts, ` +
      `${s.payments} payments (${s.refunds} refunded), $${s.revenueUsd.toFixed(2)} revenue over the last 30 days`,
  ];
  console.log(lines.join('\n'));
}

runCli(async () => {
  const options = parseOptions();
  await withLocalDatabase(async (url) => {
    const db = createDb({ connectionString: url, maxConnections: 1, applicationName: 'fanline-demo-data' });
    try {
      printSummary(await generateDemoData(db, createSecretBox(resolveAppSecret()), options));
    } finally {
      await db.destroy();
    }
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function cli(script: string, args: string[] = []) {
  return run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/src', script), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url },
  });
}

describe('npm run seed', () => {
  it('seeds the four plans and can run again', async () => {
    await database.db.deleteFrom('plans').where('id', '=', 'nexus').execute();
    await cli('seed.ts');
    const { stdout } = await cli('seed.ts');
    expect(stdout).toContain('Seeded 4 plans');
    const plans = await database.db.selectFrom('plans').select(['id', 'price_cents', 'bots', 'messages']).orderBy('sort_order').execute();
    expect(plans).toEqual([
      { id: 'spark', price_cents: 0, bots: 1, messages: 100 },
      { id: 'ignite', price_cents: 1500, bots: 5, messages: 5000 },
      { id: 'flow', price_cents: 3000, bots: 35, messages: 15000 },
      { id: 'nexus', price_cents: 6000, bots: 999999, messages: 50000 },
    ]);
  });
});

describe('npm run migrate', () => {
  it('finds the database up to date, and the job queue installs without a warning', async () => {
    const { stdout, stderr } = await cli('migrate.ts');
    expect(stdout).toContain('Database is up to date');
    // graphile-worker warns on stderr about a pool without error handlers (issue #34: a quiet start).
    expect(stderr).toBe('');
  });
});

describe('npm run create-admin', () => {
  const args = ['--email', 'Boss@Fanline.test', '--password', 'admin-pass-1', '--name', 'Boss'];

  it('creates an admin, then promotes idempotently', async () => {
    const first = await cli('create-admin.ts', args);
    expect(first.stdout).toContain('Created administrator boss@fanline.test');
    const second = await cli('create-admin.ts', args);
    expect(second.stdout).toContain('Promoted administrator boss@fanline.test');
    const admins = await database.db.selectFrom('users').selectAll().where('email', '=', 'boss@fanline.test').execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ is_admin: true, is_active: true, messages_remaining: 999999, bots_limit: 999999 });
  });

  it('refuses bad arguments by name and changes nothing', async () => {
    const before = await database.db.selectFrom('users').select('id').execute();
    await expect(cli('create-admin.ts', ['--email', 'nope', '--password', '123', '--name', 'X'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/--email: Enter a valid email address[\s\S]*--password: Password must be at least 6 characters/),
    });
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });
});

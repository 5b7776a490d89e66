import { defineConfig } from 'vitest/config';

const databaseSetup = ['packages/testing/src/global-setup.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'db/src/**/*.test.ts'],
          environment: 'node',
          // The crisis screen's tests train its classifier before they start: 3–4 s on a quick machine, 8–12 s on a slow one, more beside other files.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/tests/**/*.test.ts', 'apps/runner/tests/**/*.test.ts', 'scripts/tests/**/*.test.ts'],
          globalSetup: databaseSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: databaseSetup,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

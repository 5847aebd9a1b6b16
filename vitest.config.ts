import { defineConfig } from 'vitest/config';

const apiTests = ['domains/**/*.api.test.ts', 'server/**/*.api.test.ts', 'tests/api/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The API files about the embedded database itself, which run on PGlite even when PostgreSQL runs
 * the whole API suite: the job engine on it, the socket news that its LISTEN carries, and the demo
 * seed an embedded start fills it with. Everything else runs once, on PostgreSQL when there is one
 * (decision 0027); API_ON_BOTH=1 runs all of it on both.
 */
const embeddedDatabaseTests = [
  'domains/jobs/engine.api.test.ts',
  'tests/api/realtime.test.ts',
  'domains/storages/catalogue-seed.api.test.ts',
];
const onBoth = process.env.API_ON_BOTH === '1';

/**
 * Files and the tests in them run in a random order, so that a test leaning on another's leftovers
 * fails instead of passing by luck; `--sequence.seed=<n>` repeats an order. A worker runs its files
 * one after another in one module graph (isolate: false): the app's modules load once per worker,
 * not once per file, and every file builds its own app on its own database.
 */
const everySuite = {
  setupFiles: ['tests/helpers/block-network.ts'],
  sequence: { shuffle: true },
  isolate: false,
};

const apiSuite = {
  ...everySuite,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. API
    // files wait on the database, sockets and timers, so more files than cores run at once.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        test: {
          ...everySuite,
          name: 'unit',
          include: ['{lib,app,domains,server,db,tools}/**/*.test.{ts,tsx}'],
          exclude: [...apiTests, 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          ...apiSuite,
          name: 'api',
          include: postgresUrl && !onBoth ? embeddedDatabaseTests : apiTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/helpers/pglite-template.global.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...apiSuite,
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                globalSetup: ['tests/helpers/postgres-template.global.ts'],
              },
            },
          ]
        : []),
    ],
  },
});

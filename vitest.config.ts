import { defineConfig } from 'vitest/config';

const apiTests = ['domains/**/*.api.test.ts', 'server/**/*.api.test.ts', 'tests/api/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    setupFiles: ['tests/helpers/block-network.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{lib,app,domains,server,db,tools}/**/*.test.{ts,tsx}'],
          exclude: [...apiTests, 'node_modules/**'],
          setupFiles: ['tests/helpers/block-network.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: apiTests,
          setupFiles: ['tests/helpers/block-network.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/helpers/pglite-template.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                setupFiles: ['tests/helpers/block-network.ts'],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});

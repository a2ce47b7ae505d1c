import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // `*.embedded.test.ts` exercise the embedded database itself (files on disk, kill -9): they run in the
    // embedded pass only, not again when TEST_DATABASE_URL points the suite at PostgreSQL.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**', 'src/**/*.embedded.test.ts']
      : ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file opens its own database; more workers only contend.
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // `*.embedded.test.ts` exercise the embedded database itself (files on disk, kill -9): they run in the
    // embedded pass only, not again when TEST_DATABASE_URL points the suite at PostgreSQL.
    // `*.postgres.test.ts` need PostgreSQL itself (several server processes on one database): they run in
    // the PostgreSQL pass only.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**', 'src/**/*.embedded.test.ts']
      : ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file opens its own database; more workers only contend.
    maxWorkers: 2,
    // A worker evaluates the server's modules once for all its files, not once per file (about 2 s each: half
    // the suite's time). Each file still builds its own app on its own database; nothing a file changes is
    // kept in a module (fake timers and globals are put back in the file's afterAll).
    isolate: false,
  },
});

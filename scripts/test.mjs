#!/usr/bin/env node
// `npm test`: install what is missing, then typecheck, lint, unit and integration tests (server on the
// embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set), build, end-to-end tests.
// Stops at the first failure; ends with `N passed, M failed`.
import fs from 'node:fs';
import { ensureSupportedNode } from './lib/runtime.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, repoPath } from './lib/paths.mjs';
import { runChecked } from './lib/proc.mjs';
import { runSteps } from './lib/steps.mjs';
import { hasTestFiles } from './lib/tests.mjs';

await ensureSupportedNode();

/** process.env without TEST_DATABASE_URL: the server suite then runs on in-memory PGlite. */
function envWithoutTestDatabase() {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  return env;
}

function vitest(workspace, env = process.env) {
  return async () => {
    if (!hasTestFiles(repoPath(workspace))) return { skipped: `no test files in ${workspace}` };
    await runChecked('npx', ['vitest', 'run'], { cwd: repoPath(workspace), env });
  };
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps = [
  { name: 'install dependencies', run: async () => void (await ensureInstalled()) },
  { name: 'typecheck', run: () => runChecked('npm', ['run', 'typecheck'], { cwd: ROOT }) },
  { name: 'lint', run: () => runChecked('npm', ['run', 'lint'], { cwd: ROOT }) },
  { name: 'server tests (PGlite)', run: vitest('apps/server', envWithoutTestDatabase()) },
  {
    name: 'server tests (PostgreSQL)',
    run: async () => {
      if (!process.env.TEST_DATABASE_URL) return { skipped: 'TEST_DATABASE_URL is not set' };
      return vitest('apps/server')();
    },
  },
  { name: 'web unit tests', run: vitest('apps/web') },
  { name: 'contract unit tests', run: vitest('packages/contract') },
  { name: 'build', run: () => runChecked('npm', ['run', 'build'], { cwd: ROOT }) },
  {
    name: 'end-to-end tests (Chromium)',
    run: async () => {
      if (!fs.existsSync(chromium)) {
        return {
          failed: `Chromium not found at ${chromium}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`,
        };
      }
      await runChecked('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
        cwd: ROOT,
        env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      });
    },
  },
];

const ok = await runSteps(steps);
process.exit(ok ? 0 : 1);

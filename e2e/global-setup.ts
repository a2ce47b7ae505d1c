/** Starts the production build once for the whole run; the tests read its address from the environment. */
import type { FullConfig } from '@playwright/test';
import { startServer } from './support/server.ts';
import { call, tokenFor } from './support/api.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/env.ts';

export default async function globalSetup(_config: FullConfig) {
  const server = await startServer({ adminPassword: ADMIN_PASSWORD, twoFactor: 'optional', demoData: true });
  // Workers are started after this and inherit the environment.
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_SERVER_PID = String(server.pid);
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_SERVER_LOG = server.logFile;
  // The first admin has seen the guided tour: the specs signing in as them test other things. A new admin the
  // specs create is offered the tour as any new admin is (`tour.spec.ts`).
  const token = await tokenFor(ADMIN_USERNAME, ADMIN_PASSWORD, server.baseURL);
  await call('POST', '/auth/me/tour', { token, base: server.baseURL });
  console.log(`[e2e] server ready at ${server.baseURL} (data ${server.dataDir})`);
}

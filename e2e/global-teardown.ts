/** Stops the server the global setup started. */
import { stopServer } from './support/server.ts';

export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  const dataDir = process.env.E2E_DATA_DIR;
  if (pid && dataDir) await stopServer({ pid, dataDir });
}

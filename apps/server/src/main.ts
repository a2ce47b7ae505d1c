/** Entry point: config -> buildApp -> listen. SIGTERM/SIGINT stop accepting, finish requests, close the database. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { buildApp } from './app.js';
import { ReportZoneMismatch } from './modules/analytics/report-zone.js';
import { postDemoData } from './demo/post-all.js';

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = { ...loadConfig(), webRoot: path.resolve(webRoot) };
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close(); // release the database and the data directory before giving up
    throw error;
  });
  const shown = address.replace('127.0.0.1', 'localhost');
  const first = app.bootstrapResult.firstAdmin;
  const lines = [
    `Backlot is running at ${shown}  (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`,
  ];
  if (first) {
    lines.push(
      `Sign in as "${first.username}" with password: ${first.generated ? first.password : '(the ADMIN_PASSWORD you set)'}`,
    );
    if (first.generated) lines.push('This password is shown only once: keep it, then change it on your profile page.');
  }
  if (app.bootstrapResult.demoTrafficSite && (config.demoTraffic !== false || config.demoCommerce !== false))
    lines.push('Demo data is arriving for a minute or two: the dashboard fills in meanwhile.');
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  // Printed first, so the sign-in line shows as soon as the site answers; the demo data follows.
  void postDemoData(app, address, config).catch((error: unknown) =>
    app.log.warn({ err: error }, 'demo data could not be posted'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ReportZoneMismatch) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Backlot failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

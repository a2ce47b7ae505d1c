/** Entry point: config -> buildApp -> listen. SIGTERM/SIGINT stop accepting, finish requests, close the database. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { buildApp } from './app.js';
import { ReportZoneMismatch } from './modules/analytics/report-zone.js';
import { postDemoSupport } from './demo/post-support.js';
import { postDemoTraffic } from './demo/post-traffic.js';
import { httpSender, keepDemoKeys, postDemoCommerce } from './demo/post-commerce.js';

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
  const trafficSite = app.bootstrapResult.demoTrafficSite;
  if (trafficSite) await keepDemoKeys(config.dataDir, trafficSite);
  if (trafficSite && config.demoTraffic !== false) {
    // Through the real intake over HTTP, so demo members follow the production path. Demo members missing
    // is no reason to refuse to serve: a failure is logged and the start goes on.
    const started = Date.now();
    await postDemoTraffic(app.db, address, trafficSite).then(
      (sent) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        app.log.info(`demo traffic: ${sent.events} site events, ${sent.members} members, in ${seconds} s`);
      },
      (error: unknown) => app.log.warn({ err: error }, 'demo traffic could not be sent'),
    );
    // Tickets and comments after the traffic: comments are written by the members it signed up.
    const supportStarted = Date.now();
    await postDemoSupport(app, trafficSite, app.bootstrapResult.firstAdmin).then(
      (sent) => {
        const seconds = ((Date.now() - supportStarted) / 1000).toFixed(1);
        app.log.info(`demo support: ${sent.tickets} tickets, ${sent.comments} comments, in ${seconds} s`);
      },
      (error: unknown) => app.log.warn({ err: error }, 'demo tickets and comments could not be sent'),
    );
  }
  if (trafficSite && config.demoCommerce !== false) {
    // After the traffic: the simulator buys for the members it made, through the processors' real path.
    const started = Date.now();
    await postDemoCommerce(app.db, httpSender(address), trafficSite).then(
      ({ sent, refused }) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        app.log.info(`demo commerce: ${sent} notifications and spends (${refused} refused), in ${seconds} s`);
      },
      (error: unknown) => app.log.warn({ err: error }, 'demo commerce could not be sent'),
    );
  }
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
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
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

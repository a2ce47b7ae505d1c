/**
 * After a first start with demo data answers: the demo's traffic, tickets and comments, and a year of commerce,
 * posted through the real intakes and postback endpoints over HTTP (so demo members and orders follow the
 * production path), while the site already serves. Its start and end are recorded (`modules/demo-data`): the
 * dashboard says the figures are still arriving meanwhile. A failed part is logged and the rest goes on: missing
 * demo data is no reason to stop serving.
 */
import type { App } from '../app.js';
import type { Config } from '../config.js';
import { demoPostingFinished, demoPostingStarted } from '../modules/demo-data/state.js';
import { httpSender, keepDemoKeys, postDemoCommerce } from './post-commerce.js';
import { demoLostTransactions } from './lost-transactions.js';
import { demoMerchantAccounts } from './merchant-accounts.js';
import { postDemoSupport } from './post-support.js';
import { postDemoTraffic } from './post-traffic.js';

/** Runs `part`, logging what it sent and how long it took, or why it failed. */
async function timed<T>(app: App, what: string, part: () => Promise<T>, told: (sent: T) => string) {
  const started = Date.now();
  await part().then(
    (sent) => app.log.info(`demo ${what}: ${told(sent)}, in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => app.log.warn({ err: error }, `demo ${what} could not be sent`),
  );
}

export async function postDemoData(app: App, address: string, config: Config) {
  const site = app.bootstrapResult.demoTrafficSite;
  if (!site) return;
  const accounts = await demoMerchantAccounts(app.db, config, site.sites);
  await keepDemoKeys(config.dataDir, site, accounts, await demoLostTransactions(app.db, site.id, accounts));
  const traffic = config.demoTraffic !== false;
  const commerce = config.demoCommerce !== false;
  if (!traffic && !commerce) return;
  const started = Date.now();
  await demoPostingStarted(app.db);
  if (traffic) {
    await timed(
      app,
      'traffic',
      () => postDemoTraffic(app.db, address, site),
      (s) => `${s.events} site events, ${s.members} members`,
    );
    // Tickets and comments after the traffic: comments are written by the members it signed up.
    await timed(
      app,
      'support',
      () => postDemoSupport(app, site, app.bootstrapResult.firstAdmin),
      (s) => `${s.tickets} tickets, ${s.comments} comments`,
    );
  }
  // After the traffic: the simulator buys for the members it made, through the processors' real path.
  if (commerce)
    await timed(
      app,
      'commerce',
      () => postDemoCommerce(app.db, httpSender(address), site),
      (s) => `${s.sent} notifications and spends (${s.refused} refused)`,
    );
  await demoPostingFinished(app.db);
  app.log.info(`demo data complete, ${((Date.now() - started) / 1000).toFixed(1)} s after the site answered`);
}

#!/usr/bin/env node
// `npm run bench`: API throughput and the content catalogue at scale on the embedded database and on PostgreSQL,
// a large upload, then the page loads in Chromium.
// Figures, not tests: it exits non-zero only when a budget fails (an authenticated route's share of the
// bare route's throughput or its p99; the video list's p95 and the 100,000-row CSV export's memory and pace; the
// 100,000 orders' Excel export's time and memory;
// a 2 GB upload's server RSS growth; a page's bytes or first paint; the members list's p99 and p95; the events
// intake's rate and its acknowledged events after a SIGKILL; the postbacks' rate, with the analytics upkeep against
// without, and the ledger after a SIGKILL during a storm of them; the order list's p99; the rollups' rebuild; the
// dashboard's and the daily pages' p95; every menu page usable within 1.5 s cold and 300 ms in the app) or a
// measurement cannot be made.
// `--quick`: the members bench on PostgreSQL with 100,000 members and 1,000,000 events instead of 1,000,000 and
// 10,000,000 (whose seeding takes minutes), the order list and the analytics pages with 1,000,000 orders instead of
// 10,000,000 (100,000 instead of 1,000,000 on PGlite).
import { ensureSupportedNode } from './lib/runtime.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { findBinDir, startCluster } from './lib/postgres.mjs';
import { benchApi } from './bench/api.mjs';
import { benchContent } from './bench/content.mjs';
import { benchOrdersXlsx } from './bench/exports.mjs';
import { benchPageLoads } from './bench/page-load.mjs';
import { benchMenuPages } from './bench/menu-pages.mjs';
import { benchUpload } from './bench/upload.mjs';
import { benchIntake } from './bench/intake.mjs';
import { benchMembersPglite, benchMembersPostgres, databaseBeside } from './bench/members.mjs';
import { benchOrders, benchPostbacks, benchStormPglite } from './bench/ledger.mjs';
import { benchAnalyticsPglite } from './bench/analytics.mjs';
import { benchScale } from './bench/scale.mjs';

await ensureSupportedNode();
await ensureInstalled();
await ensureBuilt(['server', 'web']);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const quick = process.argv.includes('--quick');
let ok = true;

async function attempt(what, fn) {
  try {
    const rows = await fn();
    if (Array.isArray(rows) && rows.some((row) => row.pass === false)) ok = false;
    return rows;
  } catch (error) {
    ok = false;
    console.error(`  ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

await attempt('API on PGlite', () => benchApi({ label: 'embedded PGlite', seconds, connections }));
await attempt('content on PGlite', () => benchContent({ label: 'embedded PGlite' }));
await attempt('Excel export on PGlite', () => benchOrdersXlsx({ label: 'embedded PGlite' }));
await attempt('members on PGlite', () => benchMembersPglite());
await attempt('analytics on PGlite', () => benchAnalyticsPglite({ count: quick ? 100_000 : 1_000_000 }));
await attempt('postbacks SIGKILL on PGlite', () => benchStormPglite());

/** The API and content benches on a PostgreSQL server: the one given, or a throwaway cluster. */
async function onPostgres(label, databaseUrl) {
  await attempt('API on PostgreSQL', () => benchApi({ label, databaseUrl, seconds, connections }));
  await attempt('1 and 2 servers on PostgreSQL', () => benchScale({ label, databaseUrl, seconds, connections }));
  await attempt('content on PostgreSQL', () => benchContent({ label, databaseUrl }));
  // A database of their own: the benches above leave demo members the seed's names could meet.
  const membersUrl = await databaseBeside(databaseUrl, 'backlot_members_bench');
  await attempt('members on PostgreSQL', () => benchMembersPostgres({ label, databaseUrl: membersUrl, quick }));
  await attempt('events intake on PostgreSQL', () => benchIntake({ label, databaseUrl: membersUrl }));
  await attempt('postbacks on PostgreSQL', () => benchPostbacks({ label, databaseUrl }));
  await attempt('orders on PostgreSQL', () => benchOrders({ label, databaseUrl, quick }));
}

const givenUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (givenUrl) {
  await onPostgres('PostgreSQL (given)', givenUrl);
} else if (findBinDir()) {
  const cluster = await startCluster({ database: 'backlot_bench' });
  try {
    await onPostgres('PostgreSQL (throwaway cluster)', cluster.url);
  } finally {
    cluster.stop();
  }
} else {
  console.log('\nPostgreSQL: skipped: no PostgreSQL (set BENCH_DATABASE_URL, or install postgresql-15)');
}

await attempt('upload', () => benchUpload());

const pages = await attempt('page loads', () => benchPageLoads());
if (pages?.some((row) => !row.pass)) ok = false;
await attempt('menu pages', () => benchMenuPages());

console.log(ok ? '\nbench: done' : '\nbench: done, with failures (see above)');
process.exit(ok ? 0 : 1);

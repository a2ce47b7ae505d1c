// The ledger on PostgreSQL: processors' notifications taken per second, a SIGKILL during a storm of them (the
// ledger must equal the simulator's record to the cent once everything unacknowledged is sent again), and the
// order list at scale (10,000,000 orders; 1,000,000 with --quick): 20 a page, a date range and a channel,
// 20 concurrent clients.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoPath } from '../lib/paths.mjs';
import { ADMIN_PASSWORD, databaseBeside, fmt } from './members.mjs';
import { keepAliveGetter, measure, percentile } from './load.mjs';
import pg from 'pg';
import { signIn, startBenchServer } from './server.mjs';
import { checkTotals } from './totals.mjs';
import { rawQuery, storm } from './ledger-storm.mjs';
import { benchAnalyticsPages, rebuildRow, seededWithRollups } from './analytics.mjs';

export const MIN_POSTBACKS_PER_S = 500;
export const MAX_ORDER_LIST_P99_MS = 100;
export const MAX_REBUILD_S = 300;
/** Postback intake with the rollups kept: at least this share of its rate without them. */
export const MIN_UPKEEP_SHARE = 0.8;
const CLIENTS = 8;
const RUN_SECONDS = 5;
const LIST_CLIENTS = 20;
const SECRET = 'bench-postback-secret';

const dist = (file) => import(repoPath(`apps/server/dist/${file}`));

/** A new site, made through the API as staff make one; its id and intake key. */
async function createSite(baseURL) {
  const token = await signIn(baseURL, 'admin', ADMIN_PASSWORD);
  const res = await fetch(`${baseURL}/api/sites`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Requested-With': 'XMLHttpRequest',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: `Ledger ${randomUUID().slice(0, 8)}`, domain: `l${Date.now()}.example.com` }),
  });
  if (!res.ok) throw new Error(`creating a site answered ${res.status}`);
  return res.json();
}

/**
 * The demo plans, the site's processor settings (the bench's secret) and `count` members `lb1`.., written into the
 * database of `options` (`openDatabase`'s: a PostgreSQL URL, or the embedded database of a data directory no
 * server holds); the site as the postbacks are sent for it.
 */
async function commerceRows(options, site, count) {
  const { DEMO_PLANS, processorConfig } = await dist('demo/commerce.js');
  const { openDatabase } = await dist('db/client.js');
  const { plans, processorConfigs } = await dist('db/schema/index.js');
  const database = await openDatabase(options);
  try {
    await database.db.insert(plans).values(DEMO_PLANS).onConflictDoNothing();
    await database.db
      .insert(processorConfigs)
      .values([
        processorConfig(site.id, 'segpay', SECRET, 'SP-BENCH'),
        processorConfig(site.id, 'epoch', `${SECRET}-epoch`, 'EP-BENCH'),
      ]);
    await rawQuery(
      database,
      // Signed up over the year before (the simulator buys for a member only once they have).
      `insert into members (username, email, site_id, created_at)
       select 'lb' || g, 'lb' || g || '@bench.example.com', $1, now() - (g % 365) * interval '1 day'
       from generate_series(1, $2::int) g on conflict do nothing`,
      [site.id, count],
    );
  } finally {
    await database.close();
  }
  return { key: site.intake_key, processorSecrets: { segpay: SECRET, epoch: `${SECRET}-epoch` } };
}

/** The storm's members: the first `count` of `commerceRows`. */
async function stormMembers(options, count) {
  const { openDatabase } = await dist('db/client.js');
  const database = await openDatabase(options);
  try {
    const { rows } = await rawQuery(
      database,
      `select username, email, channel_id as "channelId", (extract(epoch from created_at) * 1000)::float8 as "joinedAt"
       from members where username like 'lb%' order by id limit $1`,
      [count],
    );
    return rows;
  } finally {
    await database.close();
  }
}

/** `CLIENTS` loops posting new memberships' first charges for RUN_SECONDS; notifications processed per second. */
async function throughput(baseURL, members) {
  const until = performance.now() + RUN_SECONDS * 1000;
  const started = performance.now();
  let processed = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const id = randomUUID();
        const form = new URLSearchParams({
          action: 'Auth',
          stage: 'Initial',
          trantype: 'sale',
          approved: 'Yes',
          price: '29.99',
          currencycode: 'USD',
          eticketid: '196001:1001',
          purchaseid: `BP-${id}`,
          tranid: `BT-${id}`,
          username: `lb${1 + Math.floor(Math.random() * members)}`,
          secret: SECRET,
        });
        const res = await fetch(`${baseURL}/api/postbacks/segpay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
        const body = await res.json();
        if (body.status !== 'processed') throw new Error(`postback answered ${res.status} ${JSON.stringify(body)}`);
        processed += 1;
      }
    }),
  );
  return processed / ((performance.now() - started) / 1000);
}

/**
 * Rates of `rounds` alternating runs on each server: medians, so that both meet the machine's same moments. A
 * run on each first is not counted: a server fresh from its start has not compiled its hot paths nor prepared
 * its statements on its connections yet, and the rate asked for is the one it sustains.
 */
async function alternating(servers, rounds = 3) {
  for (const server of servers) await throughput(server.baseURL, 3_000);
  const rates = servers.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [i, server] of servers.entries()) rates[i].push(await throughput(server.baseURL, 3_000));
  return rates.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]);
}

export async function benchPostbacks({ label, databaseUrl }) {
  console.log(
    `\nPostbacks on ${label}: ${CLIENTS} clients, ${RUN_SECONDS} s runs with and without the analytics upkeep, ` +
      'then a SIGKILL during a storm',
  );
  const url = await databaseBeside(databaseUrl, 'backlot_ledger_bench');
  const bareUrl = await databaseBeside(databaseUrl, 'backlot_ledger_bare');
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl: url, demoData: false });
  let running = server;
  const bare = await startBenchServer({
    adminPassword: ADMIN_PASSWORD,
    databaseUrl: bareUrl,
    demoData: false,
    env: { ANALYTICS_UPKEEP: 'off' },
  });
  try {
    const site = await commerceRows({ url, dataDir: '.' }, await createSite(server.baseURL), 3_000);
    await commerceRows({ url: bareUrl, dataDir: '.' }, await createSite(bare.baseURL), 3_000);
    const [rate, bareRate] = await alternating([server, bare]);
    await bare.stop();
    const ratePass = rate >= MIN_POSTBACKS_PER_S;
    const share = rate / bareRate;
    const sharePass = share >= MIN_UPKEEP_SHARE;
    console.log(
      `  sustained: ${fmt(rate)} notifications/s  ${ratePass ? 'PASS' : 'FAIL'} (>= ${MIN_POSTBACKS_PER_S}/s)\n` +
        `  without the analytics upkeep: ${fmt(bareRate)}/s; with it ${fmt(share * 100)} %  ` +
        `${sharePass ? 'PASS' : 'FAIL'} (>= ${MIN_UPKEEP_SHARE * 100} %)`,
    );
    // The throughput runs' notifications stay out of the storm's comparison.
    const { openDatabase } = await dist('db/client.js');
    const database = await openDatabase({ url, dataDir: '.' });
    try {
      await rawQuery(database, 'truncate coin_entries, orders, transactions, subscriptions, postbacks, token_records');
      await rawQuery(database, 'update members set coin_balance = 0');
    } finally {
      await database.close();
    }
    running = null;
    const result = await storm({
      server,
      site,
      members: await stormMembers({ url, dataDir: '.' }, 3_000),
      restart: () =>
        startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl: url, demoData: false, dataDir: server.dataDir }),
      open: () => openDatabase({ url, dataDir: '.' }),
    });
    return [
      { name: 'postback rate', rate, pass: ratePass },
      { name: 'postback rate with the upkeep', share, pass: sharePass },
      ...result,
    ];
  } finally {
    await running?.stop();
    await bare.stop();
    // The storm keeps the data directory across its restarts.
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export async function benchOrders({ label, databaseUrl, quick }) {
  const count = quick ? 1_000_000 : 10_000_000;
  console.log(`\nOrders on ${label}: ${fmt(count)} orders`);
  const url = await databaseBeside(databaseUrl, 'backlot_orders_bench');
  const started = performance.now();
  const seeding = seededWithRollups(count);
  const server = await startBenchServer({
    adminPassword: ADMIN_PASSWORD,
    databaseUrl: url,
    demoData: false,
    prepare: seeding.prepare,
  });
  console.log(`  seeded and started in ${fmt((performance.now() - started) / 1000, 1)} s`);
  const rebuild = rebuildRow(count, seeding.rebuildSeconds(), MAX_REBUILD_S);
  try {
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
    const channels = (await (await fetch(`${server.baseURL}/api/channels?per_page=20`, { headers })).json()).data;
    const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const get = keepAliveGetter(server.baseURL, headers);
    const one = (i) => {
      const from = (i * 37) % 700;
      return get(
        `/api/orders?per_page=20&paid_from=${day(from + 7)}&paid_to=${day(from)}&channel_id=${channels[i % channels.length].id}`,
      );
    };
    const times = await measure(one, { clients: LIST_CLIENTS, count: 2_000 });
    const p99 = percentile(times, 0.99);
    const pass = p99 < MAX_ORDER_LIST_P99_MS;
    console.log(
      `  list, 7 days + channel, ${LIST_CLIENTS} clients: p50 ${fmt(percentile(times, 0.5), 1)} ms  ` +
        `p99 ${fmt(p99, 1)} ms  ${pass ? 'PASS' : 'FAIL'} (p99 < ${MAX_ORDER_LIST_P99_MS} ms)`,
    );
    const totals = await orderTotals(server.baseURL, headers, url, channels, day);
    const pages = await benchAnalyticsPages({ baseURL: server.baseURL, token, label: 'PostgreSQL', budgetMs: 100 });
    return [{ name: 'order list (PostgreSQL)', p99, pass }, totals, rebuild, ...pages];
  } finally {
    await server.stop();
  }
}

/** The order list's totals asked for, 7 days of each channel at a few points of the year and all orders: against SQL. */
async function orderTotals(baseURL, headers, databaseUrl, channels, day) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (where, values) =>
      Number((await client.query(`select count(*) as n from orders where ${where}`, values)).rows[0].n);
    const cases = [{ path: '/api/orders?sort=-paid_at', truth: await count('true', []) }];
    for (const from of [0, 90, 200, 350]) {
      for (const channel of channels) {
        const [first, last] = [day(from + 7), day(from)];
        cases.push({
          path: `/api/orders?paid_from=${first}&paid_to=${last}&channel_id=${channel.id}`,
          truth: await count(`channel_id = $1 and paid_at >= $2::date and paid_at < $3::date + 1`, [
            channel.id,
            first,
            last,
          ]),
        });
      }
    }
    return checkTotals({ baseURL, headers, cases, label: 'order list' });
  } finally {
    await client.end();
  }
}

/**
 * The storm on the embedded database, which the server holds while it runs: the site is made through the API,
 * the rows are written while no server runs, and the ledger is read once the last server has stopped.
 */
export async function benchStormPglite() {
  console.log('\nPostbacks on embedded PGlite: a SIGKILL during a storm');
  const first = await startBenchServer({ adminPassword: ADMIN_PASSWORD, demoData: false });
  const embedded = { dataDir: path.join(first.dataDir, 'data') };
  const start = () => startBenchServer({ adminPassword: ADMIN_PASSWORD, demoData: false, dataDir: first.dataDir });
  try {
    const created = await createSite(first.baseURL);
    await first.stop({ keepData: true });
    const site = await commerceRows(embedded, created, 600);
    const members = await stormMembers(embedded, 600);
    const { openDatabase } = await dist('db/client.js');
    return await storm({ server: await start(), site, members, restart: start, open: () => openDatabase(embedded) });
  } finally {
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
}

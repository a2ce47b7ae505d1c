// The site events intake on PostgreSQL: sustained events/s with batches of 500 (several sites posting at
// once), and a crash test — batches posted while the server is killed with SIGKILL and restarted — counting
// every acknowledged event in the table. Run on the members bench's database (its millions of events).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ADMIN_PASSWORD, fmt } from './members.mjs';
import { signIn, startBenchServer } from './server.mjs';

export const MIN_EVENTS_PER_S = 2_000;
const BATCH = 500;
const CLIENTS = 4;
const RUNS = 3;
const RUN_SECONDS = 8;

/** A batch as a site sends it: visits of new visitors through the bench channels, one in ten signing up. */
function batch() {
  const now = Date.now();
  return Array.from({ length: BATCH }, (_, i) => {
    const visitor = randomUUID();
    const common = { event_id: randomUUID(), visitor_id: visitor, occurred_at: new Date(now - i * 1000).toISOString() };
    if (i % 10 !== 9) {
      const source = ['bench-google', 'bench-facebook', 'bench-partner', null][i % 4];
      return { ...common, kind: 'visit', utm_source: source, utm_campaign: 'spring', device: 'mobile', country: 'US' };
    }
    const name = `intake${randomUUID().slice(0, 13)}`;
    return { ...common, kind: 'signup', device: 'desktop', member: { username: name, email: `${name}@example.com` } };
  });
}

async function post(baseURL, key, events) {
  const res = await fetch(`${baseURL}/api/intake/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': key },
    body: JSON.stringify({ events }),
  });
  if (!res.ok) throw new Error(`intake answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** A new site (its key has a fresh allowance): id and key. */
async function newSite(baseURL, token) {
  const res = await fetch(`${baseURL}/api/sites`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Requested-With': 'XMLHttpRequest',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: `Bench ${randomUUID().slice(0, 8)}`, domain: `b${Date.now()}.example.com` }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`site create answered ${res.status}`);
  return { id: body.id, key: body.intake_key };
}

/** `CLIENTS` loops posting batches for RUN_SECONDS; events stored per second. */
async function throughput(baseURL, key) {
  const until = performance.now() + RUN_SECONDS * 1000;
  const started = performance.now();
  let events = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) events += (await post(baseURL, key, batch())).accepted;
    }),
  );
  return events / ((performance.now() - started) / 1000);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Posts batches from two clients, kills the server with SIGKILL mid-stream, restarts it, counts what was acknowledged. */
async function crash(databaseUrl, server, key, siteId) {
  const acknowledged = [];
  let stop = false;
  const clients = Array.from({ length: 2 }, async () => {
    while (!stop) {
      const events = batch();
      try {
        await post(server.baseURL, key, events);
        acknowledged.push(...events.map((e) => e.event_id));
      } catch {
        return; // the server is gone: this batch was never acknowledged
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  process.kill(server.pid, 'SIGKILL');
  stop = true;
  await Promise.all(clients);
  await server.stop();
  const restarted = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl, demoData: false });
  await restarted.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from member_events where site_id = $1 and event_id = any($2::text[])',
      [siteId, acknowledged],
    );
    return { acknowledged: acknowledged.length, found: rows[0].n };
  } finally {
    await client.end();
  }
}

export async function benchIntake({ label, databaseUrl }) {
  console.log(`\nEvents intake on ${label}: batches of ${BATCH}, ${CLIENTS} clients, ${RUNS} runs of ${RUN_SECONDS} s`);
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl, demoData: false });
  const rates = [];
  let crashServer = server;
  try {
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    for (let run = 0; run < RUNS; run++)
      rates.push(await throughput(server.baseURL, (await newSite(server.baseURL, token)).key));
    const rate = median(rates);
    const ratePass = rate >= MIN_EVENTS_PER_S;
    console.log(
      `  sustained: median ${fmt(rate)} events/s (runs: ${rates.map((r) => fmt(r)).join(', ')})  ` +
        `${ratePass ? 'PASS' : 'FAIL'} (>= ${fmt(MIN_EVENTS_PER_S)} events/s)`,
    );
    const site = await newSite(server.baseURL, token);
    crashServer = null;
    const { acknowledged, found } = await crash(databaseUrl, server, site.key, site.id);
    const lost = acknowledged - found;
    console.log(
      `  SIGKILL mid-stream: ${fmt(acknowledged)} events acknowledged, ${fmt(found)} stored after restart, ` +
        `${fmt(lost)} lost  ${lost === 0 && acknowledged > 0 ? 'PASS' : 'FAIL'} (0 lost)`,
    );
    return [
      { name: 'events intake rate', rate, pass: ratePass },
      { name: 'events intake SIGKILL', lost, pass: lost === 0 && acknowledged > 0 },
    ];
  } finally {
    await crashServer?.stop();
  }
}

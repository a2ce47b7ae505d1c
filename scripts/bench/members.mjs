// The members list at scale: 1,000,000 members and 10,000,000 site events on PostgreSQL (100,000 members and
// 1,000,000 events with --quick), 100,000 members on the embedded database. The list a member-support desk
// uses: 20 a page, an e-mail substring and a channel. Through `GET /api/users` when the server serves it;
// otherwise the SQL the list issues, said so in the output.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import path from 'node:path';
import pg from 'pg';
import { ROOT, repoPath } from '../lib/paths.mjs';
import { runChecked } from '../lib/proc.mjs';
import { keepAliveGetter, measure, percentile } from './load.mjs';
import { signIn, startBenchServer } from './server.mjs';
import { checkTotals } from './totals.mjs';

export const ADMIN_PASSWORD = 'Bench12345';
export const MAX_LIST_P99_MS_POSTGRES = 100;
export const MAX_LIST_P95_MS_PGLITE = 100;
const CLIENTS = 20;

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** E-mail substrings a desk types: a whole address part, a name, a rare fragment, a provider. */
const SEARCHES = ['olivia.kim', 'tanaka12', 'emma.', 'wang3', 'proton', 'leo.berg1', 'mueller99', 'gmail'];

/** The list's query: the search over e-mail, username and the indexed name expression, a channel, newest first. */
const LIST_SQL = `select id, username, email, first_name, last_name, status, channel_id, created_at from members
  where (email ilike $1 or username ilike $1 or (coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ilike $1)
    and channel_id = $2
  order by created_at desc, id desc limit 20`;
/** The capped total the list shows ("10,000+"). */
const COUNT_SQL = `select count(*) from (select 1 from members
  where (email ilike $1 or username ilike $1 or (coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ilike $1)
    and channel_id = $2 limit 10000) c`;

/** Seeds members (and events) into the database before the server starts (apps/server/src/bench/seed-members.ts). */
const seeded = (members, events) => (env) =>
  runChecked(process.execPath, [repoPath('apps/server/dist/bench/seed-members.js'), String(members), String(events)], {
    cwd: ROOT,
    env,
  });

/** A new, empty database `name` on the server of `databaseUrl` (dropped first if it exists); its URL. */
export async function databaseBeside(databaseUrl, name) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Each bench runs on a new database without demo data: the seed's six channels are the first six. */
const CHANNELS = [1, 2, 3, 4, 5, 6];
const listArgs = (i) => [SEARCHES[i % SEARCHES.length], CHANNELS[i % CHANNELS.length]];

/** Every search in every channel, and every channel unsearched, asked for its total: against SQL's count. */
async function memberTotals(server, query, label) {
  const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  const truth = async (q, channel) =>
    Number(
      (
        await query(`select count(*) as n from members where channel_id = $1 and strpos(search_text, lower($2)) > 0`, [
          channel,
          q,
        ])
      )[0].n,
    );
  const cases = [];
  for (const channel of CHANNELS) {
    for (const q of ['', ...SEARCHES])
      cases.push({ path: `/api/users?channel_id=${channel}${q ? `&q=${q}` : ''}`, truth: await truth(q, channel) });
  }
  return checkTotals({ baseURL: server.baseURL, headers, cases, label });
}

/** Through HTTP when the route exists, else the SQL on `query`. */
async function listCalls(server, query) {
  const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  const probe = await fetch(`${server.baseURL}/api/users?per_page=1`, { headers });
  if (probe.ok) {
    const get = keepAliveGetter(server.baseURL, headers);
    return {
      how: 'GET /api/users',
      one: (i) => {
        const [q, channel] = listArgs(i);
        return get(`/api/users?per_page=20&q=${q}&channel_id=${channel}`);
      },
    };
  }
  return {
    how: `SQL (GET /api/users answered ${probe.status}: not served on this branch)`,
    one: async (i) => {
      const [q, channel] = listArgs(i);
      await Promise.all([query(LIST_SQL, [`%${q}%`, channel]), query(COUNT_SQL, [`%${q}%`, channel])]);
    },
  };
}

/**
 * The first start after the seed rebuilds the analytics rollups of its ten million events: their pages are written
 * out now (CHECKPOINT, as a superuser may), not by the checkpointer while the list is measured.
 */
async function settle(query) {
  try {
    await query('checkpoint');
  } catch (error) {
    console.log(`  no checkpoint before measuring (${error instanceof Error ? error.message : String(error)})`);
  }
}

export async function benchMembersPostgres({ label, databaseUrl, quick }) {
  const [members, events] = quick ? [100_000, 1_000_000] : [1_000_000, 10_000_000];
  console.log(`\nMembers on ${label}: ${fmt(members)} members, ${fmt(events)} site events`);
  const started = performance.now();
  const server = await startBenchServer({
    adminPassword: ADMIN_PASSWORD,
    databaseUrl,
    demoData: false,
    prepare: seeded(members, events),
  });
  console.log(`  seeded and started in ${fmt((performance.now() - started) / 1000, 1)} s`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
  try {
    const query = async (text, values) => (await pool.query(text, values)).rows;
    await settle(query);
    const { how, one } = await listCalls(server, query);
    const times = await measure(one, { clients: CLIENTS, count: 2_000, warmup: 500 });
    const p99 = percentile(times, 0.99);
    const pass = p99 < MAX_LIST_P99_MS_POSTGRES;
    console.log(
      `  list, e-mail substring + channel, ${CLIENTS} clients, via ${how}: p50 ${fmt(percentile(times, 0.5), 1)} ms  ` +
        `p99 ${fmt(p99, 1)} ms  ${pass ? 'PASS' : 'FAIL'} (p99 < ${MAX_LIST_P99_MS_POSTGRES} ms)`,
    );
    const totals = await memberTotals(server, query, 'members list');
    return [{ name: 'members list (PostgreSQL)', p99, pass }, totals];
  } finally {
    await pool.end();
    await server.stop();
  }
}

function report(times, how, label) {
  const p95 = percentile(times, 0.95);
  const pass = p95 < MAX_LIST_P95_MS_PGLITE;
  console.log(
    `  list, e-mail substring + channel, 1 client, via ${how}: p50 ${fmt(percentile(times, 0.5), 1)} ms  ` +
      `p95 ${fmt(p95, 1)} ms  ${pass ? 'PASS' : 'FAIL'} (p95 < ${MAX_LIST_P95_MS_PGLITE} ms)`,
  );
  return [{ name: `members list (${label})`, p95, pass }];
}

export async function benchMembersPglite({ count = 100_000 } = {}) {
  console.log(`\nMembers on embedded PGlite: ${fmt(count)} members`);
  const started = performance.now();
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD, demoData: false, prepare: seeded(count, 0) });
  console.log(`  seeded and started in ${fmt((performance.now() - started) / 1000, 1)} s`);
  // The server holds the embedded database: the SQL fallback opens it once the server has stopped.
  let db;
  try {
    const viaHttp = await listCalls(server, async () => []);
    if (viaHttp?.how === 'GET /api/users')
      return report(await measure(viaHttp.one, { clients: 1, count: 300 }), viaHttp.how, 'PGlite');
    await server.stop({ keepData: true });
    db = await PGlite.create(path.join(server.dataDir, 'data', 'pglite'), { extensions: { pg_trgm } });
    const query = async (text, values) => (await db.query(text, values)).rows;
    const one = (i) => {
      const [q, channel] = listArgs(i);
      return Promise.all([query(LIST_SQL, [`%${q}%`, channel]), query(COUNT_SQL, [`%${q}%`, channel])]);
    };
    return report(
      await measure(one, { clients: 1, count: 300 }),
      'SQL (GET /api/users not served on this branch)',
      'PGlite',
    );
  } finally {
    await db?.close();
    await server.stop();
  }
}

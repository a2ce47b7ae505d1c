// (a) API throughput: a bare route against authenticated reads, on one database.
import { load } from './load.mjs';
import { signIn, startBenchServer } from './server.mjs';

const ADMIN_PASSWORD = 'Bench12345';

/**
 * Budgets of each authenticated route, in the same run as the bare route: at least this share of the bare
 * route's requests/s (signing in must not cost most of a request), and p99 latency under this many ms at the
 * benchmark's connections. Every answer must be a 2xx, or the figures measure something else.
 */
export const MIN_SHARE_OF_BARE = 0.3;
export const MAX_P99_MS = 200;

export const ROUTES = [
  { name: 'GET /api/health (bare)', path: '/api/health', auth: false },
  { name: 'GET /api/tags?per_page=20', path: '/api/tags?per_page=20', auth: true },
  { name: 'GET /api/auth/me', path: '/api/auth/me', auth: true },
];

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Sets `ratio`, `pass` (authenticated routes only) and a printable `verdict` on a measured row. */
function judge(row, ratio) {
  const notes = [row.non2xx ? `${fmt(row.non2xx)} non-2xx` : '', row.errors ? `${fmt(row.errors)} errors` : ''];
  if (!row.auth) {
    row.verdict = notes.filter(Boolean).join(', ');
    return;
  }
  row.ratio = ratio;
  const failures = [
    ratio < MIN_SHARE_OF_BARE ? `share ${fmt(ratio, 2)} < ${fmt(MIN_SHARE_OF_BARE, 2)}` : '',
    row.p99 >= MAX_P99_MS ? `p99 ${fmt(row.p99)} ms >= ${MAX_P99_MS} ms` : '',
    ...notes,
  ].filter(Boolean);
  row.pass = failures.length === 0;
  row.verdict = row.pass
    ? `PASS (share >= ${fmt(MIN_SHARE_OF_BARE, 2)}, p99 < ${MAX_P99_MS} ms)`
    : `FAIL: ${failures.join('; ')}`;
}

/**
 * Runs every route for `seconds` at `connections`, after a short warm-up, and prints a table with each
 * authenticated route's share of the bare route's requests/s and its verdict against the budgets.
 * Returns the rows (`pass` false on a failed budget), or throws when the server cannot be started or signed in to.
 */
export async function benchApi({ label, databaseUrl, seconds = 10, connections = 50, warmup = 2 }) {
  console.log(`\nAPI on ${label}: ${connections} connections, ${seconds} s per route`);
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl });
  try {
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    const rows = [];
    for (const route of ROUTES) {
      const url = `${server.baseURL}${route.path}`;
      const headers = route.auth ? { Authorization: `Bearer ${token}` } : {};
      // The first requests compile code paths and fill caches: not measured.
      if (warmup > 0) await load({ url, headers, seconds: warmup, connections });
      const figures = await load({ url, headers, seconds, connections });
      rows.push({ ...route, ...figures });
    }
    const bare = rows[0].rps || 1;
    for (const row of rows) judge(row, row.rps / bare);
    console.log(
      `  ${'route'.padEnd(28)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ${'vs bare'.padStart(7)}  verdict`,
    );
    for (const row of rows) {
      const ratio = row.auth ? fmt(row.ratio, 2) : '—';
      console.log(
        `  ${row.name.padEnd(28)} ${fmt(row.rps).padStart(9)} ${fmt(row.p50, 1).padStart(7)} ${fmt(row.p99, 1).padStart(7)}  ${ratio.padStart(7)}  ${row.verdict}`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

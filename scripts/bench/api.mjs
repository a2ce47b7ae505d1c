// (a) API throughput: a bare route against authenticated reads, on one database.
import { load } from './load.mjs';
import { signIn, startBenchServer } from './server.mjs';

const ADMIN_PASSWORD = 'Bench12345';

export const ROUTES = [
  { name: 'GET /api/health (bare)', path: '/api/health', auth: false },
  { name: 'GET /api/tags?per_page=20', path: '/api/tags?per_page=20', auth: true },
  { name: 'GET /api/auth/me', path: '/api/auth/me', auth: true },
];

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * Runs every route for `seconds` at `connections`, after a short warm-up, and prints a table.
 * Returns the rows, or throws when the server cannot be started or signed in to.
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
    console.log(
      `  ${'route'.padEnd(28)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ${'vs bare'.padStart(7)}  notes`,
    );
    for (const row of rows) {
      const ratio = row.auth ? `${fmt((row.rps / bare) * 100, 0)}%` : '—';
      const notes = [row.non2xx ? `${fmt(row.non2xx)} non-2xx` : '', row.errors ? `${fmt(row.errors)} errors` : '']
        .filter(Boolean)
        .join(', ');
      console.log(
        `  ${row.name.padEnd(28)} ${fmt(row.rps).padStart(9)} ${fmt(row.p50, 1).padStart(7)} ${fmt(row.p99, 1).padStart(7)}  ${ratio.padStart(7)}  ${notes}`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

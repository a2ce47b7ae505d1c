// (d) The content catalogue at scale: 100,000 videos (seeded before the server starts), the list a editor
// uses all day — 20 a page, filtered by a tag and a status — and the CSV export of all of them.
import { ROOT, repoPath } from '../lib/paths.mjs';
import { runChecked } from '../lib/proc.mjs';
import { percentile } from './load.mjs';
import { rssOf, signIn, startBenchServer } from './server.mjs';

const ADMIN_PASSWORD = 'Bench12345';
const MB = 1024 * 1024;
/** Budgets: the list's p95 latency, and the export's server memory growth and pace. */
export const MAX_LIST_P95_MS = 50;
export const MAX_EXPORT_RSS_GROWTH_MB = 100;
export const MIN_EXPORT_ROWS_PER_S = 20_000;

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Sequential requests over `paths` (in turn), after a warm-up: median and p95 in ms. */
async function latencies(baseURL, token, paths, { warmup = 20, count = 200 } = {}) {
  const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  const times = [];
  for (let i = 0; i < warmup + count; i++) {
    const started = performance.now();
    const res = await fetch(`${baseURL}${paths[i % paths.length]}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
    if (i >= warmup) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** Streams the export, counting its lines, while sampling the server's memory. */
async function exportCsv(server, token) {
  const idle = rssOf(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
  const started = performance.now();
  let lines = 0;
  try {
    const res = await fetch(`${server.baseURL}/api/videos/exportCsv`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!res.ok) throw new Error(`exportCsv answered ${res.status}`);
    for await (const chunk of res.body) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows: lines - 1, seconds, growth: (peak - idle) / MB, idle: idle / MB };
}

/** Seeds `count` videos into the server's database before it starts (apps/server/src/bench/seed-videos.ts). */
const seeded = (count) => (env) =>
  runChecked(process.execPath, [repoPath('apps/server/dist/bench/seed-videos.js'), String(count)], { cwd: ROOT, env });

export async function benchContent({ label, databaseUrl, count = 100_000 }) {
  console.log(`\nContent on ${label}: ${fmt(count)} videos`);
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl, prepare: seeded(count) });
  try {
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    const tags = await fetch(`${server.baseURL}/api/tags?q=bench-tag-1&per_page=1&sort=id`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    }).then((res) => res.json());
    const tagId = tags.data[0].id;
    const pages = [1, 2, 3, 4, 5];
    const filtered = await latencies(
      server.baseURL,
      token,
      pages.map((page) => `/api/videos?per_page=20&page=${page}&tag_id=${tagId}&status=published&sort=-published_at`),
    );
    const plain = await latencies(
      server.baseURL,
      token,
      pages.map((page) => `/api/videos?per_page=20&page=${page}`),
    );
    const csv = await exportCsv(server, token);
    const rowsPerSecond = csv.rows / csv.seconds;
    const rows = [
      { name: 'list, tag + status, 20/page', ...filtered, pass: filtered.p95 < MAX_LIST_P95_MS },
      { name: 'list, no filter, 20/page', ...plain, pass: plain.p95 < MAX_LIST_P95_MS },
    ];
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(30)} p50 ${fmt(row.p50, 1).padStart(6)} ms  p95 ${fmt(row.p95, 1).padStart(6)} ms  ` +
          `${row.pass ? 'PASS' : 'FAIL'} (p95 < ${MAX_LIST_P95_MS} ms)`,
      );
    }
    const complete = csv.rows >= count;
    const exportPass = complete && csv.growth < MAX_EXPORT_RSS_GROWTH_MB && rowsPerSecond >= MIN_EXPORT_ROWS_PER_S;
    console.log(
      `  videos.csv: ${fmt(csv.rows)} rows in ${fmt(csv.seconds, 1)} s = ${fmt(rowsPerSecond)} rows/s, ` +
        `server RSS growth ${fmt(csv.growth, 1)} MB (idle ${fmt(csv.idle)} MB) — ${exportPass ? 'PASS' : 'FAIL'} ` +
        `(all ${fmt(count)} rows, growth < ${MAX_EXPORT_RSS_GROWTH_MB} MB, >= ${fmt(MIN_EXPORT_ROWS_PER_S)} rows/s)`,
    );
    return [...rows, { name: 'videos.csv', rowsPerSecond, growth: csv.growth, pass: exportPass }];
  } finally {
    await server.stop();
  }
}

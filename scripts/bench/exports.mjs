// The Excel export at scale: 100,000 orders (seeded with SQL before the server starts) exported to xlsx as
// staff ask for it (labelled columns), timed, while the server's resident memory is sampled; median of runs.
import { ROOT, repoPath } from '../lib/paths.mjs';
import { runChecked } from '../lib/proc.mjs';
import { percentile } from './load.mjs';
import { rssOf, signIn, startBenchServer } from './server.mjs';

const ADMIN_PASSWORD = 'Bench12345';
const MB = 1024 * 1024;
/** Budgets: the whole export's time and the server's RSS growth during it. */
export const MAX_XLSX_SECONDS = 15;
export const MAX_XLSX_RSS_GROWTH_MB = 150;

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const COLUMNS = [
  ['id', 'ID'],
  ['transaction_number', '交易号'],
  ['member_username', '会员'],
  ['plan_name', '套餐'],
  ['channel_name', '渠道'],
  ['processor', '支付商'],
  ['type', '类型'],
  ['amount', '金额'],
  ['currency', '币种'],
  ['transaction_fee', '手续费'],
  ['reserve_fee', '保证金'],
  ['total_amount', '净额'],
  ['paid_at', '支付时间'],
].map(([field, label]) => ({ field, label }));

/** Downloads the export once, sampling the server's RSS every 50 ms: seconds, bytes and growth over idle. */
async function exportOnce(server, token) {
  const idle = rssOf(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
  const started = performance.now();
  let bytes = 0;
  try {
    const url = `${server.baseURL}/api/orders/exportXlsx?columns=${encodeURIComponent(JSON.stringify(COLUMNS))}`;
    const res = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!res.ok) throw new Error(`exportXlsx answered ${res.status}`);
    for await (const chunk of res.body) bytes += chunk.length;
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, bytes, growth: (peak - idle) / MB, idle: idle / MB };
}

export async function benchOrdersXlsx({ label, databaseUrl, count = 100_000, runs = 3 }) {
  console.log(`\nExcel export on ${label}: ${fmt(count)} orders, median of ${runs}`);
  const prepare = (env) =>
    runChecked(process.execPath, [repoPath('apps/server/dist/bench/seed-orders.js'), String(count)], {
      cwd: ROOT,
      env,
    });
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl, demoData: false, prepare });
  try {
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await exportOnce(server, token));
    const median = (key) =>
      percentile(
        results.map((r) => r[key]).sort((a, b) => a - b),
        0.5,
      );
    const seconds = median('seconds');
    const growth = median('growth');
    const pass = seconds < MAX_XLSX_SECONDS && growth < MAX_XLSX_RSS_GROWTH_MB && results.every((r) => r.bytes > 0);
    console.log(
      `  orders.xlsx: ${fmt(count)} rows (${fmt(results[0].bytes / MB, 1)} MB) in ${fmt(seconds, 1)} s, ` +
        `server RSS growth ${fmt(growth, 1)} MB (idle ${fmt(results[0].idle)} MB) — ${pass ? 'PASS' : 'FAIL'} ` +
        `(< ${MAX_XLSX_SECONDS} s, growth < ${MAX_XLSX_RSS_GROWTH_MB} MB)`,
    );
    return [{ name: 'orders.xlsx', seconds, growth, pass }];
  } finally {
    await server.stop();
  }
}

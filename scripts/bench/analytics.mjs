// The dashboard and the daily analytics pages over the last 365 days, with the ledger at scale: a page's calls
// issued together, as the browser does, timed until the last one answered; 30 loads of each page, one client,
// p95 per page. The retention and MRR pages (beyond the daily pages' budget: they read the ledger, not the
// rollups) are timed the same way and reported without a goal.
import { repoPath, ROOT } from '../lib/paths.mjs';
import { runChecked } from '../lib/proc.mjs';
import { ADMIN_PASSWORD, fmt } from './members.mjs';
import { signIn, startBenchServer } from './server.mjs';

const LOADS = 30;
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Each page's calls (as the web app makes them) for the last 365 days; `channel` for the campaign page. */
function pages(channel) {
  const year = `from=${day(364)}&to=${day(0)}`;
  const before = `from=${day(729)}&to=${day(365)}`;
  const charts = ['userLineChart', 'revenueLineChart', 'userPieChart', 'revenuePieChart', 'records'];
  // Every channel's table is the period's statistics; a channel's campaigns' table is its revenue pie's answer.
  // The records table asks for its first page of 20.
  const breakdown = (base, calls) =>
    calls.map((call) => `${base}/${call}?${year}${call === 'records' ? '&page=1&per_page=20' : ''}`);
  return {
    dashboard: [
      '/dashboard',
      '/dashboard/real-time-users',
      '/dashboard/real-time-revenues',
      `/dashboard/revenueTrend?${year}`,
      `/dashboard/memberTrend?${year}`,
      `/dashboard/channelList?${year}`,
      `/dashboard/planList?${year}`,
      `/dashboard/devices?${year}`,
    ],
    'daily revenue': [
      `/analytics/revenue/companyDataDaily?${year}`,
      `/analytics/revenue/companyDataDaily?${before}`,
      `/analytics/revenue/type-revenue-distribution?${year}`,
    ],
    'daily channel': breakdown('/analytics/channel', ['periodStatistic', ...charts]),
    'daily campaign': breakdown(`/analytics/channel/${channel}`, charts),
    'daily data': [`/analytics/data/daily?${year}`],
    'subscriber sources': [`/analytics/revenue/subscriptionReferrals?${year}`],
    'refund statistics': [`/analytics/revenue/refundStatistics?${year}`],
  };
}

const BEYOND = {
  'cohort retention': ['/analytics/retention/cohorts'],
  'MRR and churn': ['/analytics/revenue/mrr'],
};

async function loadPage(baseURL, headers, calls) {
  const started = performance.now();
  await Promise.all(
    calls.map(async (call) => {
      const res = await fetch(`${baseURL}/api${call}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${call} answered ${res.status}`);
    }),
  );
  return performance.now() - started;
}

async function p95Of(baseURL, headers, calls) {
  await loadPage(baseURL, headers, calls); // warm-up
  const times = [];
  for (let i = 0; i < LOADS; i++) times.push(await loadPage(baseURL, headers, calls));
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(LOADS / 2)], p95: times[Math.floor(0.95 * LOADS)] };
}

/** Times every page against `budgetMs` (p95); rows for the summary. */
export async function benchAnalyticsPages({ baseURL, token, label, budgetMs }) {
  const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  const channels = (await (await fetch(`${baseURL}/api/channels?per_page=1`, { headers })).json()).data;
  const rows = [];
  for (const [name, calls] of Object.entries(pages(channels[0].id))) {
    const { p50, p95 } = await p95Of(baseURL, headers, calls);
    const pass = p95 < budgetMs;
    console.log(
      `  ${name} (${calls.length} calls, 365 days): p50 ${fmt(p50, 1)} ms  p95 ${fmt(p95, 1)} ms  ` +
        `${pass ? 'PASS' : 'FAIL'} (p95 < ${budgetMs} ms)`,
    );
    rows.push({ name: `${name} page (${label})`, p95, pass });
  }
  for (const [name, calls] of Object.entries(BEYOND)) {
    const { p50, p95 } = await p95Of(baseURL, headers, calls);
    console.log(`  ${name} (12 months): p50 ${fmt(p50, 1)} ms  p95 ${fmt(p95, 1)} ms`);
  }
  return rows;
}

/**
 * Seeds `count` orders (apps/server/src/bench/seed-orders.ts) before the server starts, then rebuilds the
 * analytics rollups from them with the rebuild command (the seed writes the ledger directly), timed.
 */
export function seededWithRollups(count) {
  let seconds = NaN;
  return {
    prepare: async (env) => {
      await runChecked(process.execPath, [repoPath('apps/server/dist/bench/seed-orders.js'), String(count)], {
        cwd: ROOT,
        env,
      });
      const started = performance.now();
      await runChecked(process.execPath, [repoPath('apps/server/dist/modules/analytics/rebuild-command.js')], {
        cwd: ROOT,
        env,
      });
      seconds = (performance.now() - started) / 1000;
    },
    rebuildSeconds: () => seconds,
  };
}

/** The rebuild's figure, against `budget` seconds (null: reported without a goal). */
export function rebuildRow(count, seconds, budget) {
  const pass = budget === null || seconds < budget;
  const verdict = budget === null ? '' : `  ${pass ? 'PASS' : 'FAIL'} (< ${budget} s)`;
  console.log(`  analytics rollups rebuilt from ${fmt(count)} orders in ${fmt(seconds, 1)} s${verdict}`);
  return { name: 'rollups rebuild', seconds, pass };
}

/** The pages on the embedded database with `count` orders (goal: p95 under 300 ms). */
export async function benchAnalyticsPglite({ count = 1_000_000 } = {}) {
  console.log(`\nAnalytics on embedded PGlite: ${fmt(count)} orders`);
  const started = performance.now();
  const seeding = seededWithRollups(count);
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD, demoData: false, prepare: seeding.prepare });
  console.log(`  seeded and started in ${fmt((performance.now() - started) / 1000, 1)} s`);
  try {
    rebuildRow(count, seeding.rebuildSeconds(), null);
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    return await benchAnalyticsPages({ baseURL: server.baseURL, token, label: 'PGlite', budgetMs: 300 });
  } finally {
    await server.stop();
  }
}

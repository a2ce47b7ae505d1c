// The totals a list answers when asked (`count=exact`), against the truth counted in SQL: exact up to the counted
// limit (50,000 matching rows), an estimate flagged above it and within 10 % of the truth. Also how long each
// count took: the web app asks for it once per set of filters, beside the pages, so it is not a page's latency.
import { percentile } from './load.mjs';

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const COUNTED_LIMIT = 50_000;
const MAX_ESTIMATE_ERROR = 0.1;

/**
 * `cases`: `{ path, truth }` — a list path with its query, and its true total. Prints one line; a row whose
 * `pass` says whether every total was as promised.
 */
export async function checkTotals({ baseURL, headers, cases, label }) {
  const times = [];
  let worst = 0;
  let exact = 0;
  const failures = [];
  for (const { path, truth } of cases) {
    const started = performance.now();
    const res = await fetch(`${baseURL}${path}&per_page=1&count=exact`, { headers });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const { meta } = await res.json();
    times.push(performance.now() - started);
    const error = Math.abs(meta.total - truth) / Math.max(truth, 1);
    if (truth <= COUNTED_LIMIT) {
      if (meta.total_is_estimate || meta.total !== truth) failures.push(`${path}: ${meta.total} for ${truth}`);
      else exact++;
    } else {
      worst = Math.max(worst, error);
      if (!meta.total_is_estimate || error > MAX_ESTIMATE_ERROR) failures.push(`${path}: ~${meta.total} for ${truth}`);
    }
  }
  times.sort((a, b) => a - b);
  const pass = failures.length === 0;
  console.log(
    `  ${label} totals asked for: ${exact} of ${cases.length} exact (truth <= ${fmt(COUNTED_LIMIT)}), worst estimate ` +
      `off by ${fmt(worst * 100, 1)} %, count p50 ${fmt(percentile(times, 0.5), 1)} ms  max ` +
      `${fmt(times.at(-1) ?? 0, 1)} ms  ${pass ? 'PASS' : 'FAIL'} (exact to ${fmt(COUNTED_LIMIT)}, estimates within 10 %)`,
  );
  for (const failure of failures.slice(0, 5)) console.log(`    ${failure}`);
  return { name: `${label} totals`, pass };
}

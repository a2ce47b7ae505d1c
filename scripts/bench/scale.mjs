// (k) Scaling out: the authenticated tag list's requests/s with 1 server, then 2 servers, on one PostgreSQL, and
// each server process's CPU time per request. On a machine of 2 cores, shared by the servers, the database and the
// load generator, a second server cannot add throughput; what must hold is that it costs no more CPU per request
// (no work done twice, no contention between servers). A server's CPU per request depends on its own rate (fixed
// costs of each turn of its event loop spread over fewer requests), so the budget compares like with like: each of
// 2 servers, loaded as much as they take, against 1 server held at the rate each of them served, at most
// MAX_CPU_GROWTH times.
import fs from 'node:fs';
import os from 'node:os';
import { load } from './load.mjs';
import { signIn, startBenchServer } from './server.mjs';

const ADMIN_PASSWORD = 'Bench12345';
const ROUTE = '/api/tags?per_page=20';
export const MAX_CPU_GROWTH = 1.25;
/** Linux's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const TICKS = 100;

/** A process's CPU time (user + system) in ms. */
function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * Loads every server at once (the connections shared among them; `rate`: each held at that many requests/s):
 * summed requests/s, CPU ms per request.
 */
async function loadAll(servers, token, { seconds, connections, rate }) {
  const headers = { Authorization: `Bearer ${token}` };
  const each = Math.max(1, Math.round(connections / servers.length));
  const warm = servers.map((s) => load({ url: `${s.baseURL}${ROUTE}`, headers, seconds: 2, connections: each, rate }));
  await Promise.all(warm);
  const before = servers.map((s) => cpuMsOf(s.pid));
  const runs = await Promise.all(
    servers.map((s) => load({ url: `${s.baseURL}${ROUTE}`, headers, seconds, connections: each, rate })),
  );
  const cpu = servers.reduce((sum, s, i) => sum + cpuMsOf(s.pid) - before[i], 0);
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0),
    p99: Math.max(...runs.map((run) => run.p99)),
    cpuPerRequest: cpu / Math.max(1, total),
    failed,
  };
}

export async function benchScale({ label, databaseUrl, seconds = 10, connections = 50 }) {
  console.log(
    `\nScaling out on ${label}: ${ROUTE}, ${connections} connections, ${seconds} s, ${os.cpus().length} cores`,
  );
  const first = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl, demoData: false });
  let second;
  try {
    const token = await signIn(first.baseURL, 'admin', ADMIN_PASSWORD);
    const half = Math.round(connections / 2);
    const one = await loadAll([first], token, { seconds, connections });
    second = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl, demoData: false });
    const two = await loadAll([first, second], token, { seconds, connections });
    await second.stop();
    second = undefined;
    const eachRate = two.rps / 2;
    const oneAtRate = await loadAll([first], token, { seconds, connections: half, rate: eachRate });
    const growth = two.cpuPerRequest / oneAtRate.cpuPerRequest;
    const pass = growth <= MAX_CPU_GROWTH && one.failed + oneAtRate.failed + two.failed === 0;
    console.log(
      `  ${'servers × connections'.padEnd(22)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'CPU ms/req'.padStart(11)}`,
    );
    for (const [name, row] of [
      [`1 × ${connections}`, one],
      [`2 × ${half}`, two],
      [`1 × ${half} at ${fmt(eachRate)}/s`, oneAtRate],
    ])
      console.log(
        `  ${name.padEnd(22)} ${fmt(row.rps).padStart(8)} ${fmt(row.p99, 1).padStart(7)} ${fmt(row.cpuPerRequest, 3).padStart(11)}`,
      );
    console.log(
      `  CPU per request, 2 servers against 1 at the rate each served: ${fmt(growth, 2)}× — ${pass ? 'PASS' : 'FAIL'} ` +
        `(budget ≤ ${MAX_CPU_GROWTH}×, every answer 2xx)`,
    );
    return [
      { ...one, servers: 1, connections },
      { ...two, servers: 2, connections: half },
      { ...oneAtRate, servers: 1, connections: half, rate: eachRate, growth, pass },
    ];
  } finally {
    await second?.stop();
    await first.stop();
  }
}

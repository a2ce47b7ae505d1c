// Load on the server under test: one autocannon run against one route, reduced to the figures the benchmark
// prints; and latencies of calls that differ from one to the next (a list's searches), from concurrent clients.
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * `rate`: requests per second over all connections, when the load is to be held at a rate rather than as much
 * as the server takes.
 * @returns {Promise<{ rps: number, p50: number, p99: number, total: number, non2xx: number, errors: number }>}
 */
export async function load({ url, headers = {}, seconds = 10, connections = 50, rate }) {
  const result = await autocannon({
    url,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
    connections,
    duration: seconds,
    ...(rate ? { overallRate: Math.round(rate) } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * A GET of `path` through one keep-alive agent, its answer read and dropped; rejects unless 2xx. The load
 * generator shares the two cores with the server and the database: `fetch` cost it 0.8 ms of CPU a call against
 * 0.35 ms for `http.request`, measured on the members list, time taken from the server under test.
 */
export function keepAliveGetter(baseURL, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const allHeaders = { 'X-Requested-With': 'XMLHttpRequest', ...headers };
  return (path) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${baseURL}${path}`, { headers: allHeaders, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode >= 200 && res.statusCode < 300
            ? resolve()
            : reject(new Error(`${path} answered ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
      req.end();
    });
}

/** The `p` quantile (0..1) of sorted figures. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/**
 * `clients` loops running `one(i)` until `count` calls are done; sorted latencies in ms. First `warmup` calls
 * from as many loops, not timed: the figures are of a server that has been serving (its code compiled by the
 * JIT, its database connections open and their statements prepared), not of its first seconds.
 */
export async function measure(one, { clients, count, warmup = 20 }) {
  await loops(one, clients, warmup);
  const times = [];
  await loops(
    async (i) => {
      const started = performance.now();
      await one(i);
      times.push(performance.now() - started);
    },
    clients,
    count,
  );
  return times.sort((a, b) => a - b);
}

/** `clients` concurrent loops running `run(i)` for i in 0..count-1. */
async function loops(run, clients, count) {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await run(next++);
    }),
  );
}

// One autocannon run against one route, reduced to the figures the benchmark prints.
import autocannon from 'autocannon';

/**
 * @returns {Promise<{ rps: number, p50: number, p99: number, total: number, non2xx: number, errors: number }>}
 */
export async function load({ url, headers = {}, seconds = 10, connections = 50 }) {
  const result = await autocannon({
    url,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
    connections,
    duration: seconds,
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

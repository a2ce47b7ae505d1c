// A SIGKILL during a storm of processors' notifications: four clients send a simulated year (each its own
// members, so a membership's notifications keep their order), the server is killed mid-stream and restarted,
// every acknowledged notification must be stored and applied, and once everything is sent again the ledger
// must equal the simulator's record to the cent (nothing lost, nothing applied twice). On PostgreSQL and on the
// embedded database: the database is read once the last server has stopped, so either can be opened then.
import { repoPath } from '../lib/paths.mjs';
import { fmt } from './members.mjs';

const QUEUES = 4;
const KILL_AFTER_MS = 4_000;
const dist = (file) => import(repoPath(`apps/server/dist/${file}`));

/** The simulator's records of the queues, added up. */
function merged(records) {
  const total = { sums: {}, counts: {}, coins: {}, sent: 0 };
  for (const record of records) {
    for (const part of ['sums', 'counts', 'coins'])
      for (const [key, value] of Object.entries(record[part])) total[part][key] = (total[part][key] ?? 0) + value;
    total.sent += record.sent;
  }
  return total;
}

/** Sends one step; its acknowledgement (the stored notification's id and status, or the spend's record). */
async function sendStep(send, site, step) {
  if (step.path === 'intake/coin-spends') {
    const answer = await send(step.path, { json: step.body, headers: { 'x-site-key': site.key } });
    return answer.status === 200 ? { spend: answer.body.token_record_id } : null;
  }
  const processor = step.path.endsWith('segpay') ? 'segpay' : 'epoch';
  const form = new URLSearchParams({ ...step.params, secret: site.processorSecrets[processor] }).toString();
  const answer = await send(step.path, { form, headers: {} });
  return answer.status === 200 ? { postback: answer.body.id, status: answer.body.status } : null;
}

/**
 * Sends a queue's steps in order. `retries` 0: until a call fails (the server is gone); otherwise a failed call
 * is sent again, as a processor does. Adds what was acknowledged to `acked`.
 */
async function sendQueue(send, site, steps, acked, retries = 0) {
  for (const step of steps) {
    for (let attempt = 0; ; attempt++) {
      try {
        const ack = await sendStep(send, site, step);
        if (ack?.spend) acked.spends.push(ack.spend);
        if (ack?.postback) acked.postbacks.push(ack);
        break;
      } catch (error) {
        if (attempt >= retries) {
          if (retries === 0) return;
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
}

/** Rows of `text`, on either database (`openDatabase`'s driver). */
export function rawQuery({ driver }, text, params = []) {
  return driver.kind === 'pglite' ? driver.client.query(text, params) : driver.pool.query(text, params);
}

async function ledgerState(database) {
  const sums = await rawQuery(
    database,
    `select type || ':' || currency as key, sum(amount)::bigint as total, count(*)::int as n from transactions
     group by type, currency`,
  );
  const coins = await rawQuery(
    database,
    `select username, coin_balance from members where coin_balance > 0 or id in (select member_id from coin_entries)`,
  );
  return {
    sums: Object.fromEntries(sums.rows.map((r) => [r.key, Number(r.total)])),
    counts: Object.fromEntries(sums.rows.map((r) => [r.key, r.n])),
    coins: Object.fromEntries(coins.rows.map((r) => [r.username, r.coin_balance])),
  };
}

const same = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The storm against `server`, whose database holds `members` (username, email, channelId) and the site's
 * processor settings and has no ledger yet. `restart()` starts a server on the same database; `open()` opens
 * that database once the servers have stopped.
 */
export async function storm({ server, site, members, restart, open }) {
  const { simulateCommerce } = await dist('demo/commerce-simulation.js');
  const { httpSender } = await dist('demo/post-commerce.js');
  const queues = Array.from({ length: QUEUES }, (_, q) =>
    simulateCommerce(
      members.filter((_, i) => i % QUEUES === q),
      { now: Date.now(), days: 365, seed: 11 + q, tag: `q${q}-` },
    ),
  );
  const record = merged(queues.map((q) => q.record));
  const acked = { postbacks: [], spends: [] };
  const sending = queues.map((q) => sendQueue(httpSender(server.baseURL), site, q.steps, acked));
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  process.kill(server.pid, 'SIGKILL');
  await Promise.all(sending);
  await server.stop({ keepData: true });
  const restarted = await restart();
  const again = { postbacks: [], spends: [] };
  try {
    await Promise.all(queues.map((q) => sendQueue(httpSender(restarted.baseURL), site, q.steps, again, 5)));
  } finally {
    await restarted.stop({ keepData: true });
  }
  const database = await open();
  let kept;
  let state;
  try {
    // Acknowledged: stored with the status it was answered with (a processed one applied, a failed one kept).
    kept = await rawQuery(
      database,
      `select (select count(*) from postbacks p join unnest($1::bigint[], $2::text[]) a(id, status)
          on a.id = p.id and a.status = p.status)::int as postbacks,
        (select count(*) from token_records where id = any($3::int[]))::int as spends`,
      [acked.postbacks.map((a) => a.postback), acked.postbacks.map((a) => a.status), acked.spends],
    );
    state = await ledgerState(database);
  } finally {
    await database.close();
  }
  const acknowledged = acked.postbacks.length + acked.spends.length;
  const lost = acknowledged - kept.rows[0].postbacks - kept.rows[0].spends;
  const duplicates = again.postbacks.filter((a) => a.status === 'duplicate').length;
  const failed = [...acked.postbacks, ...again.postbacks].filter((a) => a.status === 'failed').length;
  const equal = same(state.sums, record.sums) && same(state.counts, record.counts) && same(state.coins, record.coins);
  const pass = lost === 0 && acknowledged > 0 && failed === 0 && equal;
  console.log(
    `  SIGKILL after ${KILL_AFTER_MS / 1000} s of ${fmt(record.sent)} notifications and spends: ${fmt(acknowledged)} ` +
      `acknowledged, ${fmt(lost)} lost; all sent again (${fmt(duplicates)} duplicates, ${fmt(failed)} failed): ledger ` +
      `${equal ? 'equals' : 'DIFFERS FROM'} the simulator's record to the cent  ${pass ? 'PASS' : 'FAIL'}`,
  );
  if (!equal) console.log(`  ledger ${JSON.stringify(state.sums)}\n  record ${JSON.stringify(record.sums)}`);
  return [{ name: 'postbacks SIGKILL', lost, equal, pass }];
}

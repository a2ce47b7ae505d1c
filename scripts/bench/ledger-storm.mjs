// A SIGKILL during a storm of processors' notifications: four clients send a simulated year (each its own
// members, so a membership's notifications keep their order), the server is killed mid-stream and restarted,
// every acknowledged notification must be stored and applied, and once everything is sent again the ledger
// must equal the simulator's record to the cent (nothing lost, nothing applied twice).
import pg from 'pg';
import { repoPath } from '../lib/paths.mjs';
import { ADMIN_PASSWORD, fmt } from './members.mjs';
import { startBenchServer } from './server.mjs';

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

/** Sends a queue's steps in order from `from` until one call fails (the server is gone); what was acknowledged. */
async function sendQueue(send, site, steps, acked) {
  for (const step of steps) {
    try {
      if (step.path === 'intake/coin-spends') {
        const answer = await send(step.path, { json: step.body, headers: { 'x-site-key': site.key } });
        if (answer.status === 200) acked.spends.push(answer.body.token_record_id);
      } else {
        const processor = step.path.endsWith('segpay') ? 'segpay' : 'epoch';
        const form = new URLSearchParams({ ...step.params, secret: site.processorSecrets[processor] }).toString();
        const answer = await send(step.path, { form, headers: {} });
        if (answer.status === 200) acked.postbacks.push(answer.body.id);
        if (answer.body?.status === 'duplicate') acked.duplicates += 1;
      }
    } catch {
      return;
    }
  }
}

async function ledgerState(client) {
  const sums = await client.query(
    `select type || ':' || currency as key, sum(amount)::bigint as total, count(*)::int as n from transactions
     group by type, currency`,
  );
  const coins = await client.query(
    `select username, coin_balance from members where coin_balance > 0 or id in (select member_id from coin_entries)`,
  );
  return {
    sums: Object.fromEntries(sums.rows.map((r) => [r.key, Number(r.total)])),
    counts: Object.fromEntries(sums.rows.map((r) => [r.key, r.n])),
    coins: Object.fromEntries(coins.rows.map((r) => [r.username, r.coin_balance])),
  };
}

const same = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export async function storm({ databaseUrl, server, site }) {
  const { simulateCommerce } = await dist('demo/commerce-simulation.js');
  const { httpSender } = await dist('demo/post-commerce.js');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let restarted;
  try {
    // The throughput run's notifications stay; the storm compares only what it adds.
    await client.query('truncate coin_entries, orders, transactions, subscriptions, postbacks, token_records');
    await client.query('update members set coin_balance = 0');
    const { rows } = await client.query(
      `select username, email, channel_id as "channelId" from members where username like 'lb%' order by id`,
    );
    const queues = Array.from({ length: QUEUES }, (_, q) =>
      simulateCommerce(
        rows.filter((_, i) => i % QUEUES === q),
        { now: Date.now(), days: 365, seed: 11 + q },
      ),
    );
    const record = merged(queues.map((q) => q.record));
    const acked = { postbacks: [], spends: [], duplicates: 0 };
    const sending = queues.map((q) => sendQueue(httpSender(server.baseURL), site, q.steps, acked));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    process.kill(server.pid, 'SIGKILL');
    await Promise.all(sending);
    await server.stop();
    restarted = await startBenchServer({ adminPassword: ADMIN_PASSWORD, databaseUrl, demoData: false });
    const kept = await client.query(
      `select (select count(*) from postbacks where id = any($1::bigint[]) and status = 'processed')::int as postbacks,
        (select count(*) from token_records where id = any($2::int[]))::int as spends`,
      [acked.postbacks, acked.spends],
    );
    const acknowledged = acked.postbacks.length + acked.spends.length;
    const lost = acknowledged - kept.rows[0].postbacks - kept.rows[0].spends;
    const again = { postbacks: [], spends: [], duplicates: 0 };
    await Promise.all(queues.map((q) => sendQueue(httpSender(restarted.baseURL), site, q.steps, again)));
    const state = await ledgerState(client);
    const equal = same(state.sums, record.sums) && same(state.counts, record.counts) && same(state.coins, record.coins);
    const pass = lost === 0 && acknowledged > 0 && equal;
    console.log(
      `  SIGKILL after ${KILL_AFTER_MS / 1000} s of ${fmt(record.sent)} notifications and spends: ${fmt(acknowledged)} ` +
        `acknowledged, ${fmt(lost)} lost; all sent again (${fmt(again.duplicates)} duplicates): ledger ` +
        `${equal ? 'equals' : 'DIFFERS FROM'} the simulator's record to the cent  ${pass ? 'PASS' : 'FAIL'}`,
    );
    if (!equal) console.log(`  ledger ${JSON.stringify(state.sums)}\n  record ${JSON.stringify(record.sums)}`);
    return [{ name: 'postbacks SIGKILL', lost, equal, pass }];
  } finally {
    await client.end();
    await restarted?.stop();
  }
}

/**
 * The processors' daily reports reconciled, end to end against the simulator inside the app: a transaction
 * whose postback was lost is booked once through the postback path (marked from the report) and listed; the
 * others match; a re-run and the next day's run change nothing; an amount that differs is listed, not booked;
 * a site's report never books into another site; a refused or timed-out pull is the run's error; permissions.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import {
  postbacks,
  processorConfigs,
  reconciliationLines,
  reconciliationRuns,
  transactions,
} from '../../db/schema/index.js';
import type { MerchantAccount } from '../../demo/processor-simulator.js';
import { as, signIn } from '../../test/client.js';
import { commerceFixture, newMember, postback, SECRETS, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import type { Queued } from './routes.js';

const app = await startTestApp({ processorSimulator: true, processorApi: { timeoutMs: 3_000, staleMinutes: 30 } });
const simulator = app.processorSimulator!;
let owner: ReturnType<typeof as>;
let siteA = 0;
let siteB = 0;
const SECRET_B = { segpay: 'segpay-secret-of-b', epoch: 'epoch-secret-of-b' };
const account = (processor: Processor, site: string, secret: string): MerchantAccount => ({
  processor,
  userId: `user-${processor}-${site}`,
  accessKey: `key-${processor}-${site}-0123`,
  postbackSecret: secret,
});
const A = account('segpay', 'a', SECRETS.segpay);
const A_EPOCH = account('epoch', 'a', SECRETS.epoch);
const B = account('segpay', 'b', SECRET_B.segpay);
const NOW = new Date();
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

async function giveCredentials(siteId: number, merchant: MerchantAccount) {
  const [config] = await app.db
    .select({ id: processorConfigs.id })
    .from(processorConfigs)
    .where(and(eq(processorConfigs.siteId, siteId), eq(processorConfigs.processor, merchant.processor)));
  const set = await owner.post(`/api/segpays/${config!.id}/setApiCredentials`, {
    api_user_id: merchant.userId,
    api_key: merchant.accessKey,
  });
  expect(set.status).toBe(200);
  simulator.register(merchant);
}

/** Runs one account's reconciliation through the job queue; the finished run. */
async function reconcile(siteId: number, processor: Processor, at = NOW) {
  const before = await app.db.select({ id: reconciliationRuns.id }).from(reconciliationRuns);
  await app.jobs.runNow('reconcile-account', { siteId, processor, at: at.toISOString() } satisfies Queued);
  return vi.waitFor(
    async () => {
      const runs = await app.db.select().from(reconciliationRuns);
      const run = runs.find((r) => !before.some((b) => b.id === r.id) && r.finishedAt);
      if (!run) throw new Error('not finished yet');
      return run;
    },
    { timeout: 30_000, interval: 50 },
  );
}

const join = (tranid: string, username: string, price = '29.99') =>
  segpaySale({
    stage: 'Initial',
    purchaseid: `P-${tranid}`,
    tranid,
    username,
    eticketid: '196001:1001',
    price,
    transtime: hoursAgo(20),
  });

const entriesOf = (ref: string) => app.db.select().from(transactions).where(eq(transactions.processorRef, ref));
const linesOf = (ref: string) =>
  app.db.select().from(reconciliationLines).where(eq(reconciliationLines.transactionRef, ref));

beforeAll(async () => {
  siteA = (await commerceFixture(app)).siteId;
  siteB = (await commerceFixture(app, SECRET_B)).siteId;
  owner = as(app, await signIn(app));
  await giveCredentials(siteA, A);
  await giveCredentials(siteA, A_EPOCH);
  await giveCredentials(siteB, B);
  for (const name of ['rita', 'rosa', 'rena', 'dora', 'xena', 'epi']) await newMember(app, name, null, siteA);
  await newMember(app, 'xena-b', null, siteB);
});

describe('a lost postback', () => {
  it('is booked once from the report, marked so and listed; the rest match; re-runs change nothing', async () => {
    simulator.post(A, join('R-1', 'rita'));
    simulator.post(A, join('R-2', 'rosa'));
    simulator.lose(A, join('R-3', 'rena'));
    await simulator.idle();
    expect(await entriesOf('R-3')).toHaveLength(0);

    const run = await reconcile(siteA, 'segpay');
    expect(run).toMatchObject({ rowsRead: 3, booked: 1, mismatches: 1, error: null, trigger: 'staff' });
    const [entry] = await entriesOf('R-3');
    expect(entry).toMatchObject({ siteId: siteA, amount: 2999 });
    const [stored] = await app.db.select().from(postbacks).where(eq(postbacks.id, entry!.postbackId!));
    expect(stored).toMatchObject({ source: 'report', status: 'processed', siteId: siteA });
    const [line] = await linesOf('R-3');
    expect(line).toMatchObject({ kind: 'booked', postbackId: stored!.id, transactionId: entry!.id, amount: '29.99' });
    expect(line!.orderId).not.toBeNull();
    expect(await linesOf('R-1')).toHaveLength(0);

    const listed = await owner.get(`/api/reconciliations?site_id=${siteA}&kind=booked`);
    expect(listed.body.data).toEqual([expect.objectContaining({ transaction_ref: 'R-3', kind: 'booked' })]);
    const inbox = await owner.get(`/api/postbacks/${stored!.id}`);
    expect(inbox.body).toMatchObject({ source: 'report', transaction_id: entry!.id });

    for (const at of [NOW, new Date(NOW.getTime() + 24 * HOUR)]) {
      const again = await reconcile(siteA, 'segpay', at);
      expect(again).toMatchObject({ booked: 0, mismatches: 0, error: null });
    }
    expect(await entriesOf('R-3')).toHaveLength(1);
    expect(await linesOf('R-3')).toHaveLength(1);
  });

  it('books an Epoch DataPlus row the same way', async () => {
    simulator.lose(A_EPOCH, {
      ets_transaction_id: 'E-1',
      ets_member_idx: 'EM-1',
      ets_transaction_type: 'I',
      ets_pi_code: 'VR-MONTH',
      ets_transaction_amount: '29.99',
      ets_username: 'epi',
      ets_transaction_date: hoursAgo(5),
    });
    const run = await reconcile(siteA, 'epoch');
    expect(run).toMatchObject({ rowsRead: 1, booked: 1, error: null });
    expect(await linesOf('E-1')).toEqual([expect.objectContaining({ kind: 'booked', processor: 'epoch' })]);
  });
});

describe('mismatches', () => {
  it('lists a row whose amount differs from the ledger, and books nothing', async () => {
    expect((await postback(app, 'segpay', join('D-1', 'dora', '20.00'))).body.status).toBe('processed');
    simulator.lose(A, join('D-1', 'dora', '25.00'));
    const run = await reconcile(siteA, 'segpay');
    expect(run).toMatchObject({ booked: 0, mismatches: 1 });
    expect(await linesOf('D-1')).toEqual([
      expect.objectContaining({ kind: 'differs', amount: '25.00', ledgerAmount: '20.00' }),
    ]);
    expect(await entriesOf('D-1')).toHaveLength(1);
  });

  it('lists a row the postback path cannot book, with its reason, once', async () => {
    simulator.lose(A, join('U-1', 'nobody.here'));
    for (let i = 0; i < 2; i++) await reconcile(siteA, 'segpay');
    const lines = await linesOf('U-1');
    expect(lines).toEqual([expect.objectContaining({ kind: 'not_booked', error: 'unknown_member:nobody.here' })]);
    const stored = await app.db.select().from(postbacks).where(eq(postbacks.transactionRef, 'U-1'));
    expect(stored).toEqual([expect.objectContaining({ source: 'report', status: 'failed' })]);
    // Replayed once its cause is fixed, as any notification: authenticated by its site, not by a secret.
    await newMember(app, 'nobody.here', null, siteA);
    const replayed = await owner.post(`/api/postbacks/${stored[0]!.id}/replay`, {});
    expect(replayed.body).toMatchObject({ status: 'processed', source: 'report' });
    expect(await entriesOf('U-1')).toEqual([expect.objectContaining({ siteId: siteA })]);
  });

  it("never books a site's report into another site: an id of site B is no match for site A", async () => {
    expect((await postback(app, 'segpay', join('X-1', 'xena-b'), SECRET_B.segpay)).body.status).toBe('processed');
    simulator.lose(A, join('X-1', 'xena'));
    await reconcile(siteA, 'segpay');
    const entries = await entriesOf('X-1');
    expect(entries.map((e) => e.siteId).sort()).toEqual([siteA, siteB].sort());
    expect(await linesOf('X-1')).toEqual([expect.objectContaining({ kind: 'booked', siteId: siteA })]);
    const runB = await reconcile(siteB, 'segpay');
    expect(runB).toMatchObject({ rowsRead: 0, booked: 0, error: null });
  });
});

describe('a failed pull', () => {
  it('records the refusal on the run', async () => {
    simulator.script({ answer: 'Invalid Merchant' });
    const run = await reconcile(siteA, 'segpay');
    expect(run).toMatchObject({ error: 'Invalid Merchant', rowsRead: 0 });
  });

  it('records a timeout on the run', async () => {
    simulator.script({ delayMs: 4_000 });
    const run = await reconcile(siteA, 'segpay');
    expect(run).toMatchObject({ error: 'timeout', rowsRead: 0 });
  });
});

describe('permissions and Run now', () => {
  it('refuses the list and Run now without their permissions (403)', async () => {
    const nobody = as(app, (await adminWith(app, ['list-orders'])).token);
    expect((await nobody.get('/api/reconciliations')).status).toBe(403);
    expect((await nobody.get('/api/reconciliations/runs')).status).toBe(403);
    expect((await nobody.post('/api/reconciliations/run', { site_id: siteA, processor: 'segpay' })).status).toBe(403);
    const reader = as(app, (await adminWith(app, ['list-reconciliations'])).token);
    expect((await reader.get('/api/reconciliations')).status).toBe(200);
    expect((await reader.post('/api/reconciliations/run', { site_id: siteA, processor: 'segpay' })).status).toBe(403);
  });

  it('queues a run of one site and processor, audited; refuses one without credentials', async () => {
    const runner = as(app, (await adminWith(app, ['list-reconciliations', 'run-reconciliations'])).token);
    const queued = await runner.post('/api/reconciliations/run', { site_id: siteA, processor: 'segpay' });
    expect(queued.status).toBe(202);
    await vi.waitFor(
      async () => {
        const runs = (await runner.get(`/api/reconciliations/runs?site_id=${siteA}`)).body.data;
        expect(runs[0]).toMatchObject({ processor: 'segpay', trigger: 'staff', finished_at: expect.any(String) });
      },
      { timeout: 30_000, interval: 50 },
    );
    const audit = await owner.get('/api/audit-logs?resource=reconciliations');
    expect(audit.body.data[0]).toMatchObject({ action: 'run', resource_id: siteA });
    const none = await runner.post('/api/reconciliations/run', { site_id: siteB, processor: 'epoch' });
    expect(none.status).toBe(409);
  });
});

/** Processors' notifications through the real endpoints: stored, authenticated, applied once, replayable. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, postbacks, processorConfigs, subscriptions, transactions } from '../../db/schema/index.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let fixture: Awaited<ReturnType<typeof commerceFixture>>;

beforeAll(async () => {
  fixture = await commerceFixture(app);
  await newMember(app, 'ann');
  await newMember(app, 'bob');
});

const membership = async (ref: string) =>
  (await app.db.select().from(subscriptions).where(eq(subscriptions.processorRef, ref)))[0]!;
const ledgerOf = async (subscriptionId: number) =>
  app.db
    .select({ type: transactions.type, amount: transactions.amount, originalId: transactions.originalId })
    .from(transactions)
    .where(eq(transactions.subscriptionId, subscriptionId))
    .orderBy(transactions.id);

describe('Segpay postbacks', () => {
  const initial = segpaySale({
    stage: 'Initial',
    purchaseid: 'P-100',
    tranid: 'T-100',
    price: '29.99',
    eticketid: '196001:1001',
    username: 'ann',
    transtime: '2026-03-01 10:00:00',
  });

  it('opens an active subscription with its order, once', async () => {
    expect(await postback(app, 'segpay', initial)).toMatchObject({ status: 200, body: { status: 'processed' } });
    expect(await postback(app, 'segpay', initial)).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    const sub = await membership('P-100');
    expect(sub).toMatchObject({ status: 'active', paidThrough: new Date('2026-04-01T10:00:00Z') });
    const [order] = await app.db.select().from(orders).where(eq(orders.subscriptionId, sub.id));
    expect(order).toMatchObject({ amount: 2999, type: 'initial', transactionFee: 315, reserveFee: 150 });
    // The reserve is held back from a payout, not a fee: the order's net is the amount less its fees.
    expect(order!.totalAmount).toBe(2999 - 315);
  });

  it('rebills; a refund keeps access, a chargeback ends it and a later rebill fails without applying', async () => {
    const rebill = segpaySale({ stage: 'Rebill', purchaseid: 'P-100', tranid: 'T-101', price: '29.99' });
    expect((await postback(app, 'segpay', { ...rebill, transtime: '2026-04-01 10:00:00' })).body.status).toBe(
      'processed',
    );
    expect((await membership('P-100')).paidThrough).toEqual(new Date('2026-05-01T10:00:00Z'));
    const refund = { action: 'Auth', trantype: 'credit', tranid: 'T-102', relatedtranid: 'T-101', price: '29.99' };
    expect((await postback(app, 'segpay', { ...refund, transtime: '2026-04-03 10:00:00' })).body.status).toBe(
      'processed',
    );
    expect(await membership('P-100')).toMatchObject({ status: 'active', endedAt: null });
    const chargeback = { action: 'Auth', trantype: 'charge', tranid: 'T-105', relatedtranid: 'T-100', price: '10.00' };
    expect((await postback(app, 'segpay', { ...chargeback, transtime: '2026-04-05 10:00:00' })).body.status).toBe(
      'processed',
    );
    const sub = await membership('P-100');
    expect(sub).toMatchObject({ status: 'expired', endedAt: new Date('2026-04-05T10:00:00Z') });
    const late = await postback(app, 'segpay', { ...rebill, tranid: 'T-103', transtime: '2026-05-01 10:00:00' });
    expect(late.body.status).toBe('failed');
    const [row] = await app.db.select().from(postbacks).where(eq(postbacks.id, late.body.id));
    expect(row!.error).toBe('transition:expired:rebill');
    const entries = await ledgerOf(sub.id);
    expect(entries.map((e) => e.type)).toEqual(['initial', 'rebill', 'refund', 'chargeback']);
    expect(entries[2]!.originalId).not.toBeNull();
  });

  it('applies a notification delivered five times at once exactly once', async () => {
    const sale = segpaySale({
      stage: 'Initial',
      purchaseid: 'P-500',
      tranid: 'T-500',
      price: '29.99',
      username: 'bob',
      eticketid: '196001:1001',
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postback(app, 'segpay', sale)));
    expect(answers.map((a) => a.body.status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'processed',
    ]);
    expect(await app.db.select().from(transactions).where(eq(transactions.processorRef, 'T-500'))).toHaveLength(1);
    const refund = { action: 'Auth', trantype: 'credit', tranid: 'T-501', relatedtranid: 'T-500', price: '29.99' };
    const refunds = await Promise.all(Array.from({ length: 5 }, () => postback(app, 'segpay', refund)));
    expect(refunds.map((a) => a.body.status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'processed',
    ]);
  });

  it('refuses a refund larger than what is left of its charge', async () => {
    const more = { action: 'Auth', trantype: 'credit', tranid: 'T-104', relatedtranid: 'T-100', price: '40.00' };
    const answer = await postback(app, 'segpay', more);
    expect(answer.body.status).toBe('failed');
    const [row] = await app.db.select().from(postbacks).where(eq(postbacks.id, answer.body.id));
    expect(row!.error).toMatch(/^over_reversal/);
  });
});

describe('Epoch DataPlus', () => {
  const row = (type: string, id: string, amount: string, extra: Record<string, string> = {}) => ({
    ets_transaction_type: type,
    ets_transaction_id: id,
    ets_member_idx: 'M-7',
    ets_pi_code: 'VR-TRIAL',
    ets_username: 'bob',
    ets_transaction_amount: amount,
    ets_transaction_date: '2026-02-01 08:00:00',
    ...extra,
  });

  it('moves a paid trial to active on conversion and keeps Epoch’s type beside ours', async () => {
    expect((await postback(app, 'epoch', row('T', 'E-1', '1.00'))).body.status).toBe('processed');
    expect((await membership('M-7')).status).toBe('trial');
    expect((await postback(app, 'epoch', row('U', 'E-2', '29.99'))).body.status).toBe('processed');
    const sub = await membership('M-7');
    expect(sub.status).toBe('active');
    const [conversion] = await app.db.select().from(transactions).where(eq(transactions.processorRef, 'E-2'));
    expect(conversion).toMatchObject({ type: 'conversion', processorType: 'U', amount: 2999 });
  });

  it('cancels a trial once (K), a second K being a duplicate', async () => {
    await newMember(app, 'cy');
    await postback(app, 'epoch', row('F', 'E-10', '0', { ets_member_idx: 'M-8', ets_username: 'cy' }));
    const cancel = row('K', 'E-11', '0', { ets_member_idx: 'M-8' });
    expect((await postback(app, 'epoch', cancel)).body.status).toBe('processed');
    expect((await postback(app, 'epoch', cancel)).body.status).toBe('duplicate');
    expect((await membership('M-8')).status).toBe('cancelled');
  });
});

describe('authentication and replay', () => {
  it('stores a notification with a wrong secret as rejected, and replays it once the secret is fixed', async () => {
    const sale = segpaySale({
      stage: 'Initial',
      purchaseid: 'P-200',
      tranid: 'T-200',
      price: '29.99',
      username: 'bob',
    });
    const answer = await postback(app, 'segpay', { ...sale, eticketid: '196001:1001' }, 'new-secret');
    expect(answer.status).toBe(401);
    const [stored] = await app.db.select().from(postbacks).where(eq(postbacks.transactionRef, 'T-200'));
    expect(stored).toMatchObject({ status: 'rejected', error: 'bad_secret' });
    expect(stored!.payload).not.toHaveProperty('secret');

    const staff = as(app, (await adminWith(app, ['list-postbacks', 'replay-postbacks'])).token);
    expect((await staff.post(`/api/postbacks/${stored!.id}/replay`)).body.status).toBe('rejected');
    await app.db
      .update(processorConfigs)
      .set({ secretHash: hashToken('new-secret') })
      .where(and(eq(processorConfigs.siteId, fixture.siteId), eq(processorConfigs.processor, 'segpay')));
    const replayed = await staff.post(`/api/postbacks/${stored!.id}/replay`);
    expect(replayed.body).toMatchObject({ status: 'processed', attempts: 3, site_id: fixture.siteId });
    expect(replayed.body.transaction_id).toEqual(expect.any(Number));
    expect((await staff.post(`/api/postbacks/${stored!.id}/replay`)).status).toBe(409);
    const inbox = await staff.get('/api/postbacks?status=processed&q=T-200');
    expect(inbox.body.data.map((p: { id: number }) => p.id)).toEqual([stored!.id]);
  });

  it('takes a notification only from the addresses the settings list, when they list any', async () => {
    const epochSettings = and(eq(processorConfigs.siteId, fixture.siteId), eq(processorConfigs.processor, 'epoch'));
    await app.db
      .update(processorConfigs)
      .set({ allowedAddresses: ['10.0.0.0/8'] })
      .where(epochSettings);
    const probe = { ets_transaction_type: 'K', ets_transaction_id: 'E-90', ets_member_idx: 'M-7' };
    const outside = await postback(app, 'epoch', probe, undefined, '192.0.2.1');
    expect(outside).toMatchObject({ status: 403, body: { code: 'postback_rejected' } });
    const inside = await postback(app, 'epoch', probe, undefined, '::ffff:10.1.2.3');
    expect(inside).toMatchObject({ status: 200, body: { status: 'processed' } });
    await app.db.update(processorConfigs).set({ allowedAddresses: [] }).where(epochSettings);
  });

  it('answers 422 to what is not a notification, and never a 500', async () => {
    expect((await postback(app, 'segpay', { action: 'Dance' }, 'new-secret')).status).toBe(422);
    expect((await postback(app, 'epoch', { ets_transaction_id: 'x' }, 'epoch-test-secret')).status).toBe(422);
    const price = segpaySale({ stage: 'Initial', tranid: 'T-9', price: 'ten', username: 'bob' });
    expect((await postback(app, 'segpay', price, 'new-secret')).status).toBe(422);
  });

  it('answers a repeated query parameter named like an object property with its field message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/postbacks/epoch?constructor=1&constructor=',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
        'x-postback-secret': 'epoch-test-secret',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ constructor: ['Sent more than once: each parameter is sent once.'] });
  });
});

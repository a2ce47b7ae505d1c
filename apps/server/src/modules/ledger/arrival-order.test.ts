/**
 * Notifications in the order the processors' retries and queues deliver them, not the order they happened:
 * a subscription's state follows transaction time; a refund or chargeback sent before its charge waits for it;
 * a refund alone keeps access.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Processor } from '@backlot/contract';
import { orders, postbacks, subscriptions, transactions } from '../../db/schema/index.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
const OTHER: Record<Processor, string> = { segpay: 'arrival-other-segpay', epoch: 'arrival-other-epoch' };
let site: number;

beforeAll(async () => {
  site = (await commerceFixture(app)).siteId;
  await commerceFixture(app, OTHER);
  await newMember(app, 'ora');
  await newMember(app, 'oli');
});

const membership = async (ref: string, siteId = site) =>
  (
    await app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.processorRef, ref), eq(subscriptions.siteId, siteId)))
  )[0]!;
const ledgerTypes = async (subscriptionId: number) =>
  (
    await app.db
      .select({ type: transactions.type })
      .from(transactions)
      .where(eq(transactions.subscriptionId, subscriptionId))
      .orderBy(transactions.occurredAt)
  ).map((entry) => entry.type);
const rowOf = async (answer: { body: { id: number } }) =>
  (await app.db.select().from(postbacks).where(eq(postbacks.id, answer.body.id)))[0]!;

/** Sends a Segpay notification; its stored status. */
const segpay = async (params: Record<string, string>, secret?: string) =>
  (await postback(app, 'segpay', params, secret)).body.status as string;

/** A Segpay monthly membership `purchaseid` opened on 2026-01-01 by `tranid`. */
/** An Epoch DataPlus row of Oli's membership `member`: the monthly plan, 29.99 on 1 January unless `fields` say. */
const epochRow = (member: string, type: string, id: string, fields: Record<string, string> = {}) => ({
  ets_transaction_type: type,
  ets_transaction_id: id,
  ets_member_idx: member,
  ets_pi_code: 'VR-MONTH',
  ets_username: 'oli',
  ets_transaction_amount: '29.99',
  ets_transaction_date: '2026-01-01 08:00:00',
  ...fields,
});

async function opened(purchaseid: string, tranid: string) {
  const initial = { stage: 'Initial', purchaseid, tranid, eticketid: '196001:1001', username: 'ora' };
  expect(await segpay(segpaySale({ ...initial, price: '29.99', transtime: '2026-01-01 10:00:00' }))).toBe('processed');
}
const rebill = (purchaseid: string, tranid: string, transtime: string, approved = 'Yes') =>
  segpaySale({ stage: 'Rebill', purchaseid, tranid, price: '29.99', transtime, approved });

describe('a subscription follows transaction time, whatever the arrival order', () => {
  it('stays active when the declined rebill arrives after the next day’s retry that went through', async () => {
    await opened('AO-1', 'AO-1-1');
    expect(await segpay(rebill('AO-1', 'AO-1-3', '2026-02-02 10:00:00'))).toBe('processed');
    expect(await segpay(rebill('AO-1', 'AO-1-2', '2026-02-01 10:00:00', 'No'))).toBe('processed');
    const sub = await membership('AO-1');
    expect(sub).toMatchObject({ status: 'active', paidThrough: new Date('2026-03-02T10:00:00Z') });
    // Recorded all the same.
    expect(await ledgerTypes(sub.id)).toEqual(['initial', 'decline', 'rebill']);
  });

  it('never moves paid_through backwards for an older rebill arriving late; a later one extends it', async () => {
    await opened('AO-2', 'AO-2-1');
    expect(await segpay(rebill('AO-2', 'AO-2-3', '2026-03-01 10:00:00'))).toBe('processed');
    expect((await membership('AO-2')).paidThrough).toEqual(new Date('2026-04-01T10:00:00Z'));
    expect(await segpay(rebill('AO-2', 'AO-2-2', '2026-02-01 10:00:00'))).toBe('processed');
    expect((await membership('AO-2')).paidThrough).toEqual(new Date('2026-04-01T10:00:00Z'));
    expect(await segpay(rebill('AO-2', 'AO-2-4', '2026-04-01 10:00:00'))).toBe('processed');
    expect((await membership('AO-2')).paidThrough).toEqual(new Date('2026-05-01T10:00:00Z'));
  });

  it('keeps the processor’s expiry when the cancellation before it arrives late (recorded, no move)', async () => {
    await opened('AO-3', 'AO-3-1');
    expect(await segpay({ action: 'Disable', purchaseid: 'AO-3', transtime: '2026-02-01 10:00:00' })).toBe('processed');
    expect(await segpay({ action: 'Cancel', purchaseid: 'AO-3', transtime: '2026-01-20 10:00:00' })).toBe('processed');
    expect(await membership('AO-3')).toMatchObject({
      status: 'expired',
      endedAt: new Date('2026-02-01T10:00:00Z'),
      cancelledAt: null,
    });
  });

  it('a reactivation older than the expiry it follows does not undo the expiry', async () => {
    await opened('AO-4', 'AO-4-1');
    expect(await segpay({ action: 'Cancel', purchaseid: 'AO-4', transtime: '2026-01-10 10:00:00' })).toBe('processed');
    expect(await segpay({ action: 'Disable', purchaseid: 'AO-4', transtime: '2026-01-25 10:00:00' })).toBe('processed');
    expect(await segpay({ action: 'Reactivation', purchaseid: 'AO-4', transtime: '2026-01-20 10:00:00' })).toBe(
      'processed',
    );
    expect((await membership('AO-4')).status).toBe('expired');
  });
});

describe('a refund or chargeback sent before its charge', () => {
  it('is parked, then applied by itself when the charge arrives', async () => {
    await opened('AO-5', 'AO-5-1');
    const refund = { action: 'Auth', trantype: 'credit', tranid: 'AO-5-R', relatedtranid: 'AO-5-2', price: '29.99' };
    const parked = await postback(app, 'segpay', { ...refund, transtime: '2026-02-03 10:00:00' });
    expect(parked).toMatchObject({ status: 200, body: { status: 'parked' } });
    expect(await rowOf(parked)).toMatchObject({ status: 'parked', error: 'original_not_found:AO-5-2' });

    expect(await segpay(rebill('AO-5', 'AO-5-2', '2026-02-01 10:00:00'))).toBe('processed');
    expect(await rowOf(parked)).toMatchObject({ status: 'processed', error: null, attempts: 2 });
    const sub = await membership('AO-5');
    expect(await ledgerTypes(sub.id)).toEqual(['initial', 'rebill', 'refund']);
    const [entry] = await app.db.select().from(transactions).where(eq(transactions.processorRef, 'AO-5-R'));
    const [charge] = await app.db.select().from(transactions).where(eq(transactions.processorRef, 'AO-5-2'));
    expect(entry).toMatchObject({ originalId: charge!.id, amount: 2999, postbackId: parked.body.id });
    // A refund alone keeps access.
    expect(sub.status).toBe('active');
    // Applied once: the same refund again is a duplicate.
    expect(await segpay({ ...refund, transtime: '2026-02-03 10:00:00' })).toBe('duplicate');
  });

  it('a chargeback parked before its Epoch charge ends the subscription when the charge arrives', async () => {
    const chargeback = epochRow('AO-E6', 'D', 'AO-E6-D', {
      ets_transaction_date: '2026-01-20 08:00:00',
      ets_ref_trans_ids: 'AO-E6-I',
    });
    expect((await postback(app, 'epoch', chargeback)).body.status).toBe('parked');
    expect((await postback(app, 'epoch', epochRow('AO-E6', 'I', 'AO-E6-I'))).body.status).toBe('processed');
    const sub = await membership('AO-E6');
    expect(sub).toMatchObject({ status: 'expired', endedAt: new Date('2026-01-20T08:00:00Z') });
    expect(await ledgerTypes(sub.id)).toEqual(['initial', 'chargeback']);
  });

  it('waits for a charge of its own site: another site’s charge of the same id applies nothing', async () => {
    await opened('AO-7', 'AO-7-1');
    const refund = { action: 'Auth', trantype: 'credit', tranid: 'AO-7-R', relatedtranid: 'AO-7-X', price: '5.00' };
    const parked = await postback(app, 'segpay', refund, OTHER.segpay);
    expect(parked.body.status).toBe('parked');
    expect(await segpay(rebill('AO-7', 'AO-7-X', '2026-02-01 10:00:00'))).toBe('processed');
    expect((await rowOf(parked)).status).toBe('parked');
    expect(await app.db.select().from(transactions).where(eq(transactions.processorRef, 'AO-7-R'))).toEqual([]);
  });
});

describe('a refund alone does not end access', () => {
  const credit = (tranid: string, relatedtranid: string, transtime: string, action = 'Auth') => ({
    action,
    trantype: 'credit',
    tranid,
    relatedtranid,
    price: '29.99',
    transtime,
  });

  it('a Segpay credit keeps the subscription active; Segpay’s Disable after it ends access', async () => {
    await opened('AO-8', 'AO-8-1');
    expect(await segpay(credit('AO-8-R', 'AO-8-1', '2026-01-05 10:00:00'))).toBe('processed');
    expect(await membership('AO-8')).toMatchObject({ status: 'active', endedAt: null });
    const [order] = await app.db.select().from(orders).where(eq(orders.transactionNumber, 'AO-8-1'));
    expect(order!.amount).toBe(2999);
    expect(await segpay({ action: 'Disable', purchaseid: 'AO-8', transtime: '2026-01-05 10:01:00' })).toBe('processed');
    expect(await membership('AO-8')).toMatchObject({ status: 'expired', endedAt: new Date('2026-01-05T10:01:00Z') });
  });

  it('a Segpay credit sent as a Disable is a refund and end of access', async () => {
    await opened('AO-9', 'AO-9-1');
    expect(await segpay(credit('AO-9-R', 'AO-9-1', '2026-01-06 10:00:00', 'Disable'))).toBe('processed');
    const sub = await membership('AO-9');
    expect(sub).toMatchObject({ status: 'expired', endedAt: new Date('2026-01-06T10:00:00Z') });
    expect(await ledgerTypes(sub.id)).toEqual(['initial', 'refund']);
  });

  it('an Epoch credit (C) keeps access; a partial one too', async () => {
    expect((await postback(app, 'epoch', epochRow('AO-E10', 'I', 'AO-E10-I'))).body.status).toBe('processed');
    const partial = epochRow('AO-E10', 'C', 'AO-E10-C', {
      ets_transaction_amount: '10.00',
      ets_ref_trans_ids: 'AO-E10-I',
    });
    expect((await postback(app, 'epoch', partial)).body.status).toBe('processed');
    expect((await membership('AO-E10')).status).toBe('active');
  });
});

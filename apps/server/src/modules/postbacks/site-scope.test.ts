/**
 * One site's secret moves only its own money: a notification authenticated as site 2 that names site 1's
 * transaction or membership ids finds nothing of site 1's (as an unknown id), and cannot take one of site 1's
 * transaction ids first — with either processor, and whatever source addresses site 1's settings allow.
 */
import type { Processor } from '@backlot/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { postbacks, processorConfigs, subscriptions, transactions } from '../../db/schema/index.js';
import { commerceFixture, newMember, postback, SECRETS, segpaySale } from '../../test/commerce.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
const OTHER: Record<Processor, string> = { segpay: 'segpay-other-secret', epoch: 'epoch-other-secret' };
let site1: number;
let site2: number;

beforeAll(async () => {
  site1 = (await commerceFixture(app)).siteId;
  site2 = (await commerceFixture(app, OTHER)).siteId;
  await newMember(app, 'ann');
  await newMember(app, 'bea', null, site2);
});

/** A site's subscription of a processor's membership id. */
const membershipOf = async (siteId: number, processor: Processor, ref: string) =>
  (
    await app.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.siteId, siteId),
          eq(subscriptions.processor, processor),
          eq(subscriptions.processorRef, ref),
        ),
      )
  )[0];

/** What a site's ledger and subscriptions hold: its figures. */
const figuresOf = async (siteId: number) => ({
  ledger: await app.db
    .select({ ref: transactions.processorRef, type: transactions.type, amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.siteId, siteId))
    .orderBy(transactions.id),
  subscriptions: await app.db
    .select({
      ref: subscriptions.processorRef,
      status: subscriptions.status,
      paidThrough: subscriptions.paidThrough,
      endedAt: subscriptions.endedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.siteId, siteId))
    .orderBy(subscriptions.id),
});

/** The stored outcome of a notification as the endpoint answered it. */
const outcomeOf = async (answer: { status: number; body: { id: number } }) => {
  expect(answer.status).toBe(200);
  const [row] = await app.db.select().from(postbacks).where(eq(postbacks.id, answer.body.id));
  return { status: row!.status, error: row!.error, siteId: row!.siteId };
};

/** Site 1's Segpay membership `purchaseid`, opened by the charge `tranid`. */
async function segpayMembership(purchaseid: string, tranid: string) {
  const sale = segpaySale({
    stage: 'Initial',
    purchaseid,
    tranid,
    price: '29.99',
    eticketid: '196001:1001',
    username: 'ann',
    transtime: '2026-03-01 10:00:00',
  });
  expect((await postback(app, 'segpay', sale)).body.status).toBe('processed');
}

/** An Epoch DataPlus row. */
const epochRow = (type: string, id: string, fields: Record<string, string> = {}) => ({
  ets_transaction_type: type,
  ets_transaction_id: id,
  ets_transaction_date: '2026-03-01 10:00:00',
  ...fields,
});

/** Site 1's Epoch membership `member`, opened by the charge `id` (of `type`: I initial, T paid trial). */
async function epochMembership(member: string, id: string, type = 'I') {
  const row = epochRow(type, id, {
    ets_member_idx: member,
    ets_pi_code: type === 'I' ? 'VR-MONTH' : 'VR-TRIAL',
    ets_username: 'ann',
    ets_transaction_amount: type === 'I' ? '29.99' : '1.00',
  });
  expect((await postback(app, 'epoch', row)).body.status).toBe('processed');
}

describe("another site's refunds and chargebacks", () => {
  it("do not take back site 1's Segpay charge: its original is unknown to site 2", async () => {
    await segpayMembership('SP-P1', 'SP4618');
    const before = await figuresOf(site1);
    for (const [trantype, tranid] of [
      ['charge', 'X-CB-1'],
      ['credit', 'X-RF-1'],
    ] as const) {
      const reversal = { action: 'Auth', trantype, tranid, relatedtranid: 'SP4618', price: '29.99' };
      // Parked in site 2's ledger, awaiting a charge of site 2's that has this id.
      expect(await outcomeOf(await postback(app, 'segpay', reversal, OTHER.segpay))).toEqual({
        status: 'parked',
        error: 'original_not_found:SP4618',
        siteId: site2,
      });
    }
    const voided = { action: 'Void', tranid: 'X-VD-1', relatedtranid: 'SP4618' };
    expect((await outcomeOf(await postback(app, 'segpay', voided, OTHER.segpay))).error).toBe(
      'original_not_found:SP4618',
    );
    expect(await figuresOf(site1)).toEqual(before);
    expect((await membershipOf(site1, 'segpay', 'SP-P1'))!.status).toBe('active');
    // Site 1's own chargeback of it still applies.
    const own = { action: 'Auth', trantype: 'charge', tranid: 'SP4619', relatedtranid: 'SP4618', price: '29.99' };
    expect((await postback(app, 'segpay', own)).body.status).toBe('processed');
    expect((await membershipOf(site1, 'segpay', 'SP-P1'))!.status).toBe('expired');
  });

  it("do not take back site 1's Epoch charge (C credit, D chargeback)", async () => {
    await epochMembership('EM-1', 'E-4618');
    const before = await figuresOf(site1);
    for (const type of ['C', 'D']) {
      const reversal = epochRow(type, `X-E-${type}`, { ets_ref_trans_ids: 'E-4618', ets_transaction_amount: '29.99' });
      expect(await outcomeOf(await postback(app, 'epoch', reversal, OTHER.epoch))).toEqual({
        status: 'parked',
        error: 'original_not_found:E-4618',
        siteId: site2,
      });
    }
    expect(await figuresOf(site1)).toEqual(before);
    expect((await membershipOf(site1, 'epoch', 'EM-1'))!.status).toBe('active');
  });
});

describe("another site's membership notifications", () => {
  it("do not disable, cancel or rebill site 1's Segpay subscription", async () => {
    await segpayMembership('SP-P2', 'SP-T2');
    const before = await figuresOf(site1);
    const disable = { action: 'Disable', purchaseid: 'SP-P2', transtime: '2026-03-05 10:00:00' };
    const cancel = { action: 'Cancel', purchaseid: 'SP-P2', transtime: '2026-03-05 11:00:00' };
    const rebill = segpaySale({ stage: 'Rebill', purchaseid: 'SP-P2', tranid: 'X-RB-2', price: '29.99' });
    for (const notification of [disable, cancel, rebill]) {
      expect(await outcomeOf(await postback(app, 'segpay', notification, OTHER.segpay))).toEqual({
        status: 'failed',
        error: 'unknown_subscription:SP-P2',
        siteId: site2,
      });
    }
    expect(await figuresOf(site1)).toEqual(before);
    expect((await membershipOf(site1, 'segpay', 'SP-P2'))!.status).toBe('active');
  });

  it("do not cancel site 1's Epoch trial (K) nor convert it (U)", async () => {
    await epochMembership('EM-2', 'E-T2', 'T');
    const before = await figuresOf(site1);
    const cancel = epochRow('K', 'X-EK-2', { ets_member_idx: 'EM-2' });
    const conversion = epochRow('U', 'X-EU-2', { ets_member_idx: 'EM-2', ets_transaction_amount: '29.99' });
    for (const notification of [cancel, conversion]) {
      expect((await outcomeOf(await postback(app, 'epoch', notification, OTHER.epoch))).error).toBe(
        'unknown_subscription:EM-2',
      );
    }
    expect(await figuresOf(site1)).toEqual(before);
    expect((await membershipOf(site1, 'epoch', 'EM-2'))!.status).toBe('trial');
  });

  it("cannot get past site 1's source addresses by naming site 1's membership", async () => {
    await segpayMembership('SP-P3', 'SP-T3');
    const settings = and(eq(processorConfigs.siteId, site1), eq(processorConfigs.processor, 'segpay'));
    await app.db
      .update(processorConfigs)
      .set({ allowedAddresses: ['10.0.0.0/8'] })
      .where(settings);
    onTestFinished(async () => {
      await app.db.update(processorConfigs).set({ allowedAddresses: [] }).where(settings);
    });
    const disable = { action: 'Disable', purchaseid: 'SP-P3', transtime: '2026-03-05 10:00:00' };
    expect((await postback(app, 'segpay', disable, SECRETS.segpay, '192.0.2.1')).status).toBe(403);
    await postback(app, 'segpay', disable, OTHER.segpay, '192.0.2.1');
    expect((await membershipOf(site1, 'segpay', 'SP-P3'))!.status).toBe('active');
  });
});

describe("another site's transaction ids", () => {
  it("taken first by site 2 do not make site 1's Segpay notification a duplicate", async () => {
    await segpayMembership('SP-P4', 'SP-T4');
    const rebill = { stage: 'Rebill', tranid: 'SP-T5', price: '29.99', transtime: '2026-04-01 10:00:00' };
    const taken = segpaySale({ ...rebill, stage: 'Initial', purchaseid: 'X-P4', eticketid: '196001:1001' });
    expect((await postback(app, 'segpay', { ...taken, username: 'bea' }, OTHER.segpay)).body.status).toBe('processed');
    expect((await postback(app, 'segpay', segpaySale({ ...rebill, purchaseid: 'SP-P4' }))).body.status).toBe(
      'processed',
    );
    expect((await figuresOf(site1)).ledger).toContainEqual({ ref: 'SP-T5', type: 'rebill', amount: 2999 });
    expect((await membershipOf(site1, 'segpay', 'SP-P4'))!.paidThrough).toEqual(new Date('2026-05-01T10:00:00Z'));
    // A cancellation (no ledger entry: the stored notifications say whether it is applied) of the same id too.
    const cancel = { action: 'Cancel', purchaseid: 'SP-P4', tranid: 'SP-C4', transtime: '2026-04-02 10:00:00' };
    expect((await postback(app, 'segpay', { ...cancel, purchaseid: 'X-P4' }, OTHER.segpay)).body.status).toBe(
      'processed',
    );
    expect((await postback(app, 'segpay', cancel)).body.status).toBe('processed');
    expect((await membershipOf(site1, 'segpay', 'SP-P4'))!.status).toBe('cancelled');
  });

  it("taken first by site 2 do not make site 1's Epoch notification a duplicate", async () => {
    const opening = (username: string) =>
      epochRow('I', 'E-4700', {
        ets_member_idx: 'EM-4700',
        ets_pi_code: 'VR-MONTH',
        ets_username: username,
        ets_transaction_amount: '29.99',
      });
    expect((await postback(app, 'epoch', opening('bea'), OTHER.epoch)).body.status).toBe('processed');
    expect((await postback(app, 'epoch', opening('ann'))).body.status).toBe('processed');
    expect((await figuresOf(site1)).ledger).toContainEqual({ ref: 'E-4700', type: 'initial', amount: 2999 });
    expect((await membershipOf(site1, 'epoch', 'EM-4700'))!.status).toBe('active');
    expect((await membershipOf(site2, 'epoch', 'EM-4700'))!.status).toBe('active');
    // Once each: the same notification again is each site's duplicate.
    expect((await postback(app, 'epoch', opening('ann'))).body.status).toBe('duplicate');
    expect((await postback(app, 'epoch', opening('bea'), OTHER.epoch)).body.status).toBe('duplicate');
  });
});

describe("another site's members", () => {
  it("are unknown to site 2's charges, by username or e-mail, and are not charged", async () => {
    const before = await figuresOf(site1);
    const sale = segpaySale({
      stage: 'Initial',
      purchaseid: 'X-P9',
      tranid: 'X-T9',
      price: '29.99',
      eticketid: '196001:1001',
    });
    for (const [named, field] of [
      [{ username: 'ann' }, 'ann'],
      [{ billemail: 'ANN@example.com' }, 'ANN@example.com'],
    ] as const) {
      expect(await outcomeOf(await postback(app, 'segpay', { ...sale, ...named }, OTHER.segpay))).toEqual({
        status: 'failed',
        error: `unknown_member:${field}`,
        siteId: site2,
      });
    }
    const row = epochRow('I', 'X-E9', {
      ets_member_idx: 'X-EM9',
      ets_pi_code: 'VR-MONTH',
      ets_username: 'ann',
      ets_transaction_amount: '29.99',
    });
    expect((await outcomeOf(await postback(app, 'epoch', row, OTHER.epoch))).error).toBe('unknown_member:ann');
    expect(await figuresOf(site1)).toEqual(before);
    expect((await figuresOf(site2)).ledger).not.toContainEqual(expect.objectContaining({ ref: 'X-T9' }));
  });
});

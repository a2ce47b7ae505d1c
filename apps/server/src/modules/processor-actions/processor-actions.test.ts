/**
 * Staff actions through the processor, end to end against the simulator inside the app: the call, the pending
 * action, the confirming postback, the subscription and ledger changed, the action confirmed; refusals,
 * timeouts, double clicks, permissions, another site's credentials, and credentials never answered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { processorActions, processorConfigs, subscriptions, transactions } from '../../db/schema/index.js';
import { as, signIn } from '../../test/client.js';
import { commerceFixture, newMember, postback, SECRETS, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { markStale } from './record.js';

const app = await startTestApp({
  processorSimulator: true,
  processorApi: { timeoutMs: 3_000, staleMinutes: 30 },
});
const simulator = app.processorSimulator!;
let owner: ReturnType<typeof as>;
let siteA = 0;
let siteB = 0;
let n = 0;

const key = () => `click-${++n}-${Date.now()}`;
const ORDER = { user: 'srs-user-A', key: 'srs-access-key-A-1234' };

/** A member of `siteId` with an active Segpay subscription; its id, and its charge's order id. */
async function joined(siteId: number, username: string) {
  await newMember(app, username, null, siteId);
  const secret = siteId === siteA ? SECRETS.segpay : 'segpay-secret-of-b';
  const sale = segpaySale({ stage: 'Initial', purchaseid: `P-${username}`, tranid: `T-${username}` });
  const answer = await postback(app, 'segpay', { ...sale, username, eticketid: '196001:1001', price: '20.00' }, secret);
  expect(answer.body.status).toBe('processed');
  const [row] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.processorRef, `P-${username}`));
  const orders = await owner.get(`/api/orders?member_id=${row!.memberId}`);
  return { subscription: row!.id, order: orders.body.data[0].id as number };
}

const statusOf = async (id: number) =>
  (await app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;

beforeAll(async () => {
  siteA = (await commerceFixture(app)).siteId;
  siteB = (await commerceFixture(app, { segpay: 'segpay-secret-of-b', epoch: 'epoch-secret-of-b' })).siteId;
  owner = as(app, await signIn(app));
  const [config] = await app.db
    .select({ id: processorConfigs.id })
    .from(processorConfigs)
    .where(and(eq(processorConfigs.siteId, siteA), eq(processorConfigs.processor, 'segpay')));
  const set = await owner.post(`/api/segpays/${config!.id}/setApiCredentials`, {
    api_user_id: ORDER.user,
    api_key: ORDER.key,
  });
  expect(set.status).toBe(200);
  simulator.register({ processor: 'segpay', userId: ORDER.user, accessKey: ORDER.key, postbackSecret: SECRETS.segpay });
});

describe('processor credentials', () => {
  it('are kept sealed and answered only as the last four characters of the key', async () => {
    const list = await owner.get(`/api/segpays?site_id=${siteA}`);
    const text = JSON.stringify(list.body);
    expect(list.body.data.find((c: { processor: string }) => c.processor === 'segpay').api_key_hint).toBe('1234');
    expect(text).not.toContain(ORDER.key);
    expect(text).not.toContain(ORDER.user);
    const [row] = await app.db
      .select()
      .from(processorConfigs)
      .where(and(eq(processorConfigs.siteId, siteA), eq(processorConfigs.processor, 'segpay')));
    expect(row!.apiKeySecret).not.toContain(ORDER.key);
    const audit = await owner.get('/api/audit-logs?resource=segpays');
    expect(JSON.stringify(audit.body)).not.toContain(ORDER.key);
  });
});

describe('subscription actions', () => {
  it('cancels: pending, then confirmed by the processor’s notification, the subscription cancelled', async () => {
    const { subscription } = await joined(siteA, 'ann');
    const before = simulator.calls.length;
    const sent = await owner.post(`/api/subscriptions/${subscription}/cancel`, {
      reason: 'asked by mail',
      idempotency_key: key(),
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({
      kind: 'cancel',
      state: 'pending',
      processor_answer: 'Successful',
      site_id: siteA,
    });
    expect(simulator.calls.slice(before)).toEqual([
      expect.objectContaining({
        task: 'ADM.asmx/CancelMembership',
        query: expect.objectContaining({ PurchaseID: 'P-ann' }),
      }),
    ]);
    expect(JSON.stringify(sent.body)).not.toContain(ORDER.key);
    await simulator.idle();
    expect(await statusOf(subscription)).toBe('cancelled');
    const listed = await owner.get(`/api/processor-actions?subscription_id=${subscription}`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: sent.body.id, state: 'confirmed', reason: 'asked by mail' }),
    ]);
    const audit = await owner.get(`/api/audit-logs?resource=subscriptions`);
    expect(audit.body.data[0]).toMatchObject({ action: 'cancel', resource_id: subscription });
  });

  it('expires now and reactivates, each confirmed', async () => {
    const { subscription } = await joined(siteA, 'bea');
    const expire = await owner.post(`/api/subscriptions/${subscription}/expire`, {
      reason: 'fraud',
      idempotency_key: key(),
    });
    expect(expire.status).toBe(202);
    await simulator.idle();
    expect(await statusOf(subscription)).toBe('expired');
    const again = await owner.post(`/api/subscriptions/${subscription}/reactivate`, {
      reason: 'paid',
      idempotency_key: key(),
    });
    expect(again.status).toBe(202);
    await simulator.idle();
    expect(await statusOf(subscription)).toBe('active');
    const listed = await owner.get(`/api/processor-actions?subscription_id=${subscription}&sort=created_at`);
    expect(listed.body.data.map((a: { kind: string; state: string }) => `${a.kind}:${a.state}`)).toEqual([
      'expire:confirmed',
      'reactivate:confirmed',
    ]);
  });

  it('extends: access and the next rebill pushed by the days asked, once confirmed', async () => {
    const { subscription } = await joined(siteA, 'tim');
    const paidThrough = async () =>
      (await app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription)))[0]!.paidThrough!.getTime();
    const before = await paidThrough();
    const bad = await owner.post(`/api/subscriptions/${subscription}/extend`, { reason: 'x', idempotency_key: key() });
    expect(bad.status).toBe(422);
    const sent = await owner.post(`/api/subscriptions/${subscription}/extend`, {
      reason: 'outage',
      idempotency_key: key(),
      days: 7,
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ kind: 'extend', days: 7, state: 'pending', amount: null });
    expect(await paidThrough()).toBe(before);
    await simulator.idle();
    expect(await paidThrough()).toBe(before + 7 * 86_400_000);
    expect(await statusOf(subscription)).toBe('active');
    const listed = await owner.get(`/api/processor-actions?subscription_id=${subscription}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ kind: 'extend', state: 'confirmed' })]);
  });

  it('refuses an action the state does not allow (409) without calling the processor', async () => {
    const { subscription } = await joined(siteA, 'cal');
    const before = simulator.calls.length;
    const answer = await owner.post(`/api/subscriptions/${subscription}/reactivate`, {
      reason: 'x',
      idempotency_key: key(),
    });
    expect(answer.status).toBe(409);
    expect(simulator.calls.length).toBe(before);
  });

  it('answers the processor’s refusal with what to do next, the action failed and nothing changed', async () => {
    const { subscription } = await joined(siteA, 'dan');
    simulator.script({ answer: 'Subscription not active, cancel failed' });
    const answer = await call('en', `/api/subscriptions/${subscription}/cancel`, {
      reason: 'asked',
      idempotency_key: key(),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'processor_refused',
      processor_answer: 'Subscription not active, cancel failed',
    });
    expect(answer.body.message).toMatch(/refresh/);
    const zh = await call('zh-CN', `/api/subscriptions/${subscription}/cancel`, {
      reason: 'asked',
      idempotency_key: answer.key,
    });
    expect(zh.body.message).toMatch(/刷新/);
    expect(await statusOf(subscription)).toBe('active');
    const listed = await owner.get(`/api/processor-actions?subscription_id=${subscription}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ state: 'failed' })]);
    // A retry (a new click) is safe: it calls again and succeeds.
    const retry = await owner.post(`/api/subscriptions/${subscription}/cancel`, {
      reason: 'asked',
      idempotency_key: key(),
    });
    expect(retry.status).toBe(202);
    await simulator.idle();
    expect(await statusOf(subscription)).toBe('cancelled');
  });

  it('answers 504 when the processor does not answer in time', async () => {
    const { subscription } = await joined(siteA, 'eve');
    simulator.script({ delayMs: 4_000, answer: 'Successful' });
    const answer = await call('en', `/api/subscriptions/${subscription}/cancel`, {
      reason: 'asked',
      idempotency_key: key(),
    });
    expect(answer.status).toBe(504);
    expect(answer.body.code).toBe('processor_timeout');
    expect(answer.body.message).toMatch(/did not answer in time/);
  });

  it('calls the processor once for a double click: one action, the same answer twice', async () => {
    const { subscription } = await joined(siteA, 'fay');
    const before = simulator.calls.length;
    const body = { reason: 'asked', idempotency_key: key() };
    const [first, second] = await Promise.all([
      owner.post(`/api/subscriptions/${subscription}/cancel`, body),
      owner.post(`/api/subscriptions/${subscription}/cancel`, body),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.id).toBe(first.body.id);
    expect(simulator.calls.length - before).toBe(1);
    await simulator.idle();
    const later = await owner.post(`/api/subscriptions/${subscription}/cancel`, body);
    expect(later.body).toMatchObject({ id: first.body.id, state: 'confirmed' });
    expect(simulator.calls.length - before).toBe(1);
  });
});

describe('unconfirmed actions', () => {
  it('become stale after the set minutes, and a late confirmation still confirms them', async () => {
    const { subscription } = await joined(siteA, 'lou');
    simulator.script({ answer: 'Successful' }); // said yes, but sends nothing
    const sent = await owner.post(`/api/subscriptions/${subscription}/cancel`, { reason: 'x', idempotency_key: key() });
    expect(sent.body.state).toBe('pending');
    await app.db
      .update(processorActions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(processorActions.id, sent.body.id));
    expect(await markStale(app.db, 30)).toEqual([{ id: sent.body.id }]);
    expect((await owner.get(`/api/processor-actions/${sent.body.id}`)).body.state).toBe('stale');
    await postback(app, 'segpay', { action: 'Cancel', purchaseid: 'P-lou', tranid: 'C-lou' });
    const late = await owner.get(`/api/processor-actions/${sent.body.id}`);
    expect(late.body).toMatchObject({ state: 'confirmed', confirmed_at: expect.any(String) });
    expect(await statusOf(subscription)).toBe('cancelled');
  });
});

describe('refunds', () => {
  it('refunds part of a charge, then the rest ending access, each confirmed into the ledger', async () => {
    const { subscription, order } = await joined(siteA, 'gil');
    const over = await owner.post(`/api/orders/${order}/refund`, {
      reason: 'r',
      idempotency_key: key(),
      amount: '25.00',
    });
    expect(over.status).toBe(422);
    const part = await owner.post(`/api/orders/${order}/refund`, {
      reason: 'r',
      idempotency_key: key(),
      amount: '5.00',
    });
    expect(part.status).toBe(202);
    expect(part.body).toMatchObject({ kind: 'refund', amount: '5.00', currency: 'USD', state: 'pending' });
    await simulator.idle();
    expect(await statusOf(subscription)).toBe('active');
    const rest = await owner.post(`/api/orders/${order}/refund`, {
      reason: 'r',
      idempotency_key: key(),
      end_access: true,
    });
    expect(rest.body).toMatchObject({ amount: '15.00', end_access: true });
    await simulator.idle();
    expect(await statusOf(subscription)).toBe('expired');
    const refunds = await app.db.select().from(transactions).where(eq(transactions.type, 'refund'));
    expect(refunds.filter((t) => t.subscriptionId === subscription).map((t) => t.amount)).toEqual([500, 1500]);
    const listed = await owner.get(`/api/processor-actions?order_id=${order}`);
    expect(listed.body.data.map((a: { state: string }) => a.state)).toEqual(['confirmed', 'confirmed']);
  });
});

describe("the member's timeline", () => {
  it('shows each action staff asked, its reason, state, refund amount and admin, to those who may list actions', async () => {
    const { subscription, order } = await joined(siteA, 'zed');
    await owner.post(`/api/orders/${order}/refund`, {
      reason: 'double charge',
      idempotency_key: key(),
      amount: '5.00',
    });
    await simulator.idle();
    await owner.post(`/api/subscriptions/${subscription}/cancel`, { reason: 'asked by phone', idempotency_key: key() });
    await simulator.idle();
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription));
    const timeline = await owner.get(`/api/users/${row!.memberId}/timeline?per_page=200`);
    const actions = timeline.body.data.filter((e: { kind: string }) => e.kind === 'action');
    expect(actions).toEqual([
      expect.objectContaining({ action: 'cancel', text: 'asked by phone', status: 'confirmed', author: 'admin' }),
      expect.objectContaining({ action: 'refund', text: 'double charge', amount: '5.00', currency: 'USD' }),
    ]);
    const reader = as(app, (await adminWith(app, ['list-users', 'list-orders'])).token);
    const read = await reader.get(`/api/users/${row!.memberId}/timeline?per_page=200`);
    expect(read.body.data.map((e: { kind: string }) => e.kind)).not.toContain('action');
    expect(read.body.data.map((e: { kind: string }) => e.kind)).toContain('subscription');
  });
});

describe('who may act', () => {
  it('refuses an admin without the permission (403)', async () => {
    const { subscription, order } = await joined(siteA, 'hal');
    const reader = as(app, (await adminWith(app, ['list-subscriptions', 'list-orders'])).token);
    expect(
      (await reader.post(`/api/subscriptions/${subscription}/cancel`, { reason: 'x', idempotency_key: key() })).status,
    ).toBe(403);
    expect((await reader.post(`/api/orders/${order}/refund`, { reason: 'x', idempotency_key: key() })).status).toBe(
      403,
    );
  });

  it('never acts on site B with site A’s credentials: B without its own is refused before any call', async () => {
    const { subscription } = await joined(siteB, 'ivy');
    const before = simulator.calls.length;
    const answer = await call('en', `/api/subscriptions/${subscription}/cancel`, {
      reason: 'x',
      idempotency_key: key(),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('no_credentials');
    expect(simulator.calls.length).toBe(before);
  });
});

/** A call in a language; the key it sent. */
async function call(lang: string, url: string, body: { reason: string; idempotency_key: string }) {
  const token = await signIn(app);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang, 'x-requested-with': 'XMLHttpRequest' },
    payload: body,
  });
  return { status: response.statusCode, body: response.json(), key: body.idempotency_key };
}

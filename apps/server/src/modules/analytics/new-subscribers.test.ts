/**
 * New subscribers are subscriptions whose first paid charge falls in the period: Tia starts a paid trial on
 * 1 May and converts on 4 May (one trial on the 1st, one new subscriber on the 4th); Rex pays an initial charge
 * on 1 May and Segpay names his first rebill, on 31 May, a "Conversion" (one new subscriber, on the 1st only; the
 * 31st's charge is a rebill, no trial conversion);
 * Val's trial converts and the conversion is voided (no new subscriber). The charge types keep "initial" for
 * paid initial charges. The same figures kept in step and rebuilt; the dashboard shows each day's trial
 * conversion rate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { rebuildRollups } from './rebuild.js';

const app = await startTestApp();
let staff: ReturnType<typeof as>;
const MONTHLY = '196001:1001';
const WITH_TRIAL = '196001:1002';

async function charge(username: string, stage: string, plan: string, tranid: string, price: string, at: Date) {
  const params = { stage, purchaseid: `P-${username}`, tranid, username, eticketid: plan, price };
  const answer = await postback(app, 'segpay', segpaySale({ ...params, transtime: at.toISOString() }));
  expect(answer.body.status).toBe('processed');
}

beforeAll(async () => {
  await commerceFixture(app);
  for (const username of ['tia', 'rex', 'val', 'kim', 'lou']) await newMember(app, username);
  await charge('tia', 'Initial', WITH_TRIAL, 'N-1', '1.00', new Date('2026-05-01T10:00:00Z'));
  await charge('tia', 'Conversion', WITH_TRIAL, 'N-2', '29.99', new Date('2026-05-04T10:00:00Z'));
  await charge('rex', 'Initial', MONTHLY, 'N-3', '29.99', new Date('2026-05-01T11:00:00Z'));
  await charge('rex', 'Conversion', MONTHLY, 'N-4', '29.99', new Date('2026-05-31T11:00:00Z'));
  await charge('val', 'Initial', WITH_TRIAL, 'N-5', '1.00', new Date('2026-05-01T12:00:00Z'));
  await charge('val', 'Conversion', WITH_TRIAL, 'N-6', '29.99', new Date('2026-05-04T12:00:00Z'));
  const voided = { action: 'Void', trantype: 'credit', tranid: 'N-7', relatedtranid: 'N-6' };
  expect((await postback(app, 'segpay', { ...voided, transtime: '2026-05-05T09:00:00Z' })).body.status).toBe(
    'processed',
  );
  // Today: Kim and Lou start trials, Kim converts.
  const now = new Date();
  await charge('kim', 'Initial', WITH_TRIAL, 'N-8', '1.00', now);
  await charge('lou', 'Initial', WITH_TRIAL, 'N-9', '1.00', now);
  await charge('kim', 'Conversion', WITH_TRIAL, 'N-10', '29.99', now);
  staff = as(app, (await adminWith(app, ['view-dashboard', 'view-daily-revenue'])).token);
});

const figuresOn = async (day: string) =>
  (await staff.get(`/api/dashboard/revenueGather?from=${day}&to=${day}`)).body.figures;

/** What May's figures must be, however they were counted (kept in step, or rebuilt). */
async function expectNewSubscribers() {
  expect(await figuresOn('2026-05-01')).toMatchObject({ new_subscribers: 1, trials: 2, trial_conversions: 0 });
  expect(await figuresOn('2026-05-04')).toMatchObject({ new_subscribers: 1, trials: 0, trial_conversions: 1 });
  expect(await figuresOn('2026-05-31')).toMatchObject({ new_subscribers: 0, trial_conversions: 0, rebills: 1 });
  const types = await staff.get('/api/analytics/revenue/type-revenue-distribution?from=2026-05-01&to=2026-05-31');
  expect(types.status).toBe(200);
  const counts = Object.fromEntries(
    (types.body.data[0].types as Array<{ type: string; count: number }>).map((t) => [t.type, t.count]),
  );
  expect(counts).toMatchObject({ initial: 1, trial: 2, conversion: 1, rebill: 1 });
}

describe('new subscribers', () => {
  it('counts a trial’s conversion, not a first rebill named Conversion, and keeps the paid initial charges', () =>
    expectNewSubscribers());

  it('shows the trial conversion rate of each day on the dashboard', async () => {
    const answer = await staff.get('/api/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.body.today.figures).toMatchObject({ trials: 2, trial_conversions: 1, new_subscribers: 1 });
    expect(answer.body.today.trial_conversion_rate).toBe('50.00');
    expect(answer.body.yesterday.trial_conversion_rate).toBeNull();
  });

  it('counts the same after a rebuild', async () => {
    await rebuildRollups(app.db, 'UTC');
    await expectNewSubscribers();
  });
});

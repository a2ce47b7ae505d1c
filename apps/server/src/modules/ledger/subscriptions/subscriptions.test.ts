/** Subscriptions as the notifications left them: filtered, counted per channel, and the member's derived plan. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channels, subscriptions } from '../../../db/schema/index.js';
import { expireLapsed } from '../expiry.js';
import { as } from '../../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../../test/commerce.js';
import { adminWith } from '../../../test/fixtures.js';
import { startTestApp } from '../../../test/harness.js';

const app = await startTestApp();
let staff: ReturnType<typeof as>;
let gus = 0;
let channelId = 0;

const join = (tranid: string, username: string, eticketid: string, transtime: string) =>
  postback(
    app,
    'segpay',
    segpaySale({ stage: 'Initial', purchaseid: `S-${tranid}`, tranid, username, eticketid, transtime, price: '1.00' }),
  );

beforeAll(async () => {
  await commerceFixture(app);
  const [channel] = await app.db.insert(channels).values({ utmSource: 'adnet', type: 'ads' }).returning();
  channelId = channel!.id;
  gus = await newMember(app, 'gus', channelId);
  await newMember(app, 'hal');
  staff = as(app, (await adminWith(app, ['list-subscriptions', 'list-users'])).token);
  await join('G-1', 'gus', '196001:1002', '2026-03-01 00:00:00'); // a trial: 3 days
  await join('H-1', 'hal', '196001:1001', '2026-03-02 00:00:00');
  await postback(app, 'segpay', { action: 'Cancel', purchaseid: 'S-H-1', transtime: '2026-03-05 00:00:00' });
});

describe('subscriptions', () => {
  it('lists them with their member, plan and channel, filtered by state, channel and renewal day', async () => {
    const all = await staff.get('/api/subscriptions');
    expect(all.body.data.map((s: { processor_ref: string; status: string }) => [s.processor_ref, s.status])).toEqual([
      ['S-H-1', 'cancelled'],
      ['S-G-1', 'trial'],
    ]);
    expect(all.body.data[1]).toMatchObject({
      member_username: 'gus',
      plan_name: 'Monthly with trial',
      channel_name: 'adnet',
    });
    const trial = await staff.get(
      `/api/subscriptions?status=trial&channel_id=${channelId}&renewal_from=2026-03-04&renewal_to=2026-03-04`,
    );
    expect(trial.body.data.map((s: { member_id: number }) => s.member_id)).toEqual([gus]);
  });

  it('counts them per channel and state', async () => {
    const counts = await staff.get('/api/subscriptions/channelStatistic');
    expect(counts.body.data).toEqual([
      { channel_id: channelId, channel_name: 'adnet', trial: 1, active: 0, past_due: 0, cancelled: 0, expired: 0 },
      { channel_id: null, channel_name: null, trial: 0, active: 0, past_due: 0, cancelled: 1, expired: 0 },
    ]);
  });

  it('derives the member’s plan and dates from the current subscription', async () => {
    const member = await staff.get(`/api/users/${gus}`);
    expect(member.body).toMatchObject({
      plan: 'Monthly with trial',
      subscription_status: 'trial',
      start_date: '2026-03-01',
      end_date: '2026-03-04',
    });
  });
});

describe('lapsed subscriptions', () => {
  it('expire once paid through and quiet for a day, unless a notification moved them since', async () => {
    const [hal] = await app.db.select().from(subscriptions).where(eq(subscriptions.processorRef, 'S-H-1'));
    expect(hal!.status).toBe('cancelled');
    const day = 86_400_000;
    // Moved by the cancellation just now: the processor may still say something.
    expect(await expireLapsed(app.db, new Date(hal!.paidThrough!.getTime() + day))).toBe(0);
    const later = new Date(Date.now() + 2 * day);
    await app.db
      .update(subscriptions)
      .set({ paidThrough: new Date(Date.now() - day) })
      .where(eq(subscriptions.id, hal!.id));
    expect(await expireLapsed(app.db, later)).toBe(1);
    const [after] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, hal!.id));
    expect(after!.status).toBe('expired');
    // A 30-day pass ends with its period; a monthly membership without a word is kept 14 days more.
    await newMember(app, 'ida');
    const join = (tranid: string, eticketid: string) =>
      postback(
        app,
        'segpay',
        segpaySale({ stage: 'Initial', purchaseid: `S-${tranid}`, tranid, username: 'ida', eticketid, price: '9.00' }),
      );
    await join('I-1', '196001:1004');
    await join('I-2', '196001:1001');
    await app.db.update(subscriptions).set({ updatedAt: new Date(Date.now() - 2 * day) });
    const in40Days = new Date(Date.now() + 40 * day);
    expect(await expireLapsed(app.db, in40Days)).toBe(1);
    const statusOf = async (ref: string) =>
      (await app.db.select().from(subscriptions).where(eq(subscriptions.processorRef, ref)))[0]!.status;
    expect([await statusOf('S-I-1'), await statusOf('S-I-2')]).toEqual(['expired', 'active']);
    // Segpay disabling it afterwards changes nothing.
    const disable = await postback(app, 'segpay', {
      action: 'Disable',
      purchaseid: 'S-H-1',
      transtime: '2026-04-09 00:00:00',
    });
    expect(disable.body.status).toBe('processed');
  });
});

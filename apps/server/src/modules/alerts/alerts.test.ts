/**
 * Alerts by rule, run by the job queue: each rule fires once when its condition starts to hold, not again while
 * it holds, and anew after it ended; an alert reaches the bell of the admins who may read alerts, and the e-mail
 * of those who opted in on their profile.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, alerts, analyticsDaily, postbacks, transactions } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { commerceFixture } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let owner: ReturnType<typeof as>;
let siteId: number;
const MINUTE = 60_000;

/** Runs the job now and waits until the queue reports the run completed (its worker polls every 10 s). */
async function runRules() {
  const id = await app.jobs.runNow('alert-rules');
  await expect
    .poll(
      async () => {
        const runs = (await owner.get('/api/jobs?name=alert-rules')).body.data as { id: string; state: string }[];
        return runs.find((run) => run.id === id)?.state;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
}

const alertsOf = (rule: string) => app.db.select().from(alerts).where(eq(alerts.rule, rule));

/** `count` notifications of the site at Epoch, `status`, received `minutesAgo` (each a minute apart before it). */
async function notifications(count: number, status: 'failed' | 'processed', minutesAgo: number) {
  const now = Date.now();
  await app.db.insert(postbacks).values(
    Array.from({ length: count }, (_, i) => ({
      processor: 'epoch' as const,
      siteId,
      payload: {},
      status,
      receivedAt: new Date(now - (minutesAgo + i) * MINUTE),
    })),
  );
}

async function staff(email: string, optIn: boolean) {
  const { adminId, token } = await adminWith(app, ['view-refund-statistics']);
  await app.db.update(admins).set({ email }).where(eq(admins.id, adminId));
  const client = as(app, token);
  if (optIn) {
    const me = await client.get('/api/auth/me');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}`, 'if-match': me.body.updated_at },
      payload: { alert_emails: true },
    });
    expect(saved.json()).toMatchObject({ alert_emails: true });
  }
  return client;
}

let watcher: ReturnType<typeof as>;

beforeAll(async () => {
  owner = as(app, await signIn(app));
  ({ siteId } = await commerceFixture(app));
  watcher = await staff('watcher@example.com', true);
  await staff('quiet@example.com', false);
  await watcher.post('/api/unread/alerts/seen');
});

describe('a failing processor', { timeout: 180_000 }, () => {
  it('raises one alert while its notifications keep failing, and a new one once it failed again after a pause', async () => {
    await notifications(5, 'failed', 1);
    await runRules();
    await runRules();
    expect(await alertsOf('postback_failures')).toMatchObject([{ siteId, processor: 'epoch', closedAt: null }]);

    // The bell of an admin who may read alerts.
    expect((await watcher.get('/api/unread')).body.alerts).toBe(1);
    const recent = await watcher.get('/api/unread/recent');
    expect(recent.body.data[0]).toMatchObject({ kind: 'alerts', unread: true });
    expect(recent.body.data[0].label).toMatch(/^postback_failures\|Shop .+\|epoch$/);

    // The failures age past the hour: the episode ends.
    await app.db.update(postbacks).set({ receivedAt: new Date(Date.now() - 120 * MINUTE) });
    await runRules();
    expect((await alertsOf('postback_failures'))[0]!.closedAt).not.toBeNull();

    await notifications(6, 'failed', 1);
    await runRules();
    const episodes = await alertsOf('postback_failures');
    expect(episodes).toHaveLength(2);
    expect(episodes.filter((episode) => episode.closedAt === null)).toHaveLength(1);
  });

  it('e-mails each new alert to the admins who opted in, not to the others', async () => {
    const page = await owner.get('/api/outbox?template=staff-alert&per_page=100');
    const to = (page.body.data as { recipient: string; subject: string }[]).map((message) => message.recipient);
    expect(to.filter((recipient) => recipient === 'watcher@example.com')).toHaveLength(2);
    expect(to).not.toContain('quiet@example.com');
    const [first] = page.body.data as { subject: string }[];
    expect(first!.subject).toContain('支付通知处理失败');
    expect(first!.subject).toContain('notifications failing');
  });
});

describe('a silent processor', { timeout: 180_000 }, () => {
  it('raises one alert when notifications stop for much longer than their usual gap', async () => {
    await app.db.delete(postbacks);
    // Twelve notifications a few minutes apart, the last three hours ago.
    await notifications(12, 'processed', 180);
    await runRules();
    await runRules();
    expect(await alertsOf('postbacks_silent')).toMatchObject([{ siteId, processor: 'epoch', closedAt: null }]);
    // They come again: the episode ends.
    await notifications(1, 'processed', 0);
    await runRules();
    expect((await alertsOf('postbacks_silent'))[0]!.closedAt).not.toBeNull();
  });
});

describe('a chargeback ratio nearing the thresholds', { timeout: 180_000 }, () => {
  it('raises one alert from 0.8 % of the previous month’s charges', async () => {
    const today = new Date();
    const thisMonth = today.toISOString().slice(0, 8) + '01';
    const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    await app.db.insert(analyticsDaily).values([
      { day: lastMonth, siteId, processor: 'segpay', charges: 1000 },
      { day: thisMonth, siteId, processor: 'segpay', chargebacks: 9 },
    ]);
    await runRules();
    await runRules();
    const raised = await alertsOf('chargeback_ratio');
    expect(raised).toMatchObject([{ siteId, processor: 'segpay', closedAt: null, detail: { ratio: '0.90' } }]);
  });
});

describe('refunds above the daily amount', { timeout: 180_000 }, () => {
  it('raises one alert once the day’s refunds in a currency pass 500.00', async () => {
    const entry = (ref: string, type: string, amount: number, originalId?: number) => ({
      processor: 'segpay' as const,
      processorRef: ref,
      processorType: type,
      type,
      amount,
      currency: 'USD',
      siteId,
      originalId,
      occurredAt: new Date(),
    });
    const [charge] = await app.db
      .insert(transactions)
      .values(entry('C-1', 'one_time', 90_000))
      .returning({ id: transactions.id });
    const refund = (ref: string, amount: number) => entry(ref, 'refund', amount, charge!.id);
    await app.db.insert(transactions).values(refund('R-1', 30_000));
    await runRules();
    expect(await alertsOf('refunds_daily')).toHaveLength(0);
    await app.db.insert(transactions).values(refund('R-2', 25_000));
    await runRules();
    await runRules();
    expect(await alertsOf('refunds_daily')).toMatchObject([
      { siteId, processor: 'segpay', closedAt: null, detail: { amount: '550.00', currency: 'USD', limit: '500.00' } },
    ]);
  });
});

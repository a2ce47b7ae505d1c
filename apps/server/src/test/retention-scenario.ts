/**
 * A known year of subscriptions for the retention and MRR tests, in the reporting zone Asia/Shanghai (UTC+8;
 * a month starts at 16:00 UTC the day before). Members are inserted with their sign-up instant; every charge,
 * refund and chargeback goes through the Segpay postback endpoint.
 *
 * - ann (google; joined 2025-01-09, January): Monthly 29.99 USD on Jan 10, rebilled Feb 10 and Mar 10, then no
 *   more (paid until Apr 10); Yearly 199.00 USD on Mar 15 (MRR 16.58).
 * - bob (partnerhub; joined 2024-12-31 20:00 UTC, January 1 in Shanghai): Yearly on Jan 15, charged back Jun 20.
 * - cy (direct; joined Feb 5): Trial 1.00 on Feb 5, converted Feb 8 (29.99), refunded Feb 20; Monthly again
 *   May 1 (paid until Jun 1).
 * - dee (google; joined Feb 27): Monthly EUR 27.99 on Feb 27, rebilled late on Apr 3 (due Mar 27, within the
 *   retries), then no more (paid until May 3).
 * - eve (google; joined Mar 3): never subscribes. fay (partnerhub; joined Mar 10): a trial, never converted.
 */
import type { App } from '../app.js';
import { members } from '../db/schema/index.js';
import { commerceFixture, postback, segpaySale } from './commerce.js';
import { trafficChannels } from './traffic.js';

export const RETENTION_ZONE = 'Asia/Shanghai';

const PLAN = { monthly: '196001:1001', trial: '196001:1002', yearly: '196001:1003', monthlyEur: '196001:1005' };

export async function retentionScenario(app: App) {
  const { siteId } = await commerceFixture(app);
  const channels = await trafficChannels(app);
  const member = (username: string, joined: string, channelId: number | null, campaignId: number | null = null) => ({
    username,
    email: `${username}@example.com`,
    siteId,
    channelId,
    campaignId,
    createdAt: new Date(joined),
  });
  await app.db
    .insert(members)
    .values([
      member('ann', '2025-01-09T00:00:00Z', channels.googleId, channels.springId),
      member('bob', '2024-12-31T20:00:00Z', channels.partnerId, channels.reviewsId),
      member('cy', '2025-02-05T00:00:00Z', null),
      member('dee', '2025-02-27T00:00:00Z', channels.googleId),
      member('eve', '2025-03-03T00:00:00Z', channels.googleId),
      member('fay', '2025-03-10T00:00:00Z', channels.partnerId, channels.reviewsId),
    ]);
  const charge = async (
    username: string,
    purchase: string,
    tranid: string,
    stage: string,
    plan: string,
    at: string,
  ) => {
    const eur = plan === PLAN.monthlyEur;
    const prices: Record<string, string> = { [PLAN.yearly]: '199.00', [PLAN.monthlyEur]: '27.99' };
    const price = stage === 'Initial' && plan === PLAN.trial ? '1.00' : (prices[plan] ?? '29.99');
    const fields = { stage, purchaseid: purchase, tranid, username, eticketid: plan, price, transtime: at };
    const answer = await postback(app, 'segpay', segpaySale({ ...fields, ...(eur ? { currencycode: 'EUR' } : {}) }));
    if (answer.body.status !== 'processed') throw new Error(`${tranid}: ${JSON.stringify(answer.body)}`);
  };
  const reverse = async (trantype: 'credit' | 'charge', tranid: string, relatedtranid: string, transtime: string) => {
    const answer = await postback(app, 'segpay', { action: 'Auth', trantype, tranid, relatedtranid, transtime });
    if (answer.body.status !== 'processed') throw new Error(`${tranid}: ${JSON.stringify(answer.body)}`);
  };
  await charge('bob', 'P-bob', 'B-1', 'Initial', PLAN.yearly, '2025-01-15T00:00:00Z');
  await charge('ann', 'P-ann', 'A-1', 'Initial', PLAN.monthly, '2025-01-10T00:00:00Z');
  await charge('ann', 'P-ann', 'A-2', 'Rebill', PLAN.monthly, '2025-02-10T00:00:00Z');
  await charge('ann', 'P-ann', 'A-3', 'Rebill', PLAN.monthly, '2025-03-10T00:00:00Z');
  await charge('ann', 'P-ann2', 'A-4', 'Initial', PLAN.yearly, '2025-03-15T00:00:00Z');
  await charge('cy', 'P-cy', 'C-1', 'Initial', PLAN.trial, '2025-02-05T00:00:00Z');
  await charge('cy', 'P-cy', 'C-2', 'Conversion', PLAN.trial, '2025-02-08T00:00:00Z');
  await reverse('credit', 'C-3', 'C-2', '2025-02-20T00:00:00Z');
  await charge('cy', 'P-cy2', 'C-4', 'Initial', PLAN.monthly, '2025-05-01T00:00:00Z');
  await charge('dee', 'P-dee', 'D-1', 'Initial', PLAN.monthlyEur, '2025-02-27T00:00:00Z');
  await charge('dee', 'P-dee', 'D-2', 'Rebill', PLAN.monthlyEur, '2025-04-03T00:00:00Z');
  await charge('fay', 'P-fay', 'F-1', 'Initial', PLAN.trial, '2025-03-10T00:00:00Z');
  await reverse('charge', 'B-2', 'B-1', '2025-06-20T00:00:00Z');
  return channels;
}

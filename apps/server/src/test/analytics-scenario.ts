/**
 * A small, known commerce history for the analytics tests, in the reporting zone Asia/Shanghai (UTC+8), over
 * 2026-03-01..03 there. Fees are the processors' schedule (Segpay 10.5 % + 5 % reserve), one corrected.
 *
 * - Mar 1: Ann (google / spring, mobile) starts Monthly, 29.99 USD (23:30 local, 15:30 UTC).
 * - Mar 2: Ann's rebill, 29.99 USD (00:30 local, still Mar 1 in UTC); Bob (partnerhub / reviews, desktop) starts
 *   Monthly EUR, 27.99 EUR; Cy (direct) buys the 30-day pass, 9.99 USD (fee corrected to 1.00 + 0.50 reserve);
 *   Cy's Monthly declined (29.99 USD). Ann's rebill is sent twice.
 * - Mar 3: 10.00 USD of Ann's first charge refunded; Bob's charge charged back.
 */
import type { App } from '../app.js';
import { members } from '../db/schema/index.js';
import { as } from './client.js';
import { commerceFixture, postback, segpaySale } from './commerce.js';
import { adminWith } from './fixtures.js';
import { trafficChannels } from './traffic.js';

export const SCENARIO_ZONE = 'Asia/Shanghai';

export async function analyticsScenario(app: App) {
  const { siteId, siteKey, planIds } = await commerceFixture(app);
  const channels = await trafficChannels(app);
  const [ann, bob, cy] = await app.db
    .insert(members)
    .values([
      {
        username: 'ann',
        email: 'ann@example.com',
        siteId,
        channelId: channels.googleId,
        campaignId: channels.springId,
        device: 'mobile',
      },
      {
        username: 'bob',
        email: 'bob@example.com',
        siteId,
        channelId: channels.partnerId,
        campaignId: channels.reviewsId,
        device: 'desktop',
      },
      { username: 'cy', email: 'cy@example.com', siteId },
    ])
    .returning({ id: members.id });
  const sale = (username: string, tranid: string, eticketid: string, price: string, transtime: string, extra = {}) =>
    postback(
      app,
      'segpay',
      segpaySale({
        stage: 'Initial',
        purchaseid: `P-${username}`,
        tranid,
        username,
        eticketid,
        price,
        transtime,
        ...extra,
      }),
    );
  await sale('ann', 'T-1', '196001:1001', '29.99', '2026-03-01T15:30:00Z');
  const rebill = { stage: 'Rebill' };
  await sale('ann', 'T-2', '196001:1001', '29.99', '2026-03-01T16:30:00Z', rebill);
  await sale('ann', 'T-2', '196001:1001', '29.99', '2026-03-01T16:30:00Z', rebill);
  await sale('bob', 'T-3', '196001:1005', '27.99', '2026-03-02T03:00:00Z', { currencycode: 'EUR' });
  await sale('cy', 'T-4', '196001:1004', '9.99', '2026-03-02T05:00:00Z');
  await sale('cy', 'T-7', '196001:1001', '29.99', '2026-03-02T06:00:00Z', { approved: 'No', purchaseid: 'P-cy2' });
  const reverse = (trantype: string, tranid: string, relatedtranid: string, transtime: string, price?: string) =>
    postback(app, 'segpay', {
      action: 'Auth',
      trantype,
      tranid,
      relatedtranid,
      transtime,
      ...(price ? { price } : {}),
    });
  await reverse('credit', 'T-5', 'T-1', '2026-03-03T02:00:00Z', '10.00');
  await reverse('charge', 'T-6', 'T-3', '2026-03-03T04:00:00Z');
  const staff = as(app, (await adminWith(app, ['list-orders', 'edit-orders'])).token);
  const pass = (await staff.get('/api/orders?transaction_number=T-4')).body.data[0];
  await staff.put(`/api/orders/${pass.id}`, { transaction_fee: '1.00' });
  return { siteId, siteKey, planIds, ...channels, annId: ann!.id, bobId: bob!.id, cyId: cy!.id };
}

/** The coin ledger: staff credits, packs bought, pay-per-view spends from the site, clawbacks never below zero. */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../../test/commerce.js';
import { adminWith } from '../../../test/fixtures.js';
import { startTestApp } from '../../../test/harness.js';

const app = await startTestApp();
let staff: ReturnType<typeof as>;
let siteKey = '';
let fay = 0;

const spend = (spendId: string, coins: number, key = siteKey) =>
  app.inject({
    method: 'POST',
    url: '/api/intake/coin-spends',
    headers: { 'x-site-key': key, 'accept-language': 'en' },
    payload: { spend_id: spendId, member_email: 'fay@example.com', video_serial_number: 'BL-000001', coins },
  });

beforeAll(async () => {
  siteKey = (await commerceFixture(app)).siteKey;
  fay = await newMember(app, 'fay');
  staff = as(app, (await adminWith(app, ['list-payments', 'add-credit-payments'])).token);
});

describe('payments', () => {
  it('credits coins with a reason, audited, and refuses an unknown member', async () => {
    const credit = await staff.post('/api/payments/add-credit', { member_id: fay, coins: 20, reason: 'Apology' });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({
      kind: 'credit',
      credit: 20,
      balance_after: 20,
      gateway: 'staff',
      reason: 'Apology',
    });
    expect(credit.body.admin_username).toEqual(expect.any(String));
    const unknown = await staff.post('/api/payments/add-credit', { member_id: 999999, coins: 1, reason: 'x' });
    expect(unknown.body.errors).toHaveProperty('member_id');
  });

  it('takes a spend once per site id, and refuses one the balance cannot pay with 409', async () => {
    await postback(
      app,
      'segpay',
      segpaySale({ stage: 'Initial', tranid: 'C-1', username: 'fay', eticketid: '196001:2001', price: '9.99' }),
    );
    expect((await spend('s-1', 90)).json()).toMatchObject({ duplicate: false, balance: 30 });
    expect((await spend('s-1', 90)).json()).toMatchObject({ duplicate: true, balance: 30 });
    const short = await spend('s-2', 31);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'insufficient_coins' });
  });

  it("refuses another site's spend of the member's coins: the member is unknown to its key", async () => {
    const other = await commerceFixture(app, { segpay: 'other-segpay', epoch: 'other-epoch' });
    const answer = await spend('s-other', 10, other.siteKey);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty('member_email');
    // Her balance is untouched: her own site's spend sent again reads it.
    expect((await spend('s-1', 90)).json()).toMatchObject({ duplicate: true, balance: 30 });
  });

  it('claws back a charged-back pack down to zero and records what was already spent', async () => {
    await postback(app, 'segpay', { action: 'Auth', trantype: 'charge', tranid: 'C-2', relatedtranid: 'C-1' });
    const ledger = await staff.get(`/api/payments?member_id=${fay}&sort=id`);
    expect(
      ledger.body.data.map((e: { kind: string; credit: number; balance_after: number; uncollected: number }) => [
        e.kind,
        e.credit,
        e.balance_after,
        e.uncollected,
      ]),
    ).toEqual([
      ['credit', 20, 20, 0],
      ['purchase', 100, 120, 0],
      ['spend', -90, 30, 0],
      ['clawback', -30, 0, 70],
    ]);
    const member = await as(app, (await adminWith(app, ['list-users'])).token).get(`/api/users/${fay}`);
    expect(member.body.coin).toBe(0);
  });
});

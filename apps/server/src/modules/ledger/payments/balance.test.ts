/**
 * A member's coin balance stays within MAX_COIN_BALANCE: a staff credit that would pass it is a 422 on its
 * coins, a coin pack bought then is a failed notification saying so; nothing is added either way.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_COIN_BALANCE, MAX_COINS } from '@backlot/contract';
import { coinEntries, members, postbacks } from '../../../db/schema/index.js';
import { as } from '../../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../../test/commerce.js';
import { adminWith } from '../../../test/fixtures.js';
import { startTestApp } from '../../../test/harness.js';

const app = await startTestApp();
let staff: ReturnType<typeof as>;
let gus = 0;

beforeAll(async () => {
  await commerceFixture(app);
  gus = await newMember(app, 'gus');
  staff = as(app, (await adminWith(app, ['list-payments', 'add-credit-payments'])).token);
});

const balance = async () =>
  (await app.db.select({ coins: members.coinBalance }).from(members).where(eq(members.id, gus)))[0]!.coins;
const entries = async () => app.db.select().from(coinEntries).where(eq(coinEntries.memberId, gus));

describe('coin balance bound', () => {
  it('refuses a staff credit beyond the bound, and one above the per-credit limit', async () => {
    await app.db
      .update(members)
      .set({ coinBalance: MAX_COIN_BALANCE - 5 })
      .where(eq(members.id, gus));
    const over = await staff.post('/api/payments/add-credit', { member_id: gus, coins: 6, reason: 'Goodwill' });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ coins: [`The member’s balance would exceed ${MAX_COIN_BALANCE} coins.`] });
    const most = await staff.post('/api/payments/add-credit', { member_id: gus, coins: 5, reason: 'Goodwill' });
    expect(most.body).toMatchObject({ credit: 5, balance_after: MAX_COIN_BALANCE });
    const big = await staff.post('/api/payments/add-credit', { member_id: gus, coins: MAX_COINS + 1, reason: 'x' });
    expect(big.status).toBe(422);
    expect(big.body.errors).toHaveProperty('coins');
    expect(await balance()).toBe(MAX_COIN_BALANCE);
    expect(await entries()).toHaveLength(1);
  });

  it('fails a coin pack that would pass the bound, saying why, and adds nothing', async () => {
    const pack = segpaySale({
      stage: 'Initial',
      tranid: 'G-1',
      username: 'gus',
      eticketid: '196001:2001',
      price: '9.99',
    });
    const answer = await postback(app, 'segpay', pack);
    expect(answer).toMatchObject({ status: 200, body: { status: 'failed' } });
    const [row] = await app.db.select().from(postbacks).where(eq(postbacks.id, answer.body.id));
    expect(row!.error).toBe(`coin_balance_full:${gus}`);
    expect(await balance()).toBe(MAX_COIN_BALANCE);
    expect(await entries()).toHaveLength(1);
  });
});

/**
 * What a notification may say: each parameter once (form, JSON, query string, or across them), an amount
 * never negative and above zero for a sale or a refund, at most what a ledger entry holds, in an ISO 4217
 * currency. Anything else is refused (422 naming the field) and books nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postbacks, transactions } from '../../db/schema/index.js';
import { commerceFixture, newMember, postback, SECRETS, segpaySale } from '../../test/commerce.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();

beforeAll(async () => {
  await commerceFixture(app);
  await newMember(app, 'ida');
});

const sale = (tranid: string, fields: Record<string, string> = {}) =>
  segpaySale({
    stage: 'Initial',
    purchaseid: `P-${tranid}`,
    tranid,
    price: '29.99',
    eticketid: '196001:1001',
    username: 'ida',
    ...fields,
  });
const booked = async (ref: string) => app.db.select().from(transactions).where(eq(transactions.processorRef, ref));
const stored = async (ref: string) => app.db.select().from(postbacks).where(eq(postbacks.transactionRef, ref));

/** Sends a raw body as the processor would, with the right secret. */
const send = (url: string, contentType: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, 'accept-language': 'en', 'x-postback-secret': SECRETS.segpay },
    payload,
  });
const REPEATED = 'Sent more than once: each parameter is sent once.';
const AMOUNT = 'An amount such as 19.99, without a minus sign; above zero for a charge or a refund.';

describe('notification input', () => {
  it('refuses a parameter sent twice in a form, a JSON body, or the query string and the body', async () => {
    const form = new URLSearchParams({ ...sale('R-1'), secret: SECRETS.segpay });
    form.append('price', '-99');
    const twice = await send('/api/postbacks/segpay', 'application/x-www-form-urlencoded', form.toString());
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ price: [REPEATED] });

    const json = JSON.stringify(sale('R-2')).replace(/}$/, ',"price":"-99"}');
    const inJson = await send('/api/postbacks/segpay', 'application/json', json);
    expect(inJson.statusCode).toBe(422);
    expect(inJson.json().errors).toEqual({ price: [REPEATED] });

    const body = new URLSearchParams(sale('R-3')).toString();
    const across = await send('/api/postbacks/segpay?price=-99', 'application/x-www-form-urlencoded', body);
    expect(across.statusCode).toBe(422);
    expect(across.json().errors).toEqual({ price: [REPEATED] });

    for (const ref of ['R-1', 'R-2', 'R-3']) expect(await booked(ref)).toEqual([]);
  });

  it('refuses a negative sale, a sale or a refund of nothing, and an amount no ledger entry holds', async () => {
    await postback(app, 'segpay', sale('A-1'));
    const refused: Array<Record<string, string>> = [
      sale('A-2', { price: '-10.00' }),
      sale('A-3', { stage: 'Rebill', price: '0' }),
      sale('A-4', { price: '21474836.48' }),
      { action: 'Auth', trantype: 'credit', tranid: 'A-5', relatedtranid: 'A-1', price: '-29.99' },
      { action: 'Auth', trantype: 'credit', tranid: 'A-6', relatedtranid: 'A-1', price: '0.00' },
    ];
    for (const params of refused) {
      const answer = await postback(app, 'segpay', params);
      const ref = params.tranid!;
      expect(answer, ref).toMatchObject({ status: 422, body: { errors: { price: [AMOUNT] } } });
      expect(await booked(ref)).toEqual([]);
      expect(await stored(ref)).toMatchObject([{ status: 'rejected', error: 'bad_amount:price' }]);
    }
    const epoch = await postback(app, 'epoch', {
      ets_transaction_type: 'N',
      ets_transaction_id: 'A-7',
      ets_member_idx: 'M-A',
      ets_transaction_amount: '-5.00',
    });
    expect(epoch).toMatchObject({ status: 422, body: { errors: { ets_transaction_amount: [AMOUNT] } } });
    // The refund as the processors write it, a positive amount, is taken.
    const refund = { action: 'Auth', trantype: 'credit', tranid: 'A-8', relatedtranid: 'A-1', price: '29.99' };
    expect((await postback(app, 'segpay', refund)).body.status).toBe('processed');
    expect(await booked('A-8')).toMatchObject([{ type: 'refund', amount: 2999 }]);
  });

  it('takes ISO 4217 currencies only', async () => {
    const zzz = await postback(app, 'segpay', sale('C-1', { currencycode: 'ZZZ' }));
    expect(zzz).toMatchObject({
      status: 422,
      body: { errors: { currencycode: ['Use a currency code such as USD.'] } },
    });
    expect(await stored('C-1')).toMatchObject([{ status: 'rejected', error: 'bad_currency:currencycode' }]);
    expect(await booked('C-1')).toEqual([]);
    const euro = await postback(app, 'segpay', sale('C-2', { currencycode: 'eur', eticketid: '196001:1005' }));
    expect(euro.body.status).toBe('processed');
    expect(await booked('C-2')).toMatchObject([{ currency: 'EUR' }]);
  });
});

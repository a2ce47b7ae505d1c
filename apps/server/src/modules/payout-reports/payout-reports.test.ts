/** Payout statements: typed by hand or imported from CSV (all or none), and reconciled against the ledger. */
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, sites as siteTable, transactions } from '../../db/schema/index.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { newIntakeKey } from '../sites/service.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
const BASE = '/api/segpay-payout-reports';
const march = { period_start: '2025-03-01', period_end: '2025-03-31', currency: 'USD' };

/** Ledger entries of March 2025 at Segpay: three sales with fees, a refund, one sale in euros, one in April. */
async function seedLedger() {
  const at = (day: string) => new Date(`2025-${day}T12:00:00Z`);
  const charge = { processor: 'segpay', processorType: 'sale', type: 'initial', currency: 'USD' };
  const rows = await app.db
    .insert(transactions)
    .values([
      { ...charge, processorRef: 'T1', amount: 2999, occurredAt: at('03-02') },
      { ...charge, processorRef: 'T2', amount: 1999, occurredAt: at('03-10'), type: 'rebill' },
      { ...charge, processorRef: 'T3', amount: 999, occurredAt: at('03-31') },
      { ...charge, processorRef: 'T5', amount: 4999, occurredAt: at('03-15'), currency: 'EUR' },
      { ...charge, processorRef: 'T6', amount: 999, occurredAt: at('04-01') },
    ])
    .returning({
      id: transactions.id,
      ref: transactions.processorRef,
      amount: transactions.amount,
      type: transactions.type,
    });
  await app.db.insert(transactions).values({
    ...charge,
    processorRef: 'T4',
    processorType: 'credit',
    type: 'refund',
    amount: 999,
    occurredAt: at('03-20'),
    originalId: rows[2]!.id,
  });
  await app.db.insert(orders).values(
    rows.slice(0, 3).map((row) => ({
      transactionId: row.id,
      processor: 'segpay',
      type: row.type,
      transactionNumber: row.ref,
      amount: row.amount,
      currency: 'USD',
      transactionFee: 300,
      settlementFee: 50,
      reserveFee: 100,
      paidAt: new Date(),
    })),
  );
}

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-segpay-payout-reports',
    'create-segpay-payout-reports',
    'edit-segpay-payout-reports',
    'delete-segpay-payout-reports',
  ]);
  api = as(app, token);
  await seedLedger();
});

describe('payout reports typed by hand', () => {
  it('stores the figures as decimal strings and works out the net when it is left out', async () => {
    const created = await api.post(BASE, {
      ...march,
      gross: '4998.00',
      fees: '1050',
      reserve_held: '300',
      reserve_released: '25.50',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      source: 'manual',
      net: '3673.50',
      line_count: 0,
      processor: 'segpay',
      site_id: null,
    });
    const edited = await api.put(`${BASE}/${created.body.id}`, { net: '3600', note: 'Wire received' });
    expect(edited.body).toMatchObject({ net: '3600.00', gross: '4998.00', note: 'Wire received' });
  });

  it('refuses a period that ends before it starts and an amount with too many decimals', async () => {
    const backwards = await api.post(BASE, { ...march, period_end: '2025-02-01', gross: '1', fees: '0' });
    expect(backwards.body.errors).toEqual({ period_end: ['Must not be before the first day.'] });
    const yen = await api.post(BASE, { ...march, currency: 'JPY', gross: '1.5', fees: '0' });
    expect(yen.body.errors).toEqual({ gross: ['At most 0 decimals in JPY.'] });
  });

  it('reconciles totals only: statement against ledger, net without the reserve, with the differences', async () => {
    const created = await api.post(BASE, { ...march, gross: '50.00', fees: '10.00', reserve_held: '3.00' });
    const answer = await api.get(`${BASE}/${created.body.id}/reconciliation`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      lines_compared: false,
      // Net is gross less fees on both sides; the reserve held and released are lines of their own, never in net.
      statement: {
        gross: '50.00',
        fees: '10.00',
        net: '40.00',
        reserve_held: '3.00',
        reserve_released: '0.00',
        paid_out: '37.00',
      },
      ledger: { gross: '49.98', fees: '10.50', net: '39.48', reserve_held: '3.00', transactions: 4 },
      differences: { gross: '0.02', fees: '-0.50', net: '0.52', reserve_held: '0.00' },
      net_unexplained: '0.00',
      other_currencies: [{ currency: 'EUR', transactions: 1 }],
      ledger_only: [],
    });
  });
});

describe('payout reports imported from CSV', () => {
  const csv = [
    'Transaction_ID,Type,Amount,Fee,Date',
    'T1,sale,29.99,3.50,2025-03-02',
    'T2,sale,18.99,3.50,2025-03-10',
    'T4,credit,9.99,,2025-03-20',
    'T9,sale,5.00,0.50,2025-03-30',
  ].join('\n');

  it('imports the lines, works out gross, fees and net, and names the transactions on one side only', async () => {
    const created = await api.post(`${BASE}/import`, {
      ...march,
      reserve_held: '1.00',
      paid_at: '2025-04-10T09:00:00Z',
      csv,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      source: 'csv',
      line_count: 4,
      gross: '43.99',
      fees: '7.50',
      net: '35.49',
      paid_at: '2025-04-10T09:00:00.000Z',
    });
    const answer = (await api.get(`${BASE}/${created.body.id}/reconciliation`)).body;
    expect(answer).toMatchObject({
      lines_compared: true,
      matched: 2,
      mismatched_count: 1,
      mismatched: [
        { processor_ref: 'T2', kind: 'sale', amount: '18.99', ledger_type: 'rebill', ledger_amount: '19.99' },
      ],
      statement_only_count: 1,
      statement_only: [{ processor_ref: 'T9', amount: '5.00', occurred_at: '2025-03-30T00:00:00.000Z' }],
      ledger_only_count: 1,
      ledger_only: [{ processor_ref: 'T3', type: 'initial', amount: '9.99', currency: 'USD' }],
      differences: { gross: '-5.99' },
    });
  });

  it('refuses the whole file naming every bad cell by row and column, and stores nothing', async () => {
    const before = (await api.get(BASE)).body.meta.total;
    const bad = [
      'transaction_id,type,amount,fee',
      'A1,sale,12.345,',
      'A2,gift,5,',
      ',sale,abc,1',
      'A1,sale,1.00,',
    ].join('\n');
    const answer = await api.post(`${BASE}/import`, { ...march, csv: bad });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'rows.2.amount': ['At most 2 decimals in USD.'],
      'rows.3.type': ['Use sale, refund (or credit) or chargeback (or charge).'],
      'rows.4.transaction_id': ['This field is required.'],
      'rows.4.amount': ['Enter an amount such as 19.99.'],
      'rows.5.transaction_id': ['Same transaction and type as row 2.'],
    });
    expect((await api.get(BASE)).body.meta.total).toBe(before);
    const header = await api.post(`${BASE}/import`, { ...march, csv: 'id,type,amount\n1,sale,1' });
    expect(header.body.errors).toEqual({
      'rows.1.id': ['Unknown column: use transaction_id, type, amount, fee, date.'],
      'rows.1.transaction_id': ['This column is required.'],
    });
  });

  it('deletes a statement with its lines', async () => {
    const created = await api.post(`${BASE}/import`, { ...march, csv });
    expect((await api.delete(`${BASE}/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${BASE}/${created.body.id}/reconciliation`)).status).toBe(404);
  });
});

describe('a site’s payout report', () => {
  it('compares its lines with the site’s own transactions, another site’s of the same id aside', async () => {
    const sites = await app.db
      .insert(siteTable)
      .values(
        [1, 2].map((n) => ({ name: `Payout site ${n}`, domain: `payout${n}.example.com`, ...newIntakeKey().values })),
      )
      .returning({ id: siteTable.id });
    const sale = { processor: 'segpay', processorType: 'sale', type: 'initial', currency: 'USD', processorRef: 'S1' };
    const occurredAt = new Date('2025-06-02T12:00:00Z');
    await app.db.insert(transactions).values([
      { ...sale, amount: 2999, siteId: sites[0]!.id, occurredAt },
      { ...sale, amount: 999, siteId: sites[1]!.id, occurredAt },
    ]);
    const june = { period_start: '2025-06-01', period_end: '2025-06-30', currency: 'USD', site_id: sites[0]!.id };
    const created = await api.post(`${BASE}/import`, { ...june, csv: 'Transaction_ID,Type,Amount\nS1,sale,29.99' });
    expect(created.status).toBe(201);
    const answer = (await api.get(`${BASE}/${created.body.id}/reconciliation`)).body;
    expect(answer).toMatchObject({ matched: 1, mismatched_count: 0, statement_only_count: 0, ledger_only_count: 0 });
  });
});

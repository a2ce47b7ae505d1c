/**
 * Ledgers booked before Segpay's "Conversion" of a membership that began paid was read as a rebill: the migration
 * re-types those entries and orders, and leaves a trial's conversion one.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
const MIGRATION = fileURLToPath(new URL('../../db/migrations/0026_first_rebill_named_conversion.sql', import.meta.url));

async function charge(username: string, stage: string, eticketid: string, tranid: string, price: string) {
  const params = { stage, purchaseid: `P-${username}`, tranid, username, eticketid, price };
  expect((await postback(app, 'segpay', segpaySale(params))).body.status).toBe('processed');
}

const typesOf = (table: 'transactions' | 'orders', column: 'processor_ref' | 'transaction_number') =>
  queryRows<{ ref: string; type: string }>(
    app.db,
    sql`select ${sql.identifier(column)} as ref, type from ${sql.identifier(table)} order by 1`,
  );

it("re-types an earlier ledger's first rebills named Conversion, not trials' conversions", async () => {
  await commerceFixture(app);
  for (const username of ['rex', 'tia']) await newMember(app, username);
  await charge('rex', 'Initial', '196001:1001', 'M-1', '29.99');
  await charge('rex', 'Conversion', '196001:1001', 'M-2', '29.99');
  await charge('tia', 'Initial', '196001:1002', 'M-3', '1.00');
  await charge('tia', 'Conversion', '196001:1002', 'M-4', '29.99');
  // As the ledger booked Rex's before.
  await app.db.execute(sql`update transactions set type = 'conversion' where processor_ref = 'M-2'`);
  await app.db.execute(sql`update orders set type = 'conversion' where transaction_number = 'M-2'`);

  for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
    await app.db.execute(sql.raw(statement));

  const expected = [
    { ref: 'M-1', type: 'initial' },
    { ref: 'M-2', type: 'rebill' },
    { ref: 'M-3', type: 'trial' },
    { ref: 'M-4', type: 'conversion' },
  ];
  expect(await typesOf('transactions', 'processor_ref')).toEqual(expected);
  expect(await typesOf('orders', 'transaction_number')).toEqual(expected);
  const [kept] = await queryRows<{ processor_type: string }>(
    app.db,
    sql`select processor_type from transactions where processor_ref = 'M-2'`,
  );
  expect(kept!.processor_type).toBe('Auth/Conversion/sale/Yes');
});

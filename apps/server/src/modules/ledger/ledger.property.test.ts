/**
 * Random sequences of processors' notifications — charges at every stage, declines, refunds, chargebacks and
 * voids of earlier charges, cancellations, expiries, reactivations, coin packs, spends, and notifications sent
 * twice — applied as the postbacks module applies them. After every step: subscriptions moved only along the
 * machine, a refused notification left nothing behind, every order's net is its amount minus its fees, every
 * reversal points to a charge of at least what its reversals took, and every balance equals its coin ledger.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSubscriptionStatus, SUBSCRIPTION_EVENTS, type SubscriptionStatus } from '@backlot/contract';
import { queryRows } from '../../db/client.js';
import { tokenRecords } from '../../db/schema/index.js';
import { commerceFixture, newMember } from '../../test/commerce.js';
import { startTestApp } from '../../test/harness.js';
import { ledgerApply } from './apply.js';
import { spendCoins } from './coins.js';
import { LedgerFailure, type Notification } from './notification.js';

const app = await startTestApp();
const { siteId } = await commerceFixture(app);
// The ledger alone: the rollups it feeds have their own property test (modules/analytics).
const { applyNotification } = ledgerApply(null);
const PLANS = ['196001:1001', '196001:1002', '196001:1004', '196001:2001'];
const STAGES = ['initial', 'trial', 'conversion', 'rebill'] as const;
const CHARGES = sql`('initial', 'trial', 'conversion', 'rebill', 'one_time', 'coins')`;

// Weighted towards charges and reversals, so packs get bought, spent and taken back within a sequence.
const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      m: fc.nat(2),
      stage: fc.constantFrom(...STAGES),
      plan: fc.nat(3),
      amount: fc.integer({ min: 0, max: 5000 }),
    }),
  },
  fc.record({ kind: fc.constant('decline' as const), m: fc.nat(2), stage: fc.constantFrom(...STAGES) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('refund' as const, 'chargeback' as const, 'void' as const),
      target: fc.nat(30),
      amount: fc.option(fc.integer({ min: 1, max: 6000 }), { nil: undefined }),
    }),
  },
  fc.record({ kind: fc.constantFrom('cancel' as const, 'expire' as const, 'reactivate' as const), m: fc.nat(2) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('spend' as const), coins: fc.integer({ min: 1, max: 150 }) }) },
  fc.record({ kind: fc.constant('again' as const), target: fc.nat(30) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const counts = async () =>
  (
    await queryRows<{ n: string }>(
      app.db,
      sql`select (select count(*) from transactions) || '/' || (select count(*) from orders)
    || '/' || (select count(*) from subscriptions) || '/' || (select count(*) from coin_entries)
    || '/' || (select coalesce(sum(coin_balance), 0) from members) || '/' || (select string_agg(status, ',' order by id) from subscriptions) as n`,
    )
  )[0]!.n;
const statuses = async () =>
  new Map(
    (
      await queryRows<{ id: number; status: SubscriptionStatus }>(app.db, sql`select id, status from subscriptions`)
    ).map((s) => [s.id, s.status]),
  );
const canMove = (from: SubscriptionStatus, to: SubscriptionStatus) =>
  from === to || SUBSCRIPTION_EVENTS.some((event) => nextSubscriptionStatus(from, event) === to);

async function checkInvariants() {
  expect(
    await queryRows(app.db, sql`select id from orders where total_amount <> amount - transaction_fee - settlement_fee`),
  ).toEqual([]);
  const reversed = sql`transactions o join transactions r on r.original_id = o.id`;
  expect(await queryRows(app.db, sql`select r.id from ${reversed} where o.type not in ${CHARGES}`)).toEqual([]);
  expect(
    await queryRows(app.db, sql`select o.id from ${reversed} group by o.id having sum(r.amount) > o.amount`),
  ).toEqual([]);
  expect(
    await queryRows(
      app.db,
      sql`select m.id from members m left join lateral (select sum(coins) as total,
      (array_agg(balance_after order by id desc))[1] as last from coin_entries e where e.member_id = m.id) x on true
    where m.coin_balance <> coalesce(x.total, 0) or m.coin_balance <> coalesce(x.last, 0) or m.coin_balance < 0`,
    ),
  ).toEqual([]);
}

let run = 0;
describe('ledger invariants', () => {
  it('hold after every notification of a random sequence', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        run += 1;
        const username = `prop${run}`;
        const memberId = await newMember(app, username);
        const sent: Notification[] = [];
        let clock = Date.parse('2026-01-01T00:00:00Z');
        const notificationOf = (c: Command, i: number): Notification | null => {
          const base = {
            processor: 'segpay' as const,
            ref: `r${run}-${i}`,
            processorType: c.kind,
            member: { username },
            currency: 'USD',
            occurredAt: new Date((clock += 86_400_000)),
          };
          if (c.kind === 'again') return sent[c.target % Math.max(sent.length, 1)] ?? null;
          if (c.kind === 'charge')
            return {
              ...base,
              membershipRef: `m${run}-${c.m}`,
              planRef: PLANS[c.plan],
              amount: c.amount,
              event: { kind: 'charge', stage: c.stage },
            };
          if (c.kind === 'decline')
            return {
              ...base,
              membershipRef: `m${run}-${c.m}`,
              planRef: PLANS[0],
              amount: 999,
              event: { kind: 'decline', stage: c.stage },
            };
          if ('m' in c) return { ...base, membershipRef: `m${run}-${c.m}`, event: { kind: c.kind } };
          if (c.kind === 'spend') return null;
          const charges = sent.filter((earlier) => earlier.event.kind === 'charge');
          const original = charges[c.target % Math.max(charges.length, 1)];
          return {
            ...base,
            amount: c.amount,
            event: { kind: 'reversal', type: c.kind, originalRef: original?.ref ?? 'none' },
          };
        };
        for (const [i, c] of commands.entries()) {
          const before = await statuses();
          const counted = await counts();
          if (c.kind === 'spend') {
            const [record] = await app.db
              .insert(tokenRecords)
              .values({ memberId, videoSerialNumber: 'BL-000001', amount: c.coins, paidAt: new Date() })
              .returning();
            await app.db
              .transaction(async (tx) => {
                if ((await spendCoins(tx, memberId, c.coins, record!.id)) === null) tx.rollback();
              })
              .catch(() => undefined);
          } else {
            const n = notificationOf(c, i);
            if (!n) continue;
            sent.push(n);
            const source = { postbackId: null, siteId, appliedBefore: async () => false };
            const outcome = await app.db
              .transaction((tx) => applyNotification(tx, n, source))
              .catch((error: unknown) => (error instanceof LedgerFailure ? error : Promise.reject(error)));
            if (outcome instanceof LedgerFailure || outcome.status === 'duplicate')
              expect(await counts()).toBe(counted);
          }
          const after = await statuses();
          for (const [id, status] of after) {
            const from = before.get(id);
            expect(
              from === undefined ? ['trial', 'active'].includes(status) : canMove(from, status),
              `${from} -> ${status}`,
            ).toBe(true);
          }
          await checkInvariants();
        }
      }),
      { numRuns: 40 },
    );
  });
});

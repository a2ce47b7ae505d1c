/**
 * Payments (`/payments`): the coin ledger as staff read it — credits, purchases, spends and clawbacks, each with
 * the balance after it — and the staff credit (`POST /payments/add-credit`, audited). Spends arrive from the
 * member site (`coin-spends.ts`). Entries are written only through the ledger's coin functions.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addCredit, MAX_COIN_BALANCE, payment, paymentManifest, EXPORT_FIELDS } from '@backlot/contract';
import { coinEntries } from '../../../db/schema/index.js';
import { auditContextOf, recordAudit } from '../../../platform/audit.js';
import { crudResource, declared } from '../../../platform/crud/index.js';
import { invalid } from '../../../platform/errors.js';
import { adminUsername } from '../../admins/read.js';
import { CoinBalanceFull } from '../service.js';
import type { Module, Uses } from '../../module.js';
import { memberCard, memberUsername } from '../../users/read.js';
import { registerCoinSpends } from './coin-spends.js';

export const paymentsModule: Module<Uses<'ledger' | 'intake'>> = (app, deps, { ledger, intake }) => {
  const service = crudResource(
    app,
    deps,
    declared(paymentManifest, {
      table: coinEntries,
      label: 'coin ledger entries',
      // Names by subqueries read for the page's rows only (see the orders' list).
      read: {
        columns: {
          id: coinEntries.id,
          member_id: coinEntries.memberId,
          member_username: memberUsername(coinEntries.memberId),
          kind: coinEntries.kind,
          credit: coinEntries.coins,
          balance_after: coinEntries.balanceAfter,
          uncollected: coinEntries.uncollected,
          gateway: coinEntries.gateway,
          reason: coinEntries.reason,
          transaction_id: coinEntries.transactionId,
          token_record_id: coinEntries.tokenRecordId,
          admin_id: coinEntries.adminId,
          admin_username: adminUsername(coinEntries.adminId),
          created_at: coinEntries.createdAt,
        },
      },
      columns: { credit: coinEntries.coins },
      filterTargets: { created: coinEntries.createdAt },
      export: { filename: 'payments.csv', ...EXPORT_FIELDS.payments },
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().post('/payments/add-credit', {
    config: { access: 'add-credit-payments' },
    schema: {
      tags: ['payments'],
      summary: 'Credit coins to a member, with the reason',
      body: addCredit,
      response: { 201: payment },
    },
    handler: async (request, reply) => {
      const ctx = auditContextOf(request);
      const { member_id: memberId, coins, reason } = request.body;
      const answer = await deps.db.transaction(async (tx) => {
        const member = await memberCard(tx, memberId);
        if (!member) throw invalid({ member_id: ['msg.memberNotFound'] });
        const entry = await ledger
          .addCoins(tx, memberId, 'credit', coins, { gateway: 'staff', reason, adminId: ctx.actorId })
          .catch((error: unknown) => {
            if (!(error instanceof CoinBalanceFull)) throw error;
            throw invalid({ coins: [{ key: 'msg.coins.balanceFull', params: { max: MAX_COIN_BALANCE } }] });
          });
        await recordAudit(tx, ctx, {
          action: 'add-credit',
          resource: 'payments',
          resourceId: entry!.id,
          label: member.username,
          after: { memberId, coins, reason },
        });
        return service.read(tx, entry!.id);
      });
      return reply.status(201).send(answer as never);
    },
  });

  registerCoinSpends(app, { db: deps.db, ledger, intake });
};

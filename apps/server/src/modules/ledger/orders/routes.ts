/**
 * Orders (`/orders`): the successful charges with their fees, read by staff (`list-orders`) and corrected
 * (`edit-orders`: fees and notes, through the ledger's service). The list is the kit's; the show answers the ledger entries
 * behind the order (its charge and every refund, chargeback or void of it), its member and its subscription.
 * Orders are the ledger's to write (`modules/ledger`); a channel partner does not read them (fees and
 * processor details are the company's): `list-orders` is not among the partner permissions. `receipt.ts`: the
 * member's receipt for an order, as a PDF.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, orderDetail, orderManifest, orderUpdate, EXPORT_FIELDS } from '@backlot/contract';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { auditContextOf } from '../../../platform/audit.js';
import { crudResource, declared } from '../../../platform/crud/index.js';
import { basedOn } from '../../../platform/crud/versions.js';
import { moneyBetween } from '../../../platform/filters.js';
import { wireColumns } from '../../../platform/wire.js';
import { moneyAnswer } from '../../../platform/money.js';
import { campaignName, channelName } from '../../channels/read.js';
import { reversalOf } from '../read.js';
import type { Module, Uses } from '../../module.js';
import { planName } from '../../plans/read.js';
import { memberUsername } from '../../users/read.js';
import { orderContext } from './detail.js';
import { registerReceipt } from './receipt.js';
import { viewerOf, type Viewer } from '../../../platform/viewer.js';

const { site_id: _site, ...own } = wireColumns(orders);

export const ordersModule: Module<Uses<'ledger' | 'channelScope'>> = (app, deps, { ledger, channelScope }) => {
  const service = crudResource(
    app,
    deps,
    declared(orderManifest, {
      table: orders,
      operations: ['list'],
      // Names by scalar subqueries, not joins: they are read for the page's rows only, after the limit, so a list
      // filtered by channel and days walks `orders_channel_paid_idx` in order and stops at 20 (10,000,000 orders).
      read: {
        columns: {
          ...own,
          member_username: memberUsername(orders.memberId),
          plan_name: planName(orders.planId),
          channel_name: channelName(orders.channelId),
          campaign_name: campaignName(orders.campaignId),
          reversal: reversalOf(orders.transactionId),
        },
      },
      answer: moneyAnswer(['amount', 'transaction_fee', 'settlement_fee', 'reserve_fee', 'total_amount']),
      export: { filename: 'orders.csv', ...EXPORT_FIELDS.orders },
      // A partner's role never holds `list-orders`; one holding it through another role still reads only the
      // orders of its channels (the show and the receipt alike: another channel's order is a 404).
      partnerScope: (adminId) => channelScope(adminId, orders, 'channel_id'),
      filterTargets: {
        paid: orders.paidAt,
        amount: moneyBetween(orders.amount, orders.currency),
      },
    }),
  );

  const detail = async (ex: Executor, id: number, viewer?: Viewer) => {
    const row = (await service.read(ex, id, undefined, viewer)) as unknown as Parameters<typeof orderContext>[1];
    return { ...row, ...(await orderContext(ex, row)) };
  };
  registerReceipt(app, deps.db, deps.reportTimeZone, (ex, id, viewer) => detail(ex, id, viewer) as Promise<never>);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/orders/:id', {
    config: { access: 'list-orders' },
    schema: {
      tags: ['orders'],
      summary: 'Show an order with its ledger entries, member and subscription',
      params: idParams,
      response: { 200: orderDetail },
    },
    handler: (request) => detail(deps.db, request.params.id, viewerOf(request)) as never,
  });
  api.put('/orders/:id', {
    config: { access: 'edit-orders' },
    schema: {
      tags: ['orders'],
      summary: 'Correct an order’s fees and notes (never its amount)',
      params: idParams,
      body: orderUpdate,
      response: { 200: orderDetail },
    },
    handler: (request) =>
      deps.db.transaction(async (tx) => {
        const ctx = auditContextOf(request);
        await ledger.correctOrder(tx, request.params.id, request.body, ctx, basedOn(request));
        return detail(tx, request.params.id) as never;
      }),
  });
};

/**
 * A member's receipt for an order (`GET /orders/{id}/receipt.pdf`, under `list-orders`, as the order's page):
 * the site, the order number, when it was paid (reporting time zone), the member, the plan, the amount, how
 * it was paid, and every refund, chargeback or void of it. What the ledger does not hold is not invented: it
 * records no discount, coupon or tax on a charge (a promotion's price is the amount charged), so the receipt
 * shows the price and the total paid, which are the same. The processor's fees and reserve are the company's,
 * not the member's, and stay off it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromMinorUnits, idParams, type Language, type OrderDetail, receiptQuery, toMinorUnits } from '@backlot/contract';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { fields, heading, section, table } from '../../../platform/documents/layout.js';
import { sendPdf, type Pdf } from '../../../platform/documents/pdf.js';
import { documentLanguage, money, textsIn, zonedTime } from '../../../platform/documents/texts.js';
import { viewerOf, type Viewer } from '../../../platform/viewer.js';
import { siteName } from '../../sites/read.js';
import { RECEIPT_TEXTS } from './receipt-texts.js';

type ReadOrder = (ex: Executor, id: number, viewer?: Viewer) => Promise<OrderDetail>;
const REVERSALS = new Set(['refund', 'chargeback', 'void']);

/** The receipt's content, laid out on `doc`. */
export function writeReceipt(
  doc: Pdf,
  order: OrderDetail,
  site: string | null,
  { language, timeZone }: { language: Language; timeZone: string },
) {
  const t = textsIn(RECEIPT_TEXTS, language);
  const member = order.member ? `${order.member.username} <${order.member.email}>` : order.member_username;
  heading(doc, t('title'), site ?? undefined);
  fields(doc, [
    [t('order'), String(order.id)],
    [t('paidAt'), zonedTime(order.paid_at, timeZone)],
    [t('member'), member],
    [t('plan'), order.plan_name],
    [t('type'), t(order.type)],
    [t('paymentMethod'), order.payment_method],
    [t('processor'), t(order.processor)],
    [t('transaction'), order.transaction_number],
  ]);
  section(doc, t('amounts'));
  fields(doc, [
    [t('price'), money(order.amount, order.currency)],
    [t('total'), money(order.amount, order.currency)],
  ]);
  const reversals = order.ledger.filter((entry) => REVERSALS.has(entry.type));
  if (reversals.length) {
    section(doc, t('refunds'));
    table(
      doc,
      [{ label: t('refundDate') }, { label: t('refundType') }, { label: t('refundAmount'), align: 'right' }],
      reversals.map((r) => [zonedTime(r.occurred_at, timeZone), t(r.type as 'refund'), money(r.amount, r.currency)]),
    );
    const minor = reversals.reduce((sum, r) => sum + (toMinorUnits(r.amount, r.currency) ?? 0), 0);
    fields(doc, [[t('refunded'), money(fromMinorUnits(minor, order.currency), order.currency)]]);
  }
  doc.moveDown(1.5).fontSize(8).fillColor('#555555').text(t('zone', { zone: timeZone }));
}

/** The receipt's route. */
export function registerReceipt(app: FastifyInstance, db: Executor, timeZone: string, read: ReadOrder) {
  app.withTypeProvider<ZodTypeProvider>().get('/orders/:id/receipt.pdf', {
    config: { access: 'list-orders' },
    schema: {
      tags: ['orders'],
      summary: "The member's receipt for an order, as a PDF (zh-CN, zh-TW or en)",
      params: idParams,
      querystring: receiptQuery,
      produces: ['application/pdf'],
    },
    handler: async (request, reply) => {
      const order = await read(db, request.params.id, viewerOf(request));
      const [site] = await db.select({ name: siteName(orders.siteId) }).from(orders).where(eq(orders.id, order.id));
      const language = documentLanguage(request, request.query.lang);
      return sendPdf(reply, `receipt-${order.id}.pdf`, `${RECEIPT_TEXTS.title.en} ${order.id}`, (doc) =>
        writeReceipt(doc, order, site?.name ?? null, { language, timeZone }),
      );
    },
  });
}

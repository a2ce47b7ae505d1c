/**
 * A site's monthly revenue statement (`GET /analytics/revenue/statement.pdf?month=&site_id=`), under
 * `export-analytics` as the daily revenue CSV, and refused to a channel partner as every company-wide figure.
 * Its figures are the daily revenue table's, read by the same queries for the month's reporting days and the
 * site: the totals per currency and the table day by day. The processor's reserve is not in the analytics (it is
 * no fee and no revenue: held and released, the payout reports show it), so it is not on the statement either.
 * An unknown site is a 404.
 */
import { monthDays, type StatementQuery, statementQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { heading, section, table } from '../../platform/documents/layout.js';
import { sendPdf } from '../../platform/documents/pdf.js';
import { documentLanguage, textsIn } from '../../platform/documents/texts.js';
import { notFound } from '../../platform/errors.js';
import { siteNameOf } from '../sites/read.js';
import { cellsFor } from './figures.js';
import { figuresOf, readTotals } from './read.js';
import { revenueDaysOf } from './revenue.js';
import type { AnalyticsGet } from './route.js';
import { STATEMENT_TEXTS } from './statement-texts.js';

export function statementRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/analytics/revenue/statement.pdf',
    {
      access: 'export-analytics',
      scope: 'company',
      summary: "A site's monthly revenue statement, as a PDF: totals per currency and the month day by day",
      query: statementQuery,
      response: undefined,
      produces: ['application/pdf'],
    },
    async (call) => {
      const { month, site_id, lang } = call.query as StatementQuery;
      const site = await siteNameOf(db, site_id);
      if (site === undefined) throw notFound();
      const period = monthDays(month);
      const totals = figuresOf((await readTotals(db, cellsFor(period, call))).sums).money;
      const days = await revenueDaysOf(db, call, period);
      const t = textsIn(STATEMENT_TEXTS, documentLanguage(call.request, lang));
      const money = [t('gross'), t('refunds'), t('chargebacks'), t('voids'), t('fees'), t('net')].map((label) => ({
        label,
        align: 'right' as const,
      }));
      return sendPdf(call.reply, `statement-${site_id}-${month}.pdf`, `${site} ${month}`, (doc) => {
        heading(doc, t('title'), t('period', { site, month, ...period, zone: timeZone }));
        section(doc, t('totals'));
        if (!totals.length) doc.fontSize(10).text(t('none'));
        else
          table(
            doc,
            [{ label: t('currency') }, ...money],
            totals.map((m) => [m.currency, m.gross, m.refund_amount, m.chargeback_amount, m.void_amount, m.fees, m.net]),
          );
        if (days.length) {
          section(doc, t('days'));
          table(
            doc,
            [{ label: t('day') }, { label: t('currency') }, { label: t('charges'), align: 'right' }, ...money],
            days.map((d) => [
              d.day,
              d.currency,
              String(d.charges),
              d.gross,
              d.refund_amount,
              d.chargeback_amount,
              d.void_amount,
              d.fees,
              d.net,
            ]),
          );
        }
        doc.moveDown(1.5).fontSize(8).fillColor('#555555').text(t('netRule'), doc.page.margins.left);
      });
    },
  );
}

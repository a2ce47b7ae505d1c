/**
 * `POST /segpay-payout-reports/import`: a statement and its transaction lines from the processor's CSV, all or
 * none, in one transaction, audited as one `import` entry (the figures and the number of lines). Answers the
 * statement's id.
 */
import type { PayoutReportImport } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { payoutReportLines, payoutReports } from '../../db/schema/index.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { fromWire } from '../../platform/wire.js';
import { lineTotals, statementLines } from './lines.js';
import { moneyAudit } from '../../platform/money.js';
import { checkStatement, REPORT_AMOUNTS, toMinorTotals, workedOutNet } from './values.js';

const CHUNK = 2_000;
const RESERVES = ['reserve_held', 'reserve_released'];

export async function importStatement(db: Db, body: PayoutReportImport, ctx: AuditContext): Promise<number> {
  const { csv, reserve_held, reserve_released, paid_at, ...fields } = body;
  const lines = statementLines(csv, fields.currency);
  const reserves = toMinorTotals(
    { reserveHeld: reserve_held, reserveReleased: reserve_released },
    RESERVES,
    fields.currency,
  );
  const figures = {
    ...lineTotals(lines),
    reserveHeld: reserves.reserveHeld as number,
    reserveReleased: reserves.reserveReleased as number,
  };
  const statement = {
    ...fromWire(fields),
    ...figures,
    net: workedOutNet(figures),
    paidAt: paid_at ? new Date(paid_at) : null,
    source: 'csv',
  } as typeof payoutReports.$inferInsert;
  return db.transaction(async (tx) => {
    await checkStatement(tx, statement);
    const [report] = await tx.insert(payoutReports).values(statement).returning();
    for (let i = 0; i < lines.length; i += CHUNK) {
      await tx
        .insert(payoutReportLines)
        .values(lines.slice(i, i + CHUNK).map((line) => ({ ...line, reportId: report!.id })));
    }
    await recordAudit(tx, ctx, {
      action: 'import',
      resource: 'segpay-payout-reports',
      resourceId: report!.id,
      label: report!.periodStart,
      after: { ...moneyAudit(REPORT_AMOUNTS)(report!), lines: lines.length },
    });
    return report!.id;
  });
}

import { payoutReportFilters, payoutReportManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord } from '../../lib/resource';
import { payoutReportsApi, type PayoutReport } from './api';
import { PAYOUT_REPORTS_PATH, payoutReportPermissions, processors, sources } from './constants';

const siteName = (site: RelatedRecord) => String(site.name);

export const payoutReportResource = defineResource<PayoutReport>({
  ns: 'payout-reports',
  path: PAYOUT_REPORTS_PATH,
  api: payoutReportsApi,
  permissions: payoutReportPermissions,
  manifest: payoutReportManifest,
  formSections: [
    { name: 'report', fields: ['processor', 'siteId', 'periodStart', 'periodEnd', 'currency', 'paidAt'] },
    { name: 'amounts', fields: ['gross', 'fees', 'reserveHeld', 'reserveReleased', 'net', 'note'] },
  ],
  hasShow: true,
  search: false,
  titleOf: (report) => `${report.periodStart} – ${report.periodEnd}`,
  filters: contractFilters(payoutReportFilters, {
    processor: { label: 'fields.processor', options: processors },
    site_id: pickedBy<RelatedRecord>('fields.siteId', 'sites', siteName),
    source: { label: 'fields.source', options: sources },
    period: { label: 'fields.period' },
  }),
  presentation: {
    processor: { options: processors },
    siteId: { help: 'help.site', render: (report, t) => report.siteName ?? t('allSites') },
    currency: { defaultValue: 'USD', hiddenByDefault: true },
    gross: { help: 'help.gross' },
    reserveHeld: { hiddenByDefault: true },
    reserveReleased: { hiddenByDefault: true },
    net: { help: 'help.net' },
    source: { options: sources, hiddenByDefault: true },
    note: { hiddenByDefault: true },
    lineCount: { hiddenByDefault: true },
    createdAt: { hiddenByDefault: true },
  },
  readings: [
    // The statement's lines, written only by the import's form.
    {
      name: 'csv',
      label: 'fields.csv',
      valueType: 'textarea',
      help: 'help.csv',
      hideInTable: true,
      hideInDetail: true,
      hideInForm: false,
      after: 'lineCount',
    },
  ],
});

import { payoutReportFilters, payoutReportCreate, payoutReportUpdate } from '@backlot/contract';
import {
  commonFields,
  contractFilters,
  defineResource,
  pickedBy,
  RemoteSelect,
  type RelatedRecord,
  type FormSchemas,
} from '../../lib/resource';
import { payoutReportsApi, type PayoutReport } from './api';
import { PAYOUT_REPORTS_PATH, payoutReportPermissions, processors, sources } from './constants';

const siteName = (site: RelatedRecord) => String(site.name);
const money = (name: string, help?: string) => ({ name, label: `fields.${name}`, valueType: 'money' as const, help });

export const payoutReportResource = defineResource<PayoutReport>({
  ns: 'payout-reports',
  path: PAYOUT_REPORTS_PATH,
  api: payoutReportsApi,
  permissions: payoutReportPermissions,
  defaultSort: '-period_start',
  hasShow: true,
  search: false,
  titleOf: (report) => `${report.periodStart} – ${report.periodEnd}`,
  filters: contractFilters(payoutReportFilters, {
    processor: { label: 'fields.processor', options: processors },
    site_id: pickedBy<RelatedRecord>('fields.site', 'sites', siteName),
    source: { label: 'fields.source', options: sources },
    period: { label: 'fields.period' },
  }),
  fields: [
    commonFields.id,
    { name: 'processor', label: 'fields.processor', valueType: 'select', options: processors, defaultValue: 'segpay' },
    { name: 'siteName', label: 'fields.site', hideInForm: true, render: (r, t) => r.siteName ?? t('allSites') },
    {
      name: 'siteId',
      label: 'fields.site',
      help: 'help.site',
      hideInTable: true,
      hideInDetail: true,
      input: <RemoteSelect<RelatedRecord> path="sites" labelOf={siteName} />,
    },
    { name: 'periodStart', label: 'fields.periodStart', valueType: 'date', sortable: 'period_start' },
    { name: 'periodEnd', label: 'fields.periodEnd', valueType: 'date' },
    { name: 'currency', label: 'fields.currency', defaultValue: 'USD', hiddenByDefault: true },
    money('gross', 'help.gross'),
    money('fees'),
    { ...money('reserveHeld'), defaultValue: '0', hiddenByDefault: true },
    { ...money('reserveReleased'), defaultValue: '0', hiddenByDefault: true },
    money('net', 'help.net'),
    { name: 'paidAt', label: 'fields.paidAt', valueType: 'datetime', sortable: 'paid_at' },
    {
      name: 'source',
      label: 'fields.source',
      valueType: 'select',
      options: sources,
      hideInForm: true,
      hiddenByDefault: true,
    },
    { name: 'lineCount', label: 'fields.lineCount', hideInForm: true, hiddenByDefault: true },
    { name: 'note', label: 'fields.note', valueType: 'textarea', hiddenByDefault: true },
    {
      name: 'csv',
      label: 'fields.csv',
      valueType: 'textarea',
      help: 'help.csv',
      hideInTable: true,
      hideInDetail: true,
    },
    { ...commonFields.createdAt, hiddenByDefault: true },
    commonFields.updatedAt,
  ],
});

/** The form's rules: a statement typed in by hand, and the edit of any statement. */
export const payoutReportSchemas: FormSchemas = { create: payoutReportCreate, update: payoutReportUpdate };

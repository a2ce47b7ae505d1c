import { reconciliationFilters, reconciliationManifest } from '@backlot/contract';
import {
  contractFilters,
  defineResource,
  formatMoney,
  LinkButton,
  pickedBy,
  type RelatedRecord,
} from '../../../lib/resource';
import { type ReconciliationLine, reconciliationsApi } from '../api';
import { PostbackError } from '../components/postback-error';
import {
  POSTBACKS_PATH,
  processors,
  RECONCILIATIONS_PATH,
  reconciliationKinds,
  reconciliationPermissions,
} from '../constants';

const link = (to: string, text: string) => (
  <LinkButton type="link" size="small" to={to} style={{ paddingInline: 0 }}>
    {text}
  </LinkButton>
);

/**
 * The rows of the processors' reports that did not match the ledger: booked from the report, differing, or not
 * booked; each links to the notification it booked (or that holds it) and to the order. Read only.
 */
export const reconciliationResource = defineResource<ReconciliationLine>({
  ns: 'orders',
  path: RECONCILIATIONS_PATH,
  api: reconciliationsApi,
  permissions: reconciliationPermissions,
  manifest: reconciliationManifest,
  filters: contractFilters(reconciliationFilters, {
    site_id: pickedBy<RelatedRecord>('reconciliation.site', 'sites', (site) => String(site.name)),
    processor: { label: 'reconciliation.processor', options: processors },
    kind: { label: 'reconciliation.kindTitle', options: reconciliationKinds },
    day: { label: 'reconciliation.day' },
  }),
  leading: ['day', 'processor', 'transactionRef', 'kind', 'amount', 'ledgerAmount', 'error', 'postbackId', 'orderId'],
  presentation: {
    id: { hiddenByDefault: true },
    runId: false,
    siteId: false,
    siteName: { label: 'reconciliation.site' },
    day: { label: 'reconciliation.day' },
    processor: { label: 'reconciliation.processor', options: processors },
    transactionRef: { label: 'reconciliation.transactionRef' },
    kind: { label: 'reconciliation.kindTitle', options: reconciliationKinds },
    amount: {
      label: 'reconciliation.amount',
      render: (l, _t, language) => (l.amount && l.currency ? formatMoney(l.amount, l.currency, language) : '—'),
    },
    currency: false,
    ledgerAmount: {
      label: 'reconciliation.ledgerAmount',
      render: (l, _t, language) =>
        l.ledgerAmount && l.ledgerCurrency ? formatMoney(l.ledgerAmount, l.ledgerCurrency, language) : '—',
    },
    ledgerCurrency: false,
    processorType: { label: 'reconciliation.processorType', hiddenByDefault: true },
    ledgerType: { label: 'reconciliation.ledgerType', hiddenByDefault: true },
    error: { label: 'reconciliation.error', render: (l, t) => <PostbackError error={l.error} t={t} /> },
    postbackId: {
      label: 'reconciliation.postback',
      render: (l) => (l.postbackId ? link(`${POSTBACKS_PATH}/${l.postbackId}`, `#${l.postbackId}`) : '—'),
    },
    transactionId: false,
    orderId: {
      label: 'reconciliation.order',
      render: (l) => (l.orderId ? link(`/orders/${l.orderId}`, `#${l.orderId}`) : '—'),
    },
    createdAt: { label: 'reconciliation.foundAt' },
  },
});

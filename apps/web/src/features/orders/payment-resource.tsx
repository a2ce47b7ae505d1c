import { paymentFilters } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { paymentsApi, type Payment } from './api';
import { coinKinds, PAYMENTS_PATH, paymentPermissions } from './constants';
import { MemberLink } from './member-link';

/** The coin ledger: credits, purchases, spends and clawbacks, each with the balance after it. */
export const paymentResource = defineResource<Payment>({
  ns: 'orders',
  path: PAYMENTS_PATH,
  api: paymentsApi,
  permissions: paymentPermissions,
  defaultSort: '-id',
  search: false,
  filters: contractFilters(paymentFilters, {
    kind: { label: 'payments.kind', options: coinKinds },
    member_id: pickedBy<{ id: number; username: string }>('payments.memberId', 'users', (m) => m.username),
    gateway: { label: 'payments.gateway' },
    created: { label: 'fields.createdAt' },
  }),
  fields: [
    { name: 'id', label: 'resource:fields.id', sortable: true, width: 90 },
    {
      name: 'memberUsername',
      label: 'fields.memberUsername',
      render: (entry) => <MemberLink id={entry.memberId} name={entry.memberUsername} />,
    },
    { name: 'kind', label: 'payments.kind', valueType: 'select', options: coinKinds },
    {
      name: 'credit',
      label: 'payments.credit',
      sortable: true,
      width: 100,
      render: (entry) => (entry.credit > 0 ? `+${entry.credit}` : String(entry.credit)),
    },
    { name: 'balanceAfter', label: 'payments.balanceAfter', valueType: 'number', width: 110 },
    { name: 'uncollected', label: 'payments.uncollected', valueType: 'number', hiddenByDefault: true },
    { name: 'gateway', label: 'payments.gateway', width: 100 },
    { name: 'reason', label: 'payments.reason' },
    { name: 'adminUsername', label: 'payments.admin', hiddenByDefault: true },
    { name: 'createdAt', label: 'fields.createdAt', valueType: 'datetime', sortable: 'created_at' },
  ],
});

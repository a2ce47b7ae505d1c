import { paymentFilters, paymentManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { paymentsApi, type Payment } from './api';
import { coinKinds, PAYMENTS_PATH, paymentPermissions } from './constants';
import { MemberLink } from '../../lib/member-link';

/** The coin ledger: credits, purchases, spends and clawbacks, each with the balance after it. */
export const paymentResource = defineResource<Payment>({
  ns: 'orders',
  path: PAYMENTS_PATH,
  api: paymentsApi,
  permissions: paymentPermissions,
  manifest: paymentManifest,
  search: false,
  filters: contractFilters(paymentFilters, {
    kind: { label: 'fields.kind', options: coinKinds },
    member_id: pickedBy<{ id: number; username: string }>('payments.memberId', 'users', (m) => m.username),
    gateway: { label: 'fields.gateway' },
    created: { label: 'fields.createdAt' },
  }),
  presentation: {
    id: { width: 90 },
    memberId: false,
    memberUsername: { render: (entry) => <MemberLink id={entry.memberId} name={entry.memberUsername} /> },
    kind: { options: coinKinds },
    credit: { width: 100, render: (entry) => (entry.credit > 0 ? `+${entry.credit}` : String(entry.credit)) },
    balanceAfter: { width: 110 },
    uncollected: { hiddenByDefault: true },
    gateway: { width: 100 },
    transactionId: false,
    tokenRecordId: false,
    adminId: false,
    adminUsername: { hiddenByDefault: true },
  },
});

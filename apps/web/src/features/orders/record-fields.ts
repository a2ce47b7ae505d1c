import { orderManifest } from '@backlot/contract';
import { labelled, recordFieldsOf, valuesOf, type RecordFields } from '../../lib/record-fields';
import { postbackStatuses } from './constants';

/** How an order's correction reads in the audit log (fees as the wire writes them). */
export const orderFields = recordFieldsOf('orders', orderManifest);

/** A staff credit of coins. */
export const paymentFields: RecordFields = {
  ns: 'orders',
  fields: {
    memberId: { label: 'payments.memberId' },
    coins: { label: 'payments.coins' },
    reason: { label: 'fields.reason' },
  },
};

/** A replayed notification: what became of it. */
export const postbackFields: RecordFields = {
  ns: 'orders',
  fields: {
    status: { label: 'fields.status', values: valuesOf(postbackStatuses) },
    ...labelled('error', 'attempts', 'transactionRef', 'processedAt'),
    siteId: { label: 'fields.siteName' },
  },
};

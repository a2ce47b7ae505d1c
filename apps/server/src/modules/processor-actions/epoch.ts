/**
 * Epoch's member services: `GET <base>/memberservices?action=<cancel|refund>&account=&key=&...`, answered with a
 * short text ("Successful" or the reason it failed). Epoch's API offers no expiry, extension or reactivation, nor a refund
 * that ends access: those are refused before any call (`err.processorUnsupported`), to be done in Epoch's portal.
 */
import type { CallBuilder } from './client.js';

export const epochCall: CallBuilder = (request) => {
  const auth = { account: request.credentials.userId, key: request.credentials.accessKey };
  if (request.kind === 'cancel')
    return { path: 'memberservices', query: { ...auth, action: 'cancel', member_id: request.processorRef } };
  if (request.kind === 'refund' && !request.endAccess)
    return {
      path: 'memberservices',
      query: {
        ...auth,
        action: 'refund',
        transaction_id: request.processorRef,
        amount: request.amount ?? '',
        currency: request.currency ?? '',
      },
    };
  return null;
};

/**
 * Segpay Reporting Services (SRS) consumer-support tasks: `GET <base>/ADM.asmx/<task>?Userid=&UserAccessKey=&...`,
 * answered with a short text in an XML `<string>` ("Successful", "Subscription not active, cancel failed",
 * "PurchaseID/MerchantID Mismatch", "Invalid Merchant", "Missing Parameter"). Cancel and expire name the
 * membership (`PurchaseID`); a refund names the transaction (`TransID`), its amount and whether the membership
 * ends with it; an extension names the membership and its `Days`. `Currency` is sent with a refund so that the simulator's confirmation carries it; SRS ignores
 * what it does not read. The task names of refund, extension and reactivation follow SRS's pattern: check them against the
 * merchant's SRS guide before going live.
 */
import type { CallBuilder } from './client.js';

const TASKS = {
  cancel: 'CancelMembership',
  expire: 'ExpireMembership',
  reactivate: 'ReactivateMembership',
  extend: 'ExtendMembership',
  refund: 'RefundTransaction',
} as const;

export const segpayCall: CallBuilder = (request) => {
  const auth = { Userid: request.credentials.userId, UserAccessKey: request.credentials.accessKey };
  const path = `ADM.asmx/${TASKS[request.kind]}`;
  if (request.kind === 'extend')
    return { path, query: { ...auth, PurchaseID: request.processorRef, Days: String(request.days ?? 0) } };
  if (request.kind !== 'refund')
    return { path, query: { ...auth, PurchaseID: request.processorRef, CancelReason: request.reason } };
  return {
    path,
    query: {
      ...auth,
      TransID: request.processorRef,
      RefundAmount: request.amount ?? '',
      Currency: request.currency ?? '',
      ExpireMembership: request.endAccess ? 'Yes' : 'No',
      RefundReason: request.reason,
    },
  };
};

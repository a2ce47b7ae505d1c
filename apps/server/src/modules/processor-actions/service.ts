/**
 * What other modules use of the processor actions: the postback path confirms the action a notification
 * answers (`confirmedBy`, in the notification's transaction, once the ledger applied it).
 */
import type { ProcessorActionKind } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import type { Notification } from '../ledger/service.js';
import { confirmAction } from './record.js';

export { type ApiCall, answerText } from './client.js';
export { type Transport, transportFor } from './transport.js';

/** The action kinds a notification confirms, and the processor's id they name (a membership or a transaction). */
function matchOf(n: Notification): { kinds: ProcessorActionKind[]; ref: string } | null {
  const { event } = n;
  if (event.kind === 'cancel' || event.kind === 'expire' || event.kind === 'reactivate')
    return n.membershipRef ? { kinds: [event.kind], ref: n.membershipRef } : null;
  if (event.kind === 'extend') return n.membershipRef ? { kinds: ['extend'], ref: n.membershipRef } : null;
  if (event.kind === 'reversal' && event.type === 'refund') return { kinds: ['refund'], ref: event.originalRef };
  return null;
}

export const processorActionsService = {
  /** Marks confirmed the staff action an applied notification of the site answers, if one waits for it. */
  async confirmedBy(tx: Executor, siteId: number, n: Notification) {
    const match = matchOf(n);
    if (match) await confirmAction(tx, { siteId, processor: n.processor, ...match });
  },
};
export type ProcessorActionsService = typeof processorActionsService;

/**
 * The ledger as the postback path applies notifications: each applied notification, in its own transaction,
 * also confirms the staff action it answers (`processor-actions`: a cancellation staff asked for through the
 * processor is confirmed by the processor's Cancel). Received, replayed and parked notifications alike.
 */
import type { ProcessorActionsService } from '../processor-actions/service.js';
import type { LedgerService } from '../ledger/service.js';

export function confirmingLedger(ledger: LedgerService, actions: ProcessorActionsService): LedgerService {
  return {
    ...ledger,
    applyWithin: async (tx, n, source) => {
      const outcome = await ledger.applyWithin(tx, n, source);
      if (outcome.status === 'processed') await actions.confirmedBy(tx, source.siteId, n);
      return outcome;
    },
    applyNotification: async (tx, n, source) => {
      const outcome = await ledger.applyNotification(tx, n, source);
      if (outcome.status === 'processed') await actions.confirmedBy(tx, source.siteId, n);
      return outcome;
    },
  };
}

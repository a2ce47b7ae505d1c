/**
 * Processor notifications: the intake routes (`intake.ts`) and the inbox staff read (`GET /postbacks`, under
 * `list-postbacks`) with its replay (`POST /postbacks/{id}/replay`, under `replay-postbacks`, audited): a
 * failed, rejected or parked notification settled again, in one transaction with its row locked (a charge it
 * books applies the parked reversals awaiting it); the housekeeping applies parked reversals whose charge came.
 * Every applied notification confirms the staff action through the processor it answers (`confirming.ts`).
 */
import { EXPORT_FIELDS, postbackManifest, type Processor } from '@backlot/contract';
import { postbacks } from '../../db/schema/index.js';
import { crudResource, declared, transitionsOf } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import { entryOfPostback } from '../ledger/read.js';
import type { Module, Uses } from '../module.js';
import { siteName } from '../sites/read.js';
import { registerPostbackIntake } from './intake.js';
import { confirmingLedger } from './confirming.js';
import { applyArrived, applyAwaiting } from './parked.js';
import { outcomeColumns, settle, type StoredPostback } from './settle.js';

const { secret_hash: _hash, ...own } = wireColumns(postbacks);

export const postbacksModule: Module<Uses<'ledger' | 'processorActions'>> = async (app, deps, services) => {
  const ledger = confirmingLedger(services.ledger, services.processorActions);
  crudResource(
    app,
    deps,
    declared(postbackManifest, {
      export: { filename: 'notifications.csv', ...EXPORT_FIELDS.postbacks },
      table: postbacks,
      label: 'processor notifications',
      read: {
        columns: { ...own, site_name: siteName(postbacks.siteId), transaction_id: entryOfPostback(postbacks.id) },
      },
      filterTargets: { received: postbacks.receivedAt },
      actions: transitionsOf(postbackManifest, {
        replay: {
          summary: 'Process a failed, rejected or parked notification again',
          // The state is the outcome: processed, duplicate, failed, rejected or parked again.
          set: async ({ tx, row }) => {
            const stored = row as unknown as StoredPostback;
            const settled = await settle(tx, ledger, stored, app.log);
            const { siteId, transactionRef: ref } = settled;
            if (settled.status === 'processed' && siteId !== null && ref !== null)
              await applyAwaiting(tx, ledger, { siteId, processor: stored.processor as Processor, ref }, app.log);
            return outcomeColumns(settled, stored.attempts + 1);
          },
        },
      }),
    }),
  );
  await registerPostbackIntake(app, deps.db, ledger);
  deps.housekeeping.push({ name: 'apply-parked-reversals', run: () => applyArrived(deps.db, ledger, app.log) });
};

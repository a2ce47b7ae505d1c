import { queryOptions } from '@tanstack/react-query';
import type { PayoutReconciliation, PayoutReport as PayoutReportWire } from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize } from '../../lib/resource';

export type PayoutReport = Camelize<PayoutReportWire>;
export type Reconciliation = Camelize<PayoutReconciliation>;

const PATH = 'segpay-payout-reports';
/** A statement of tens of thousands of lines takes seconds to check and store. */
const IMPORT_TIMEOUT_MS = 120_000;

export const payoutReportsApi = resourceApi<PayoutReport>(PATH);

/** A statement from the processor's CSV, all or none; a 422 names each bad cell as `rows.<row>.<column>`. */
export const importStatement = (body: object) =>
  api.post<PayoutReport>(`/${PATH}/import`, body, { timeoutMs: IMPORT_TIMEOUT_MS });

/** The statement against the ledger; cached under the resource, so an edit of the statement refreshes it. */
export const reconciliationOf = (id: number) =>
  queryOptions({
    queryKey: [PATH, 'one', id, 'reconciliation'] as const,
    queryFn: () => api.get<Reconciliation>(`/${PATH}/${id}/reconciliation`),
  });

/** What the payout reports' routes and resource share: the list path, the permissions, the choices. */
import {
  PAYOUT_CSV_COLUMNS,
  PAYOUT_LINE_TYPES,
  PAYOUT_SOURCES,
  PROCESSORS,
  REQUIRED_PAYOUT_CSV_COLUMNS,
} from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const PAYOUT_REPORTS_PATH = '/orders/payout-reports';

export const payoutReportPermissions: Permissions = {
  ...crudPermissions('segpay-payout-reports'),
  import: 'create-segpay-payout-reports',
};

export const processors = optionsOf(PROCESSORS, 'processor', { segpay: 'blue', epoch: 'purple' });
export const sources = optionsOf(PAYOUT_SOURCES, 'source', { manual: 'default', csv: 'cyan' });

/** Largest file the import page reads: a statement of 50,000 lines is well under it. */
export const MAX_STATEMENT_FILE_BYTES = 5_000_000;

/** What the import's hint names: the columns, as the file's header writes them (in either language). */
export const statementHintValues = {
  types: Object.keys(PAYOUT_LINE_TYPES).join(', '),
  required: REQUIRED_PAYOUT_CSV_COLUMNS.join(', '),
  optional: PAYOUT_CSV_COLUMNS.filter((c) => !REQUIRED_PAYOUT_CSV_COLUMNS.includes(c)).join(', '),
};

/** The text box's example: a header and two lines, the same in both languages (it is data, not prose). */
export const SAMPLE_STATEMENT = `${PAYOUT_CSV_COLUMNS.join(',')}\n1234567,sale,29.99,3.50,2025-03-02\n1234568,refund,9.99,,2025-03-20`;

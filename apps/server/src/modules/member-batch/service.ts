/**
 * Creates a batch of members, all or none: the rows are read (CSV or JSON), checked, inserted in chunks and
 * audited with one entry for the whole batch, in one transaction. Not the resource kit's `createMany`: that
 * inserts, reads back and audits row by row, which is minutes and ten thousand entries for a full batch.
 */
import { FIRST_DATA_ROW, MAX_BATCH_MEMBERS, type MemberBatchCreate } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { conflict, invalid } from '../../platform/errors.js';
import { checkRows } from './check.js';
import { csvRows, type NumberedRow } from './csv.js';
import { insertBatchMembers } from '../users/service.js';

/** JSON rows, numbered as a spreadsheet below a header would number them. */
const jsonRows = (rows: NonNullable<MemberBatchCreate['rows']>): NumberedRow[] =>
  rows.map((cells, i) => ({ row: FIRST_DATA_ROW + i, cells }));

export async function createMemberBatch(db: Db, body: MemberBatchCreate, ctx: AuditContext): Promise<number[]> {
  const { rows, errors } = body.csv !== undefined ? csvRows(body.csv) : { rows: jsonRows(body.rows ?? []), errors: {} };
  if (rows.length > MAX_BATCH_MEMBERS) {
    throw invalid({ csv: [{ key: 'msg.batchTooMany', params: { max: MAX_BATCH_MEMBERS } }] });
  }
  try {
    return await db.transaction(async (tx) => {
      const ids = await insertBatchMembers(tx, await checkRows(tx, rows, errors));
      // One entry for the batch: how many and which ids, no personal data (a batch may be ten thousand rows).
      await recordAudit(tx, ctx, {
        action: 'batch-create',
        resource: 'users',
        resourceId: null,
        label: null,
        after: { created: ids.length, firstId: ids[0], lastId: ids.at(-1) },
      });
      return ids;
    });
  } catch (error) {
    // A member created meanwhile took a username or e-mail the check found free: the batch may be sent again.
    if (uniqueViolation(error) !== undefined) throw conflict();
    throw error;
  }
}

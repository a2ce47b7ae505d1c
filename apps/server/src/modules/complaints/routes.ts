/**
 * Complaints and takedown requests (`complaints.ts` of the contract): the staff's queue, oldest due first,
 * with its clock (`due_on`, `overdue`), their decisions (`decisions.ts`), and the member sites' intake
 * (`intake.ts`). Staff-entered complaints are `source: staff`; `due_on` follows `received_at`.
 */
import { and, eq, lte, not, type SQL, sql } from 'drizzle-orm';
import {
  addBusinessDays,
  COMPLAINT_NOTICE_BUSINESS_DAYS,
  complaintDueOn,
  complaintIntake,
  complaintManifest,
  utcDay,
} from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { complaints } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { conflict, invalid } from '../../platform/errors.js';
import { registerIntake } from '../../platform/intake.js';
import { wireColumns } from '../../platform/wire.js';
import { adminUsername } from '../admins/read.js';
import { videoExists, videoTitle } from '../videos/read.js';
import type { Module, Uses } from '../module.js';
import { complaintActions } from './decisions.js';
import { receiveComplaint } from './intake.js';

const isOpen = eq(complaints.status, 'open');
/** Open, and its due day (UTC) has passed. */
const overdue = sql<boolean>`(${complaints.status} = 'open' and ${complaints.dueOn} < (now() at time zone 'utc')::date)`;
/** Open and due within the notice's business days, or overdue: the dashboard's. */
const dueSoon = () =>
  and(isOpen, lte(complaints.dueOn, addBusinessDays(utcDay(new Date()), COMPLAINT_NOTICE_BUSINESS_DAYS)))!;
const flag = (condition: () => SQL) => (on: boolean) => (on ? condition() : not(condition()));

/** A decided complaint is kept as it was decided (409). */
async function stillOpen(tx: Executor, id: number | undefined) {
  const [row] = await tx
    .select({ status: complaints.status })
    .from(complaints)
    .where(eq(complaints.id, id ?? 0));
  if (row && row.status !== 'open') throw conflict('err.complaintDecided');
}

/** A video named must exist (422 on the field); a receipt given moves the due day with it. */
async function written(values: Record<string, unknown>, tx: Executor, fresh: boolean) {
  if (typeof values.videoId === 'number' && !(await videoExists(tx, values.videoId)))
    throw invalid({ video_id: ['msg.notFoundRef'] });
  const receivedAt = values.receivedAt instanceof Date ? values.receivedAt : fresh ? new Date() : undefined;
  const clock = receivedAt ? { receivedAt, dueOn: complaintDueOn(receivedAt) } : {};
  return { values: { ...values, ...clock, ...(fresh && { source: 'staff' }) } };
}

export const complaintsModule: Module<Uses<'intake' | 'videos'>> = (app, deps, { intake, videos }) => {
  const { idempotency_key: _key, ...columns } = wireColumns(complaints);
  crudResource(
    app,
    deps,
    declared(complaintManifest, {
      table: complaints,
      operations: ['list', 'show', 'create', 'update'],
      read: {
        columns: {
          ...columns,
          overdue,
          video_title: videoTitle(complaints.videoId),
          decided_by_username: adminUsername(complaints.decidedBy),
        },
      },
      filterTargets: { overdue: flag(() => overdue), due_soon: flag(dueSoon) },
      writes: {
        create: (values, tx) => written(values, tx, true),
        update: async (values, tx, id) => {
          await stillOpen(tx, id);
          return written(values, tx, false);
        },
      },
      actions: complaintActions(videos),
    }),
  );
  registerIntake(app, intake, {
    path: 'complaints',
    summary: 'Receive a complaint or takedown request about content from a member site',
    body: complaintIntake,
    receive: receiveComplaint(deps.db),
  });
};

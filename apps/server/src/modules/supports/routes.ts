/**
 * Support tickets (`/supports`): a declared resource without create or update (tickets arrive through the
 * intake, `POST /intake/supports`), listed oldest waiting first, with the state machine
 * `open` -> `waiting` (a reply) | `solved` -> `archived` -> `open` (recover), and a thread of staff replies
 * (`replies.ts`) and the member's follow-ups (`POST /intake/support-messages`, `follow-up.ts`), which open the
 * ticket again. A ticket has a priority and two clocks (`clocks.ts`), may be assigned to an admin (`assignment.ts`) and carry staff's internal notes (`notes.ts`); staff keep canned replies (`canned-replies.ts`) and download a
 * ticket's attachments as a zip (`attachments.ts`).
 */
import { EXPORT_FIELDS, supportFollowUp, supportIntake, supportManifest } from '@backlot/contract';
import { supportTickets } from '../../db/schema/index.js';
import { crudResource, declared, fileField, transitionsOf } from '../../platform/crud/index.js';
import { registerIntake } from '../../platform/intake.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { siteName } from '../sites/read.js';
import { memberUsername } from '../users/read.js';
import { adminUsername } from '../admins/read.js';
import { registerAttachmentsZip } from './attachments.js';
import { assignAction, assignedTo, registerAssignees } from './assignment.js';
import { registerCannedReplies } from './canned-replies.js';
import { dueColumns, prioritizeAction } from './clocks.js';
import { followUpIntake } from './follow-up.js';
import { ticketIntake } from './intake.js';
import { noteAction, registerNotes } from './notes.js';
import { registerThread, replyAction } from './replies.js';

const { idempotency_key: _key, ...own } = wireColumns(supportTickets);

export const supportsModule: Module<Uses<'mail' | 'intake' | 'siteUploads' | 'members'>> = (
  app,
  deps,
  { mail, intake, siteUploads, members },
) => {
  const { db } = deps;
  crudResource(
    app,
    deps,
    declared(supportManifest, {
      export: { filename: 'tickets.csv', ...EXPORT_FIELDS.supports },
      table: supportTickets,
      label: 'support tickets',
      operations: ['list', 'show', 'delete'],
      read: {
        columns: {
          ...own,
          member_username: memberUsername(supportTickets.memberId),
          site_name: siteName(supportTickets.siteId),
          assignee_username: adminUsername(supportTickets.assigneeId),
          ...dueColumns(deps.config.supportTargets),
        },
      },
      files: {
        attachment_id: fileField({ column: supportTickets.attachmentId, kind: 'attachment', as: 'attachment' }),
      },
      filterTargets: { created: supportTickets.createdAt, assigned: assignedTo },
      actions: transitionsOf(supportManifest, {
        solve: {
          summary: 'Mark a ticket solved',
          to: 'solved',
          set: () => ({ solvedAt: new Date(), waitingSince: null }),
        },
        archive: { summary: 'Archive a solved ticket', to: 'archived' },
        recover: {
          summary: 'Open an archived ticket again',
          to: 'open',
          set: () => ({ solvedAt: null, waitingSince: new Date() }),
        },
        reply: replyAction(mail),
        assign: assignAction,
        note: noteAction,
        prioritize: prioritizeAction,
      }),
    }),
  );
  registerThread(app, db);
  registerNotes(app, db);
  registerCannedReplies(app, deps);
  registerAssignees(app, db);
  registerAttachmentsZip(app, db, deps.services.files);

  registerIntake(app, intake, {
    path: 'supports',
    summary: 'Receive a support ticket from a member site',
    body: supportIntake,
    receive: ticketIntake(db, { siteUploads, members }),
  });
  registerIntake(app, intake, {
    path: 'support-messages',
    summary: "Receive a member's follow-up on their ticket: kept on its thread, the ticket opened again",
    body: supportFollowUp,
    receive: followUpIntake(db),
  });
};

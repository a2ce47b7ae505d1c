/**
 * Support tickets (`/supports`): a declared resource without create or update (tickets arrive through the
 * intake, `POST /intake/supports`), listed oldest waiting first, with the state machine
 * `open` -> `solved` -> `archived` -> `open` (recover), and a thread of staff replies (`replies.ts`).
 */
import { supportFilters, supportIntake, supportListQuery, supportTicket } from '@backlot/contract';
import { supportTickets } from '../../db/schema/index.js';
import { crudResource, fileField, stateMachine } from '../../platform/crud/index.js';
import { registerIntake } from '../../platform/intake.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { siteName } from '../sites/read.js';
import { ticketIntake } from './intake.js';
import { registerThread, replyAction } from './replies.js';

const { idempotency_key: _key, ...own } = wireColumns(supportTickets);

export const supportsModule: Module<Uses<'mail' | 'intake' | 'siteUploads' | 'members'>> = (
  app,
  deps,
  { mail, intake, siteUploads, members },
) => {
  const { db } = deps;
  crudResource(app, deps, {
    resource: 'supports',
    label: 'support tickets',
    table: supportTickets,
    operations: ['list', 'show', 'delete'],
    schemas: { entity: supportTicket, listQuery: supportListQuery },
    read: {
      columns: { ...own, site_name: siteName(supportTickets.siteId) },
    },
    files: { attachment_id: fileField({ column: supportTickets.attachmentId, kind: 'attachment', as: 'attachment' }) },
    nameField: 'subject',
    search: [supportTickets.subject, supportTickets.email],
    filters: {
      declared: supportFilters,
      targets: {
        status: supportTickets.status,
        type: supportTickets.type,
        site_id: supportTickets.siteId,
        created: supportTickets.createdAt,
      },
    },
    sort: {
      id: supportTickets.id,
      created_at: supportTickets.createdAt,
      waiting_since: supportTickets.waitingSince,
      status: supportTickets.status,
      type: supportTickets.type,
    },
    // Open tickets first, the longest waiting first; the rest after them (nulls sort last).
    defaultSort: 'waiting_since',
    actions: {
      ...stateMachine('status', {
        solve: {
          summary: 'Mark a ticket solved',
          from: ['open'],
          to: 'solved',
          set: () => ({ solvedAt: new Date(), waitingSince: null }),
        },
        archive: { summary: 'Archive a solved ticket', from: ['solved'], to: 'archived' },
        recover: {
          summary: 'Open an archived ticket again',
          from: ['archived'],
          to: 'open',
          set: () => ({ solvedAt: null, waitingSince: new Date() }),
        },
      }),
      reply: replyAction(mail),
    },
  });
  registerThread(app, db);

  registerIntake(app, intake, {
    path: 'supports',
    summary: 'Receive a support ticket from a member site',
    body: supportIntake,
    receive: ticketIntake(db, { siteUploads, members }),
  });
};

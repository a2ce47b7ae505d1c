/**
 * Assigning a ticket: `POST /supports/{id}/assign {assignee_id}` (`assign-supports`, the manifest's `assign`:
 * not on an archived ticket) to an active admin who holds `list-supports` — anyone else is a 422 on
 * `assignee_id` — or to nobody (null, or none named); audited as `assign`. `GET /supports/assignees?q=` (`list-supports`)
 * lists whom a ticket may be assigned to, by username. The list's `assigned` filter is relative to who asks.
 */
import type { FastifyInstance } from 'fastify';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Assignment, supportAssign, supportAssignees, supportAssigneesQuery } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { supportTickets } from '../../db/schema/index.js';
import type { TransitionWork } from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Viewer } from '../../platform/viewer.js';
import { activeHolders } from '../admins/index.js';

/** Without a body (every field of it may be left out), the ticket is unassigned. */
type AssignBody = z.infer<typeof supportAssign> | null | undefined;

const mayAssign = (ex: Executor, search?: string) => activeHolders(ex, 'list-supports', { search });

export const assignAction: TransitionWork<AssignBody> = {
  summary: 'Assign a ticket to an admin who may view tickets, or to nobody (null)',
  to: ({ row }) => String(row.status),
  guard: async ({ tx, body }) => {
    const id = body?.assignee_id;
    if (id != null && !(await mayAssign(tx)).some((admin) => admin.id === id))
      throw invalid({ assignee_id: ['msg.supportAssignee'] });
  },
  set: ({ body }) => ({ assigneeId: body?.assignee_id ?? null }),
};

/** The `assigned` filter: to the admin who asks (none outside a request: no ticket), to nobody, to anyone. */
export const assignedTo = (value: Assignment, viewer: Viewer | undefined) =>
  value === 'me'
    ? sql`${supportTickets.assigneeId} = ${viewer?.id ?? 0}`
    : value === 'nobody'
      ? isNull(supportTickets.assigneeId)
      : isNotNull(supportTickets.assigneeId);

export function registerAssignees(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ContractTypeProvider>().get('/supports/assignees', {
    config: { access: 'list-supports' },
    schema: {
      tags: ['supports'],
      summary: 'Whom a ticket may be assigned to: active admins who may view tickets, by username',
      querystring: supportAssigneesQuery,
      response: { 200: supportAssignees },
    },
    handler: async (request) => {
      const admins = await mayAssign(db, request.query.q);
      const data = admins.map(({ id, username }) => ({ id, username }));
      return { data: data.sort((a, b) => a.username.localeCompare(b.username)) };
    },
  });
}

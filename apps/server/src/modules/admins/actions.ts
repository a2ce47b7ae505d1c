/**
 * Enable, disable and reset-two-factor of an admin, declared as actions of the kit: each checks the delegation
 * rules (not one's own account; only an admin the actor covers), disabling keeps an active super-admin and
 * signs the admin out everywhere, and each is audited under its name.
 */
import { admin } from '@backlot/contract';
import { admins } from '../../db/schema/index.js';
import { revokeAdminSessions } from '../../platform/auth/sessions.js';
import { type Actions, type ActionTarget, stateMachine } from '../../platform/crud/index.js';
import { assertMayChange } from './delegation.js';
import { assertSuperAdminRemains, lockSuperAdmins, rolesOfAdmins } from './holdings.js';
import type { AdminRow } from './queries.js';
import { ADMINS_RESOURCE } from './records.js';
import type { AdminsService } from './service.js';
import { adminSnapshot } from './view.js';

export const adminActions: Actions = {
  ...stateMachine('status', {
    enable: {
      summary: 'Enable an admin',
      from: ['disabled'],
      to: 'active',
      guard: ({ tx, ctx, row }) => assertMayChange(tx, ctx, row.id, { status: 'active' }),
    },
    disable: {
      summary: 'Disable an admin and sign them out',
      from: ['active'],
      to: 'disabled',
      guard: ({ tx, ctx, row }) => assertMayChange(tx, ctx, row.id, { status: 'disabled' }),
      after: async ({ tx, row }) => {
        await assertSuperAdminRemains(tx);
        await revokeAdminSessions(tx, row.id);
      },
    },
  }),
  'reset-qrcode': {
    summary: "Unbind an admin's authenticator: the next sign-in is by password only (or asks to bind one)",
    path: 'resetQRCode',
    guard: ({ tx, ctx, row }) => assertMayChange(tx, ctx, row.id, { totpSecret: null }),
    set: () => ({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }),
  },
};

/** What the actions act on: admins as the service answers them, audited with their roles. */
export function adminActionTarget(service: AdminsService): ActionTarget {
  return {
    resource: ADMINS_RESOURCE,
    table: admins,
    entity: admin,
    read: service.read,
    labelOf: (row) => (row as AdminRow).username,
    snapshot: async (ex, row) => adminSnapshot(row as AdminRow, (await rolesOfAdmins(ex, [row.id])).get(row.id) ?? []),
    // Disabling checks that an active super-admin remains: every writer takes this lock first.
    lockFirst: lockSuperAdmins,
  };
}

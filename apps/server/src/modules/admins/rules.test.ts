/** Access rules: nobody disables or deletes themself; an active super-admin always remains. */
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '@backlot/contract';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminHolding, adminWith } from '../../test/fixtures.js';
import { runAction } from '../../platform/crud/actions.js';
import { adminActions, adminActionTarget } from './actions.js';
import { createAdminsService } from './service.js';

const app = await startTestApp();
const root = as(app, await signIn(app));
const SUPER_ROLE = 1;

describe('self', () => {
  it('refuses to disable or delete oneself', async () => {
    const deleted = await root.delete('/api/admins/1');
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('You cannot do this to your own account.');
    for (const answer of [
      await root.post('/api/admins/1/disable'),
      await root.put('/api/admins/1', { status: 'disabled' }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('You cannot change your own roles or status.');
    }
    expect((await root.get('/api/admins/1')).body.status).toBe('active');
  });

  it('lets one edit the rest of their own record, keeping roles and status as they are', async () => {
    const answer = await root.put('/api/admins/1', { name: 'Owner', status: 'active', role_ids: [SUPER_ROLE] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Owner', status: 'active', is_super_admin: true });
  });
});

describe('status transitions', () => {
  it('enables only a disabled admin and disables only an active one (409 otherwise), auditing each', async () => {
    const other = await adminHolding(app, []);
    const enable = await root.post(`/api/admins/${other.adminId}/enable`);
    expect(enable.status).toBe(409);
    expect(enable.body.code).toBe('invalid_transition');
    expect((await root.post(`/api/admins/${other.adminId}/disable`)).body.status).toBe('disabled');
    expect((await root.post(`/api/admins/${other.adminId}/disable`)).status).toBe(409);
    expect((await root.post(`/api/admins/${other.adminId}/enable`)).body.status).toBe('active');
    const log = await root.get(`/api/audit-logs?resource=admins&resource_id=${other.adminId}`);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['enable', 'disable']);
  });
});

describe('the last active super-admin', () => {
  it('another super-admin may be disabled and deleted while one remains', async () => {
    const other = await adminHolding(app, [SUPER_ROLE]);
    expect((await root.post(`/api/admins/${other.adminId}/disable`)).status).toBe(200);
    expect((await root.delete(`/api/admins/${other.adminId}`)).status).toBe(204);
  });

  it('is kept when two super-admins disable each other at the same moment', async () => {
    // Each request passed the guard while both were active; the second to commit finds no active holder left.
    const other = await adminHolding(app, [SUPER_ROLE]);
    const service = createAdminsService(app.db);
    const actorOf = (id: number) => ({ id, isSuperAdmin: true, permissions: PERMISSION_NAMES });
    const ctxOf = (id: number) => ({ actorId: id, actorUsername: `admin-${id}`, ip: null, actor: actorOf(id) });
    const disable = (id: number, by: number) =>
      runAction(app.db, adminActionTarget(service), 'disable', adminActions.disable!, id, undefined, ctxOf(by));
    const outcomes = await Promise.allSettled([disable(other.adminId, 1), disable(1, other.adminId)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { status: 409, messageKey: 'err.lastSuperAdmin' },
    });
    // Read by a third admin: whichever of the two was disabled has lost its session.
    const observer = as(app, (await adminWith(app, ['list-admins'])).token);
    const statuses = [
      (await observer.get('/api/admins/1')).body.status,
      (await observer.get(`/api/admins/${other.adminId}`)).body.status,
    ];
    expect(statuses.sort()).toEqual(['active', 'disabled']);
  });
});

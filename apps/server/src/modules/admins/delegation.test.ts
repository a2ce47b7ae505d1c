/**
 * Delegation, path by path: an admin holding every admin and role permission (but nothing else, and not the
 * built-in role) tries each way of granting itself or others more than it holds, or of taking over an account.
 * Each is refused with a 403 that says why and changes nothing; a super-admin doing the same is allowed.
 */
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@backlot/contract';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';
import { adminHolding, adminWith, roleWith } from '../../test/fixtures.js';

const app = await startTestApp();
const root = as(app, await signIn(app));
const SUPER_ROLE = 1;
/** Everything about admins and roles, nothing else. */
const DELEGATE = PERMISSIONS.filter((p) => p.resource === 'admins' || p.resource === 'roles').map((p) => p.name);

/** Fresh actors and targets for each path, so no path depends on another. */
async function world() {
  const delegate = await adminWith(app, DELEGATE);
  const financeRole = await roleWith(app, ['list-orders', 'edit-orders']);
  const juniorRole = await roleWith(app, ['list-admins']);
  return {
    delegate,
    financeRole,
    juniorRole,
    otherSuper: await adminHolding(app, [SUPER_ROLE]),
    finance: await adminHolding(app, [financeRole]),
    junior: await adminHolding(app, [juniorRole]),
  };
}
type World = Awaited<ReturnType<typeof world>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Request = [Method, string, unknown?];

const newAdmin = (roleIds: number[]) => ({
  username: `new-${Math.random().toString(36).slice(2, 8)}`,
  name: 'New',
  password: 'Fresh-start-42',
  role_ids: roleIds,
});

type Path = {
  name: string;
  /** What the delegated admin sends. */
  attempt: (w: World) => Request;
  /** Words of the refusal (English). */
  says: string;
  /** A record read before and after: the refusal changes nothing. */
  watch: (w: World) => string;
  /** What a super-admin sends to do the same (by default the same request). */
  bySuperAdmin?: (w: World) => Request;
  /** Holdings arranged before the attempt. */
  arrange?: (w: World) => Promise<unknown>;
};

const PATHS: Path[] = [
  {
    name: 'gives itself the built-in role',
    attempt: (w) => ['PUT', `/api/admins/${w.delegate.adminId}`, { role_ids: [w.delegate.roleId, SUPER_ROLE] }],
    says: 'You cannot change your own roles or status.',
    watch: (w) => `/api/admins/${w.delegate.adminId}`,
    bySuperAdmin: (w) => ['PUT', `/api/admins/${w.junior.adminId}`, { role_ids: [w.juniorRole, SUPER_ROLE] }],
  },
  {
    name: "sets a super-admin's password",
    attempt: (w) => ['PUT', `/api/admins/${w.otherSuper.adminId}`, { password: 'Taken-over-42' }],
    says: 'Only a super-admin can change or delete a super-admin.',
    watch: (w) => `/api/admins/${w.otherSuper.adminId}`,
  },
  {
    name: 'adds itself to the built-in role',
    attempt: (w) => [
      'POST',
      `/api/roles/${SUPER_ROLE}/assign`,
      { admin_ids: [1, w.otherSuper.adminId, w.delegate.adminId] },
    ],
    says: 'Only a super-admin can give or take the built-in role super-admin.',
    watch: () => `/api/roles/${SUPER_ROLE}`,
    bySuperAdmin: (w) => [
      'POST',
      `/api/roles/${SUPER_ROLE}/assign`,
      { admin_ids: [1, w.otherSuper.adminId, w.junior.adminId] },
    ],
  },
  {
    name: 'widens its own role through assign',
    attempt: (w) => ['POST', `/api/roles/${w.delegate.roleId}/assign`, { permissions: [...DELEGATE, 'list-orders'] }],
    says: 'You can only grant permissions you hold yourself. Not yours: View orders.',
    watch: (w) => `/api/roles/${w.delegate.roleId}`,
  },
  {
    name: 'widens its own role through edit',
    attempt: (w) => [
      'PUT',
      `/api/roles/${w.delegate.roleId}`,
      { permissions: [...DELEGATE, 'list-tags', 'list-orders'] },
    ],
    says: 'Not yours: View tags, View orders.',
    watch: (w) => `/api/roles/${w.delegate.roleId}`,
  },
  {
    name: 'creates a role with permissions it does not hold',
    attempt: () => [
      'POST',
      '/api/roles',
      { name: `wide-${Math.random()}`, permissions: ['list-admins', 'edit-orders'] },
    ],
    says: 'Not yours: Edit orders.',
    watch: () => '/api/roles?per_page=200',
  },
  {
    name: 'creates an admin with the built-in role',
    attempt: () => ['POST', '/api/admins', newAdmin([SUPER_ROLE])],
    says: 'Only a super-admin can give or take the built-in role super-admin.',
    watch: () => '/api/admins?per_page=200',
  },
  {
    name: 'creates an admin with a role beyond its own',
    attempt: (w) => ['POST', '/api/admins', newAdmin([w.financeRole])],
    says: 'This role has permissions you do not hold (View orders, Edit orders)',
    watch: () => '/api/admins?per_page=200',
  },
  {
    name: 'gives a role beyond its own to an admin it covers',
    attempt: (w) => ['PUT', `/api/admins/${w.junior.adminId}`, { role_ids: [w.juniorRole, w.financeRole] }],
    says: 'This role has permissions you do not hold',
    watch: (w) => `/api/admins/${w.junior.adminId}`,
  },
  {
    name: 'sets the password of an admin holding more',
    attempt: (w) => ['PUT', `/api/admins/${w.finance.adminId}`, { password: 'Taken-over-42' }],
    says: 'This admin holds permissions you do not hold (View orders, Edit orders)',
    watch: (w) => `/api/admins/${w.finance.adminId}`,
  },
  {
    name: 'takes the roles of an admin holding more',
    attempt: (w) => ['PUT', `/api/admins/${w.finance.adminId}`, { role_ids: [] }],
    says: 'This admin holds permissions you do not hold',
    watch: (w) => `/api/admins/${w.finance.adminId}`,
  },
  {
    name: 'renames a super-admin',
    attempt: (w) => ['PUT', `/api/admins/${w.otherSuper.adminId}`, { name: 'Someone else' }],
    says: 'Only a super-admin can change or delete a super-admin.',
    watch: (w) => `/api/admins/${w.otherSuper.adminId}`,
  },
  {
    name: 'disables a super-admin',
    attempt: (w) => ['POST', `/api/admins/${w.otherSuper.adminId}/disable`],
    says: 'Only a super-admin can change or delete a super-admin.',
    watch: (w) => `/api/admins/${w.otherSuper.adminId}`,
  },
  {
    name: "resets a super-admin's two-factor",
    attempt: (w) => ['POST', `/api/admins/${w.otherSuper.adminId}/resetQRCode`],
    says: 'Only a super-admin can change or delete a super-admin.',
    watch: (w) => `/api/admins/${w.otherSuper.adminId}`,
  },
  {
    name: 'deletes a super-admin',
    attempt: (w) => ['DELETE', `/api/admins/${w.otherSuper.adminId}`],
    says: 'Only a super-admin can change or delete a super-admin.',
    watch: (w) => `/api/admins/${w.otherSuper.adminId}`,
  },
  {
    name: 'deletes an admin holding more',
    attempt: (w) => ['DELETE', `/api/admins/${w.finance.adminId}`],
    says: 'This admin holds permissions you do not hold',
    watch: (w) => `/api/admins/${w.finance.adminId}`,
  },
  {
    name: 'renames a role beyond its own',
    attempt: (w) => ['PUT', `/api/roles/${w.financeRole}`, { name: 'renamed' }],
    says: 'This role has permissions you do not hold',
    watch: (w) => `/api/roles/${w.financeRole}`,
  },
  {
    name: 'deletes a role beyond its own',
    attempt: (w) => ['DELETE', `/api/roles/${w.financeRole}`],
    says: 'This role has permissions you do not hold',
    watch: (w) => `/api/roles/${w.financeRole}`,
  },
  {
    name: 'gives a role beyond its own through assign',
    attempt: (w) => [
      'POST',
      `/api/roles/${w.financeRole}/assign`,
      { admin_ids: [w.finance.adminId, w.junior.adminId] },
    ],
    says: 'This role has permissions you do not hold',
    watch: (w) => `/api/roles/${w.financeRole}`,
  },
  {
    name: 'takes a role it covers from an admin holding more',
    arrange: (w) =>
      root.post(`/api/roles/${w.juniorRole}/assign`, { admin_ids: [w.junior.adminId, w.finance.adminId] }),
    attempt: (w) => ['POST', `/api/roles/${w.juniorRole}/assign`, { admin_ids: [w.junior.adminId] }],
    says: 'This admin holds permissions you do not hold',
    watch: (w) => `/api/roles/${w.juniorRole}`,
  },
  {
    name: 'gives a role it covers, through edit, to an admin holding more',
    attempt: (w) => [
      'PUT',
      `/api/roles/${w.juniorRole}`,
      { name: 'juniors', admin_ids: [w.junior.adminId, w.finance.adminId] },
    ],
    says: 'This admin holds permissions you do not hold',
    watch: (w) => `/api/roles/${w.juniorRole}`,
  },
  {
    name: 'creates a role and holds it itself',
    attempt: (w) => [
      'POST',
      '/api/roles',
      { name: `mine-${Math.random()}`, permissions: ['list-admins'], admin_ids: [w.delegate.adminId] },
    ],
    says: 'You cannot change your own roles or status.',
    watch: () => '/api/roles?per_page=200',
    bySuperAdmin: (w) => [
      'POST',
      '/api/roles',
      { name: `theirs-${Math.random()}`, permissions: ['list-admins'], admin_ids: [w.delegate.adminId] },
    ],
  },
  {
    name: 'takes its own role away',
    attempt: (w) => ['POST', `/api/roles/${w.delegate.roleId}/assign`, { admin_ids: [] }],
    says: 'You cannot change your own roles or status.',
    watch: (w) => `/api/roles/${w.delegate.roleId}`,
  },
  {
    name: 'disables itself',
    attempt: (w) => ['POST', `/api/admins/${w.delegate.adminId}/disable`],
    says: 'You cannot change your own roles or status.',
    watch: (w) => `/api/admins/${w.delegate.adminId}`,
  },
  {
    name: 'sets its own password without the current one',
    attempt: (w) => ['PUT', `/api/admins/${w.delegate.adminId}`, { password: 'No-questions-42' }],
    says: 'Change your own password or two-factor authentication on your profile page.',
    watch: (w) => `/api/admins/${w.delegate.adminId}`,
  },
  {
    name: 'resets its own two-factor',
    attempt: (w) => ['POST', `/api/admins/${w.delegate.adminId}/resetQRCode`],
    says: 'Change your own password or two-factor authentication on your profile page.',
    watch: (w) => `/api/admins/${w.delegate.adminId}`,
  },
];

const send = (token: string, [method, url, body]: Request) => call(app, method, url, { token, body });

describe('a delegated admin cannot grant beyond what it holds', () => {
  it.each(PATHS.map((p) => [p.name, p] as const))('%s: 403, nothing changed; a super-admin may', async (_, path) => {
    const w = await world();
    await path.arrange?.(w);
    const before = (await root.get(path.watch(w))).body;

    const refused = await send(w.delegate.token, path.attempt(w));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect(refused.body.message).toContain(path.says);
    expect((await root.get(path.watch(w))).body).toEqual(before);

    const done = await send(await signIn(app), (path.bySuperAdmin ?? path.attempt)(w));
    expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
  });

  it('says why in the language of the request', async () => {
    const w = await world();
    const answer = await call(app, 'POST', '/api/roles', {
      token: w.delegate.token,
      lang: 'zh-CN',
      body: { name: 'wide', permissions: ['edit-orders'] },
    });
    expect(answer.body.message).toBe('只能授予您自己拥有的权限。您没有：编辑订单。');
  });

  it('still holds exactly its own permissions after every attempt', async () => {
    const w = await world();
    for (const path of PATHS) await send(w.delegate.token, path.attempt(w));
    const me = await as(app, w.delegate.token).get('/api/auth/me');
    expect(me.body.is_super_admin).toBe(false);
    expect(me.body.permissions.map((p: { name: string }) => p.name)).toEqual(DELEGATE);
  });
});

describe('within what it holds, a delegated admin manages', () => {
  it('creates a role of its own permissions, an admin with it, and changes an admin it covers', async () => {
    const w = await world();
    const actor = as(app, w.delegate.token);
    const role = await actor.post('/api/roles', { name: 'viewers', permissions: ['list-admins', 'list-roles'] });
    expect(role.status).toBe(201);
    const created = await actor.post('/api/admins', newAdmin([role.body.id]));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_super_admin: false, permissions: ['list-admins', 'list-roles'] });
    expect((await actor.put(`/api/admins/${w.junior.adminId}`, { password: 'Reset-by-lead-42' })).status).toBe(200);
    expect((await actor.put(`/api/admins/${w.junior.adminId}`, { role_ids: [role.body.id] })).status).toBe(200);
    expect((await actor.put(`/api/admins/${w.delegate.adminId}`, { name: 'Team lead' })).status).toBe(200);
    expect((await actor.post(`/api/admins/${w.junior.adminId}/disable`)).status).toBe(200);
    expect((await actor.delete(`/api/admins/${w.junior.adminId}`)).status).toBe(204);
  });

  it('lists what each admin holds, so the pages can hide what cannot be done', async () => {
    const w = await world();
    const listed = await as(app, w.delegate.token).get(`/api/admins/${w.otherSuper.adminId}`);
    expect(listed.body.is_super_admin).toBe(true);
    expect(listed.body.permissions).toHaveLength(PERMISSIONS.length);
    const finance = await as(app, w.delegate.token).get(`/api/admins/${w.finance.adminId}`);
    expect(finance.body).toMatchObject({ is_super_admin: false, permissions: ['list-orders', 'edit-orders'] });
  });
});

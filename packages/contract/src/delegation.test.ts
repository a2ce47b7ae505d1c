/** Delegation rules as the server and the web app both apply them, and how a refusal names permissions. */
import { describe, expect, it } from 'vitest';
import { adminRefusal, notHeld, permissionsRefusal, roleRefusal, selfChangeRefusal } from './delegation.js';
import { translate } from './messages.js';
import { PERMISSIONS, permissionLabels } from './permissions.js';

const lead = { id: 2, isSuperAdmin: false, permissions: new Set(['list-admins', 'edit-admins', 'list-tags']) };
const owner = { id: 1, isSuperAdmin: true, permissions: new Set(PERMISSIONS.map((p) => p.name)) };

describe('delegation', () => {
  it('grants only what the actor holds', () => {
    expect(notHeld(lead, ['list-tags', 'edit-orders', 'edit-orders'])).toEqual(['edit-orders']);
    expect(permissionsRefusal(lead, ['list-tags'])).toBeNull();
    const refusal = permissionsRefusal(lead, ['list-tags', 'edit-orders'])!;
    expect(translate(refusal.key, 'en', refusal.params)).toBe(
      'You can only grant permissions you hold yourself. Not yours: Edit orders.',
    );
    expect(translate(refusal.key, 'zh-CN', refusal.params)).toBe('只能授予您自己拥有的权限。您没有：编辑订单。');
  });

  it('gives the built-in role only by a super-admin, other roles within what the actor holds', () => {
    const everything = { isBuiltin: true, permissions: PERMISSIONS.map((p) => p.name) };
    expect(roleRefusal(lead, everything)?.key).toBe('err.delegation.builtInRole');
    expect(roleRefusal(owner, everything)).toBeNull();
    expect(roleRefusal(lead, { isBuiltin: false, permissions: ['list-tags'] })).toBeNull();
    expect(roleRefusal(lead, { isBuiltin: false, permissions: ['list-orders'] })?.key).toBe('err.delegation.role');
  });

  it('changes another admin only when holding all they hold; a super-admin only by a super-admin', () => {
    expect(adminRefusal(lead, { id: 5, isSuperAdmin: false, permissions: ['list-tags'] })).toBeNull();
    expect(adminRefusal(lead, { id: 5, isSuperAdmin: false, permissions: ['list-orders'] })?.key).toBe(
      'err.delegation.admin',
    );
    // Holding every permission through an ordinary role does not make one a super-admin's equal.
    const allButBuiltIn = { ...owner, id: 3, isSuperAdmin: false };
    expect(adminRefusal(allButBuiltIn, { id: 1, isSuperAdmin: true, permissions: [] })?.key).toBe(
      'err.delegation.superAdmin',
    );
    expect(adminRefusal(lead, { id: 2, isSuperAdmin: false, permissions: ['list-orders'] })).toBeNull();
  });

  it("leaves one's own roles, status and credentials to others or to the profile page", () => {
    expect(selfChangeRefusal({})).toBeNull();
    expect(selfChangeRefusal({ status: true })?.key).toBe('err.delegation.ownRolesOrStatus');
    expect(selfChangeRefusal({ twoFactor: true })?.key).toBe('err.delegation.ownCredentials');
  });

  it('lists at most five permission labels and counts the rest', () => {
    const names = PERMISSIONS.slice(0, 8).map((p) => p.name);
    expect(permissionLabels(names).en).toMatch(/^View videos, Create videos, .+ and 3 more$/);
    expect(permissionLabels(names)['zh-CN']).toMatch(/^查看视频、新建视频、.+ 等 3 项$/);
  });
});

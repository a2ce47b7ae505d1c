/**
 * The admin pages hide what the server would refuse (the contract's delegation rules): nothing to change on
 * the signed-in admin's own status, roles or credentials, nor on an admin holding more than they do.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PERMISSIONS } from '@backlot/contract';
import { sessionStore, type SignedInAdmin } from '../../lib/session';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { listRow, rowActions } from '../../lib/resource/testing/row-actions';
import { messages as admins } from './messages';
import AdminListPage from './pages/list-page';
import AdminShowPage from './pages/show-page';
import { ResourceForm } from '../../lib/resource';
import { adminResource } from './resource';

/** The page as the feature declares it (the kit's default). */
const AdminFormPage = () => <ResourceForm resource={adminResource} />;

const ALL = PERMISSIONS.map((p) => p.name);
const ADMIN_PERMISSIONS = PERMISSIONS.filter((p) => p.resource === 'admins' || p.resource === 'roles').map(
  (p) => p.name,
);

const admin = (id: number, username: string, held: { isSuper?: boolean; permissions?: string[] } = {}) => ({
  id,
  username,
  name: username.toUpperCase(),
  phone: null,
  email: null,
  status: 'active',
  roles: [],
  is_super_admin: held.isSuper ?? false,
  permissions: held.isSuper ? ALL : (held.permissions ?? []),
  two_factor_enabled: true,
  last_login_at: null,
  introduction: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});
const owner = admin(1, 'owner', { isSuper: true });
const lead = admin(2, 'lead', { permissions: ADMIN_PERMISSIONS });
const finance = admin(3, 'finance', { permissions: ['list-orders'] });
const junior = admin(4, 'junior', { permissions: ['list-admins'] });
const everyone = [owner, lead, finance, junior];

function signInAs(who: ReturnType<typeof admin>) {
  const me = { id: who.id, username: who.username, isSuperAdmin: who.is_super_admin } as SignedInAdmin;
  sessionStore.set((state) => ({ ...state, admin: me }));
  return who.permissions;
}

const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 20, total: data.length, total_is_estimate: false, has_next: false },
});
const row = listRow;

describe('the admin list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a super-admin everything on others, and nothing but edit on their own row', async () => {
    mockFetch(() => ({ body: page(everyone) }));
    renderPage(<AdminListPage />, { path: '/permissions/admins', messages: { admins }, permissions: signInAs(owner) });
    await screen.findByText('junior');
    expect(await rowActions(1)).toEqual([]);
    expect(row(1).getByRole('link', { name: /edit/i })).toBeTruthy();
    expect(await rowActions(3)).toEqual(['Disable', 'Reset QR code', 'Delete']);
  });

  it('offers a delegated admin nothing on a super-admin or on an admin holding more', async () => {
    mockFetch(() => ({ body: page(everyone) }));
    renderPage(<AdminListPage />, { path: '/permissions/admins', messages: { admins }, permissions: signInAs(lead) });
    await screen.findByText('junior');
    for (const id of [1, 3]) {
      expect(await rowActions(id)).toEqual([]);
      expect(row(id).queryByRole('link', { name: /edit/i })).toBeNull();
      expect(row(id).getByRole('link', { name: /view/i })).toBeTruthy();
    }
    expect(await rowActions(4)).toEqual(['Disable', 'Reset QR code', 'Delete']);
    expect(row(4).getByRole('link', { name: /edit/i })).toBeTruthy();
  });
});

describe('one admin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says on the show page why a super-admin cannot be changed by a delegated admin', async () => {
    mockFetch(() => ({ body: owner }));
    renderPage(<AdminShowPage />, {
      path: '/permissions/admins/:id',
      url: '/permissions/admins/1',
      messages: { admins },
      permissions: signInAs(lead),
    });
    expect(await screen.findByText('Only a super-admin can change a super-admin.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /edit/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /disable/i })).toBeNull();
  });

  it("keeps one's own roles, status and password out of one's own edit form, saying where they change", async () => {
    mockFetch((_method, url) => ({ body: url.pathname.endsWith('/roles') ? page([]) : lead }));
    renderPage(<AdminFormPage />, {
      path: '/permissions/admins/edit/:id',
      url: '/permissions/admins/edit/2',
      messages: { admins },
      permissions: signInAs(lead),
    });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveProperty('disabled', true);
    expect(screen.getByText('Change your own password on your profile page.')).toBeTruthy();
    expect(screen.getAllByText('Another admin changes your roles and status.')).toHaveLength(2);
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', false);
  });
});

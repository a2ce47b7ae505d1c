/** The role pages hide what the server would refuse: roles beyond the signed-in admin's own permissions. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore, type SignedInAdmin } from '../../lib/session';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as roles } from './messages';
import RoleFormPage from './pages/form-page';
import { ResourceList } from '../../lib/resource';
import { roleResource } from './resource';

/** The page as the feature declares it (the kit's default). */
const RoleListPage = () => <ResourceList resource={roleResource} />;

const role = (id: number, name: string, permissions: string[]) => ({
  id,
  name,
  description: null,
  is_builtin: false,
  permissions,
  admins: [],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});
const viewers = role(2, 'viewers', ['list-roles']);
const finance = role(3, 'finance', ['list-orders', 'edit-orders']);
const held = ['list-roles', 'edit-roles', 'delete-roles'];

function signInAsLead() {
  sessionStore.set((state) => ({ ...state, admin: { id: 9, username: 'lead', isSuperAdmin: false } as SignedInAdmin }));
  return held;
}
const row = (id: number) => within(document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!);

describe('roles beyond what the signed-in admin holds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cannot be deleted from the list; roles within can', async () => {
    mockFetch(() => ({
      body: {
        data: [viewers, finance],
        meta: { page: 1, per_page: 20, total: 2, total_is_estimate: false, has_next: false },
      },
    }));
    renderPage(<RoleListPage />, { path: '/permissions/roles', messages: { roles }, permissions: signInAsLead() });
    await screen.findByText('finance');
    expect(row(3).queryByRole('button', { name: /delete/i })).toBeNull();
    expect(row(2).getByRole('button', { name: /delete/i })).toBeTruthy();
  });

  it('open read-only, saying why', async () => {
    mockFetch((_method, url) => ({
      body: url.pathname === '/api/roles/3' ? finance : { groups: [], data: [], meta: {} },
    }));
    renderPage(<RoleFormPage />, {
      path: '/permissions/roles/edit/:id',
      url: '/permissions/roles/edit/3',
      messages: { roles },
      permissions: signInAsLead(),
    });
    expect(
      await screen.findByText('This role has permissions you do not hold: you can see it but not change or delete it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });
});

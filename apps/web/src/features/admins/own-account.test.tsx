import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore, type SignedInAdmin } from '../../lib/session';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as admins } from './messages';
import AdminListPage from './pages/list-page';
import AdminShowPage from './pages/show-page';

const admin = (id: number, username: string) => ({
  id,
  username,
  name: username.toUpperCase(),
  phone: null,
  email: null,
  status: 'active',
  roles: [],
  two_factor_enabled: false,
  last_login_at: null,
  introduction: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});
const permissions = ['list-admins', 'edit-admins', 'delete-admins', 'disable-admins'];

function signInAs(id: number) {
  sessionStore.set((state) => ({ ...state, admin: { id, username: 'admin' } as SignedInAdmin }));
}

describe("the signed-in admin's own account", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers no disable or delete on their own row, and both on the others', async () => {
    mockFetch(() => ({
      body: {
        data: [admin(1, 'admin'), admin(2, 'editor')],
        meta: { page: 1, per_page: 20, total: 2, total_is_estimate: false },
      },
    }));
    signInAs(1);
    renderPage(<AdminListPage />, { path: '/permissions/admins', messages: { admins }, permissions });
    await screen.findByText('editor');
    const row = (id: number) => within(document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!);
    expect(row(1).queryByRole('button', { name: /delete/i })).toBeNull();
    expect(row(1).queryByRole('button', { name: /disable/i })).toBeNull();
    expect(row(2).getByRole('button', { name: /delete/i })).toBeTruthy();
    expect(row(2).getByRole('button', { name: /disable/i })).toBeTruthy();
  });

  it('offers no disable on their own show page', async () => {
    mockFetch((_method, url) => ({ body: admin(Number(url.pathname.split('/').pop()), 'admin') }));
    signInAs(1);
    renderPage(<AdminShowPage />, {
      path: '/permissions/admins/:id',
      url: '/permissions/admins/1',
      messages: { admins },
      permissions,
    });
    await screen.findByRole('link', { name: /edit/i });
    expect(screen.queryByRole('button', { name: /disable/i })).toBeNull();
  });
});

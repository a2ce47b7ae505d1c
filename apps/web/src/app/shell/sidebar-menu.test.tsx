import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { crudRoutes } from '../../lib/resource/routes';
import { AccessibleRoutesContext, type AppRoute } from '../../lib/routes';
import { catalogue } from '../messages';
import { SidebarMenu } from './sidebar-menu';
import styles from './layout.module.css';

const page = (async () => ({ default: () => null })) as never;

/** Two groups as the app declares them; titles that are no keys read as written. */
const routes: AppRoute[] = [
  {
    path: '/tags',
    meta: { title: 'Tags', alwaysShow: true },
    children: crudRoutes({
      ns: 'tags',
      base: '',
      listPath: '/tags',
      permissions: { list: 'list-tags', create: 'create-tags', edit: 'edit-tags' },
      pages: { list: page, create: page, edit: page },
    }),
  },
  {
    path: '/users',
    meta: { title: 'Members', alwaysShow: true },
    children: [
      { path: '', component: page, meta: { title: 'Member list' } },
      { path: 'batch-create', component: page, meta: { title: 'Batch create members' } },
    ],
  },
];

function renderMenu(at = '/dashboard') {
  setupI18n(catalogue, { language: 'en' });
  const router = createMemoryRouter([{ path: '*', element: <SidebarMenu collapsed={false} /> }], {
    initialEntries: [at],
  });
  render(
    <AccessibleRoutesContext.Provider value={routes}>
      <RouterProvider router={router} />
    </AccessibleRoutesContext.Provider>,
  );
}

const group = (name: string) => screen.getByRole('menuitem', { name });

describe('the sidebar menu', () => {
  it("offers a resource's list but not its create page (the list's Create button opens it)", async () => {
    renderMenu('/tags');
    // The feature's titles are not loaded here: they read as their keys.
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/tags');
    expect(links).not.toContain('/tags/create');
  });

  it('keeps one group open at a time', async () => {
    renderMenu('/tags');
    const user = userEvent.setup();
    expect(group('Tags').getAttribute('aria-expanded')).toBe('true');

    await user.click(group('Members'));
    await waitFor(() => expect(group('Members').getAttribute('aria-expanded')).toBe('true'));
    expect(group('Tags').getAttribute('aria-expanded')).toBe('false');

    await user.click(group('Tags'));
    await waitFor(() => expect(group('Tags').getAttribute('aria-expanded')).toBe('true'));
    expect(group('Members').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows whole titles, wrapped when long rather than cut', () => {
    renderMenu('/users/batch-create');
    const link = screen.getByRole('link', { name: 'Batch create members' });
    expect(link.textContent).toBe('Batch create members');
    // The menu's own style lets a title wrap (antd cuts it with an ellipsis).
    expect(styles.menu).toBeTruthy();
    expect(link.closest(`.${styles.menu}`)).not.toBeNull();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { AccessibleRoutesContext, type AppRoute } from '../../lib/routes';
import { catalogue } from '../messages';
import { MenuSearch } from './menu-search';

const page = (async () => ({ default: () => null })) as never;
const leaf = (path: string, title: string, hidden = false): AppRoute => ({
  path,
  component: page,
  meta: { title, hidden },
});

/** Titles that are no keys read as they are written. */
const routes: AppRoute[] = [
  leaf('/dashboard', 'Dashboard'),
  { path: '/tags', meta: { title: 'Tags' }, children: [leaf('', 'Tag list'), leaf('create', 'Create tag', true)] },
  {
    path: '/users',
    meta: { title: 'app:menu.members' },
    children: [leaf('', 'Member list'), leaf('batch-create', 'Batch create members'), leaf(':id', 'Member', true)],
  },
];

function renderSearch(language: 'en' | 'zh-CN' = 'en') {
  setupI18n(catalogue, { language });
  const router = createMemoryRouter([{ path: '*', element: <MenuSearch /> }], { initialEntries: ['/dashboard'] });
  render(
    <AccessibleRoutesContext.Provider value={routes}>
      <RouterProvider router={router} />
    </AccessibleRoutesContext.Provider>,
  );
  return router;
}

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the menu search', () => {
  it('opens with Ctrl+K, finds pages by title, and opens the one chosen with the keyboard', async () => {
    const router = renderSearch();
    const user = userEvent.setup();

    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Page title' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    // Every page the admin may open, the hidden create page too; none that needs a record's id.
    expect(options()).toEqual([
      'Dashboard',
      'Tag listTags',
      'Create tagTags',
      'Member listMembers',
      'Batch create membersMembers',
    ]);

    await user.type(box, 'create');
    expect(options()).toEqual(['Create tagTags', 'Batch create membersMembers']);
    expect(screen.getByRole('status').textContent).toBe('2 pages found');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);

    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    await user.keyboard('{ArrowDown}');
    // Past the last, back to the first.
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');

    expect(router.state.location.pathname).toBe('/users/batch-create');
  });

  it('opens from its button (Cmd+K too), says when no page matches, and closes with Esc', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search pages (Ctrl+K)' }));
    const box = await screen.findByRole('combobox', { name: 'Page title' });
    await user.type(box, 'nothing like it');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No page has that title.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: 'Page title' })).toBeTruthy();
  });

  it('reads titles in the current language', async () => {
    renderSearch('zh-CN');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: '页面标题' }), '会员');
    expect(options()).toEqual(['Member list会员管理', 'Batch create members会员管理']);
  });
});

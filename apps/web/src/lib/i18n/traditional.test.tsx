/**
 * 繁體中文: chosen from the language switch, the list page's own texts and antd's (pagination) read in Traditional
 * Chinese at once, and so does the shell's menu — converted from zh-CN by the build.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../app/messages';
import { Providers } from '../../app/providers';
import { SidebarMenu } from '../../app/shell/sidebar-menu';
import { messages as roles } from '../../features/roles/messages';
import { roleResource } from '../../features/roles/resource';
import { ResourceList } from '../resource';
import { messages as resource } from '../resource/messages';
import { mockFetch } from '../resource/testing/render-page';
import { AccessibleRoutesContext, type AppRoute } from '../routes';
import { sessionStore } from '../session/store';
import { loadAntdLocale } from './antd-locale';
import { changeLanguage, LanguageList, LanguageSwitch, setupI18n } from '.';

const page = (async () => ({ default: () => null })) as never;
const routes: AppRoute[] = [
  { path: '/dashboard', component: page, meta: { title: 'analytics:title.dashboard', alwaysShow: true } },
  {
    path: '/permissions',
    meta: { title: 'app:menu.permissions', alwaysShow: true },
    children: [{ path: 'roles', component: page, meta: { title: 'roles:title.list' } }],
  },
];

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

function renderRoles() {
  setupI18n({ ...catalogue, resource, roles }, { language: 'zh-CN' });
  sessionStore.set((state) => ({ ...state, status: 'ready', permissions: new Set(['list-roles', 'list-admins']) }));
  mockFetch(() => ({
    body: {
      data: [role(2, 'Tagger', ['list-tags']), role(3, 'Editor', ['list-tags', 'edit-tags'])],
      meta: { page: 1, per_page: 20, total: 2, total_is_estimate: false, has_next: false },
    },
  }));
  const element = (
    <AccessibleRoutesContext.Provider value={routes}>
      <LanguageSwitch />
      <ResourceList resource={roleResource} />
    </AccessibleRoutesContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/permissions/roles'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
}

// Two languages' renders of a list and antd's locale: slow in jsdom when the machine is busy.
describe('繁體中文', { timeout: 90_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    return changeLanguage('zh-CN');
  });

  it('is offered beside 简体中文 and English, and once chosen the menu, the list and antd read in it', async () => {
    const user = userEvent.setup();
    // antd's zh_TW texts, downloaded ahead as the app does for the starting language (its first import is slow in jsdom).
    await loadAntdLocale('zh-TW');
    renderRoles();
    await screen.findByText('Tagger');
    expect(screen.getByText('1 项权限')).toBeTruthy();

    expect(screen.getByRole('button', { name: '语言: 简体中文' })).toBeTruthy();
    // The switch's list, as its popover shows it (opening antd's popover by a click is not reliably rendered in
    // jsdom under load; the end-to-end language test opens it and picks in Chromium).
    const picked: string[] = [];
    render(<LanguageList current="zh-CN" onPick={(language) => picked.push(language)} />);
    const list = screen.getByRole('group', { name: '语言' });
    const options = within(list).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['简体中文', '繁體中文', 'English']);
    expect(within(list).getByRole('button', { name: '简体中文', pressed: true })).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: '繁體中文' }));
    expect(picked).toEqual(['zh-TW']);
    // Chosen as the switch does.
    await act(() => changeLanguage('zh-TW'));

    // The page's language follows; the switch names the language chosen, in it.
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-TW'));
    expect(await screen.findByRole('button', { name: '語言: 繁體中文' })).toBeTruthy();
    // The list page's own texts, counted.
    const row = within(document.querySelector<HTMLElement>('tr[data-row-key="3"]')!);
    expect(row.getByText('2 項權限')).toBeTruthy();
    // antd's own texts: the pagination's page-size choice.
    expect(await screen.findByText('20 條/頁')).toBeTruthy();

    // The shell's menu, opened in the language chosen, with the reviewed word 權限 rather than opencc's 許可權.
    const menu = createMemoryRouter([{ path: '*', element: <SidebarMenu collapsed={false} /> }], {
      initialEntries: ['/permissions/roles'],
    });
    render(
      <AccessibleRoutesContext.Provider value={routes}>
        <RouterProvider router={menu} />
      </AccessibleRoutesContext.Provider>,
    );
    expect(await screen.findByRole('menuitem', { name: /權限管理/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主選單' })).toBeTruthy();
  });
});

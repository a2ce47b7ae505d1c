import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { AccessibleRoutesContext, type AppRoute } from '../../lib/routes';
import { unreadStore } from '../../lib/unread';
import { catalogue } from '../messages';
import { SidebarMenu } from './sidebar-menu';

const page = (async () => ({ default: () => null })) as never;

/** A group holding the tickets' list (a kind of arrival) and a page without one. */
const routes: AppRoute[] = [
  {
    path: '/questions',
    meta: { title: 'Questions', alwaysShow: true },
    children: [
      { path: '', component: page, meta: { title: 'FAQ' } },
      { path: 'supports', component: page, meta: { title: 'Tickets', unread: 'tickets' } },
    ],
  },
];

function renderMenu(language: 'en' | 'zh-CN' = 'en') {
  setupI18n(catalogue, { language });
  const router = createMemoryRouter([{ path: '*', element: <SidebarMenu collapsed={false} /> }], {
    initialEntries: ['/questions/supports'],
  });
  render(
    <AccessibleRoutesContext.Provider value={routes}>
      <RouterProvider router={router} />
    </AccessibleRoutesContext.Provider>,
  );
}

const tickets = () => screen.getByRole('link', { name: 'Tickets' });
/** What assistive technology reads after the entry's name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const item = (link: HTMLElement) => link.closest('[role="menuitem"]') as HTMLElement;

afterEach(() => act(() => unreadStore.set({})));

describe('unread counts in the menu', () => {
  it('shows the count beside the entry, read as its description, not as part of its name', () => {
    act(() => unreadStore.set({ tickets: 3 }));
    renderMenu();
    expect(description(tickets())).toBe('3 unread');
    expect(within(item(tickets())).getByText('3')).toBeTruthy();
    // The group keeps its name and shows a dot.
    const group = screen.getByRole('menuitem', { name: 'Questions' });
    expect(group.querySelector('.ant-badge-dot')).not.toBeNull();
  });

  it('shows 99+ from a hundred on, and follows the counts as they change', () => {
    act(() => unreadStore.set({ tickets: 100 }));
    renderMenu();
    expect(description(tickets())).toBe('99+ unread');
    expect(within(item(tickets())).getByText('99+')).toBeTruthy();
    act(() => unreadStore.set({ tickets: 1 }));
    expect(description(tickets())).toBe('1 unread');
  });

  it('shows nothing when all is read or the kind is not the admin’s', () => {
    act(() => unreadStore.set({ tickets: 0 }));
    renderMenu();
    expect(description(tickets())).toBe('');
    expect(item(tickets()).querySelector('.ant-badge')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Questions' }).querySelector('.ant-badge-dot')).toBeNull();
  });

  it('reads the count in Chinese', () => {
    act(() => unreadStore.set({ tickets: 12 }));
    renderMenu('zh-CN');
    expect(description(tickets())).toBe('12 条未读');
  });
});

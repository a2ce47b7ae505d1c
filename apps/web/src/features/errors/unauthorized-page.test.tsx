import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHashRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { messages as common } from '../../lib/i18n/common-messages';
import { AccessibleRoutesContext, type AppRoute } from '../../lib/routes';
import { sessionStore } from '../../lib/session';
import { messages as unauthorized } from './unauthorized-messages';
import UnauthorizedPage from './unauthorized-page';

const page = (async () => ({ default: () => null })) as never;
const tagsPage: AppRoute = { path: '/tags', component: page, meta: { title: 'tags', permission: 'list-tags' } };

function renderAt(path: string, accessible: AppRoute[]) {
  setupI18n({ common, unauthorized }, { language: 'en' });
  window.location.hash = '#/tags';
  const router = createHashRouter([
    { path: '/tags', element: <h1>Tags</h1> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
    { path: '/401', element: <UnauthorizedPage /> },
  ]);
  render(
    <AccessibleRoutesContext.Provider value={accessible}>
      <RouterProvider router={router} />
    </AccessibleRoutesContext.Provider>,
  );
  return act(() => router.navigate(path));
}

const signIn = () =>
  sessionStore.set({ token: 't', status: 'ready', admin: null, permissions: new Set(['list-tags']) });

afterEach(() => sessionStore.set({ token: null, status: 'idle', admin: null, permissions: new Set() }));

describe('/401', () => {
  it('tells a signed-in admin this page is not theirs, and leads back or home, without a sign-in button', async () => {
    signIn();
    await renderAt('/401', [tagsPage]);
    const user = userEvent.setup();

    expect(screen.getByText('This page is not yours to open')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Back$/ }));
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeTruthy();

    await act(() => window.history.forward());
    await user.click(await screen.findByRole('button', { name: /Back to the dashboard/ }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('offers a signed-in admin who may open no page at all to sign in with another account', async () => {
    signIn();
    await renderAt('/401', []);
    expect(screen.getByText('No page is open to your account')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sign in with another account/ })).toBeTruthy();
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    await renderAt('/401', []);
    expect(screen.getByText('Please sign in')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sign in/ }).getAttribute('href')).toBe('#/login');
    expect(screen.queryByRole('button', { name: /dashboard/i })).toBeNull();
  });
});

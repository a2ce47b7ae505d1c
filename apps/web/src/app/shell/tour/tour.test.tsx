/** The guided tour: offered to a new admin until taken or skipped, and shown again from the user menu. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snakeize } from '../../../lib/api/case';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { AccessibleRoutesContext, type AppRoute } from '../../../lib/routes';
import { sessionStore } from '../../../lib/session';
import { signedInAdmin } from '../../../lib/session/testing';
import { messages as app } from '../messages';
import { UserMenu } from '../user-menu';
import { messages as tour } from './messages';
import { TourHost } from '.';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const page = (async () => ({ default: () => null })) as never;
const SEEN = '2026-11-28T10:00:00.000Z';

/** Two sections of the menu: tags alone, and members with two pages. */
const routes: AppRoute[] = [
  { path: '/tags', component: page, meta: { title: 'Tags' } },
  {
    path: '/users',
    meta: { title: 'Members' },
    children: [
      { path: 'list', component: page, meta: { title: 'Members' } },
      { path: 'batch', component: page, meta: { title: 'Batch' } },
    ],
  },
];

function renderShell(tourSeenAt: string | null) {
  act(() => sessionStore.set((state) => ({ ...state, admin: signedInAdmin({ tourSeenAt }) })));
  const fetchMock = mockFetch((method, url) =>
    method === 'POST' && url.pathname === '/api/auth/me/tour'
      ? { body: snakeize(signedInAdmin({ tourSeenAt: SEEN })) }
      : { status: 404, body: { message: 'Not found.', code: 'not_found' } },
  );
  renderPage(
    <AccessibleRoutesContext.Provider value={routes}>
      <aside data-tour="menu">menu</aside>
      <UserMenu compact={false} />
      <TourHost />
    </AccessibleRoutesContext.Provider>,
    { messages: { app, tour } },
  );
  const recorded = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/me/tour')).length;
  return { recorded };
}

const offer = () => screen.queryByRole('region', { name: 'Guided tour' });

describe('the guided tour', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered to a new admin, tells what their role reaches, and once skipped is not offered again', async () => {
    const { recorded } = renderShell(null);
    const invite = await screen.findByRole('region', { name: 'Guided tour' });
    expect(invite.textContent).toContain('A one-minute tour shows what your role can reach.');
    await user.click(within(invite).getByRole('button', { name: 'Take the tour' }));
    expect(await screen.findByText('Your menu')).toBeTruthy();
    expect(screen.getByText('It holds what your role can reach: 2 sections, 3 pages in all.')).toBeTruthy();
    // Steps whose place the admin lacks (the bell, the open pages' tabs) are left out; the lists' one stays.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Lists, filters and views')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip the tour' }));
    await waitFor(() => expect(screen.queryByText('Lists, filters and views')).toBeNull());
    expect(recorded()).toBe(1);
    expect(sessionStore.get().admin?.tourSeenAt).toBe(SEEN);
    expect(offer()).toBeNull();
  });

  it('is skipped from the offer itself', async () => {
    const { recorded } = renderShell(null);
    await user.click(
      within(await screen.findByRole('region', { name: 'Guided tour' })).getByRole('button', { name: 'Skip' }),
    );
    await waitFor(() => expect(offer()).toBeNull());
    expect(recorded()).toBe(1);
    expect(screen.queryByText('Your menu')).toBeNull();
  });

  it('is not offered to an admin who has seen it, and replays from the user menu', async () => {
    const { recorded } = renderShell(SEEN);
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided tour' }));
    expect(await screen.findByText('Your menu')).toBeTruthy();
    expect(offer()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByText('Your account')).toBeNull());
    expect(recorded()).toBe(0);
  });
});

/**
 * A ticket's page names its assignee and offers "Assign" to an admin holding `assign-supports`: the dialog
 * picks one of the admins who may view tickets, or none to unassign; "Assign to me" takes the ticket in one
 * click, and is not offered on a ticket already the admin's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { sessionStore } from '../../lib/session/store';
import { signedInAdmin } from '../../lib/session/testing';
import { messages as supports } from './messages';
import SupportShowPage from './pages/show-page';
import { ticketWire } from './testing';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const admins = [
  { id: 2, username: 'daniel.kim' },
  { id: 3, username: 'li.na' },
];

const me = signedInAdmin({ id: 2, username: 'daniel.kim', name: 'Daniel Kim', updatedAt: '2026-01-01T00:00:00Z' });

function open(permissions: string[], assigned: (typeof admins)[number] | null = null) {
  let assignee = assigned;
  sessionStore.set((state) => ({ ...state, admin: me }));
  const fetchMock = mockFetch((method, url, body) => {
    if (url.pathname.endsWith('/replies') || url.pathname.endsWith('/notes')) return { body: { data: [] } };
    if (url.pathname.endsWith('/assignees')) return { body: { data: admins } };
    if (method === 'POST')
      assignee = admins.find((admin) => admin.id === (body as { assignee_id?: number })?.assignee_id) ?? null;
    return { body: ticketWire({ assignee }) };
  });
  renderPage(<SupportShowPage />, {
    path: '/questions/supports/:id',
    url: '/questions/supports/5',
    messages: { supports },
    permissions,
  });
  return fetchMock;
}

describe('assigning a ticket', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ticket waiting for the member and unassigned, then assigns it to the admin picked', async () => {
    const fetchMock = open(['list-supports', 'assign-supports']);
    expect((await screen.findAllByText('Waiting for member')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unassigned').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /Assign$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('An admin who may view tickets; leave it empty to unassign.')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('li.na'));
    await user.click(within(dialog).getByRole('button', { name: /Confirm|OK/ }));
    expect(await screen.findByText('Assigned')).toBeTruthy();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url, init]) => [String(url), JSON.parse(String(init?.body))])).toEqual([
      ['/api/supports/5/assign', { assignee_id: 3 }],
    ]);
    await waitFor(() => expect(screen.getAllByText('li.na').length).toBeGreaterThan(0));
  });

  it('unassigns when the dialog is confirmed with nobody picked', async () => {
    const fetchMock = open(['list-supports', 'assign-supports']);
    await user.click(await screen.findByRole('button', { name: /Assign$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Confirm|OK/ }));
    expect(await screen.findByText('Assigned')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(posted[0])).toBe('/api/supports/5/assign');
    expect(JSON.parse(String(posted[1]?.body ?? '{}')).assignee_id ?? null).toBeNull();
  });

  it('assigns the ticket to the signed-in admin in one click, then offers it no more', async () => {
    const fetchMock = open(['list-supports', 'assign-supports']);
    await user.click(await screen.findByRole('button', { name: /Assign to me/ }));
    expect(await screen.findByText('Assigned to you')).toBeTruthy();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted.map(([url, init]) => [String(url), JSON.parse(String(init?.body))])).toEqual([
      ['/api/supports/5/assign', { assignee_id: 2 }],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Assign to me/ })).toBeNull());
    expect(screen.getByRole('button', { name: /Assign$/ })).toBeTruthy();
  });

  it('does not offer "Assign to me" on a ticket already assigned to the admin', async () => {
    open(['list-supports', 'assign-supports'], admins[0]);
    expect((await screen.findAllByText('daniel.kim')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Assign$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Assign to me/ })).toBeNull();
  });

  it('offers no assigning without assign-supports', async () => {
    open(['list-supports']);
    expect((await screen.findAllByText('Waiting for member')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Assign/ })).toBeNull();
  });
});

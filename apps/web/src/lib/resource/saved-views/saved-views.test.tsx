/**
 * Saved views on the kit's list (the tags' here): saving what the list shows adds a tab, picking a tab applies its
 * filters through the URL, and the admin's default view applies when the list opens without filters — "All"
 * then still shows everything.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages as tags } from '../../../features/tags/messages';
import { tags as tagsFeature } from '../../../features/tags/feature';
import { mockFetch, renderPage } from '../testing/render-page';
import { ResourceList } from '../resource-list';

const tagResource = await tagsFeature.resource();
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const stamps = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };
const page = { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } };

type Stored = {
  id: number;
  name: string;
  state: { filters: Record<string, string> };
  is_default?: boolean;
  mine?: boolean;
  owner_name?: string;
};
const wire = (view: Stored) => ({
  resource: 'tags',
  shared_role_id: null,
  shared_role_name: null,
  owner_id: 1,
  owner_name: 'Admin',
  mine: true,
  is_default: false,
  ...stamps,
  ...view,
});

/** A server keeping the admin's views of the tags; every other call is an empty page. */
function server(stored: Stored[]) {
  const created: unknown[] = [];
  const changes: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = mockFetch((method, url, body) => {
    if (url.pathname.startsWith('/api/saved-views/')) {
      changes.push({ method, path: url.pathname, body });
      const view = stored.find((v) => url.pathname.startsWith(`/api/saved-views/${v.id}`))!;
      return { body: wire(view) };
    }
    if (url.pathname === '/api/saved-views' && method === 'GET') return { body: { data: stored.map(wire) } };
    if (url.pathname === '/api/saved-views' && method === 'POST') {
      created.push(body);
      const view = { id: 10 + stored.length, ...(body as Omit<Stored, 'id'>) };
      stored.push(view);
      return { status: 201, body: wire(view) };
    }
    return { body: page };
  });
  const listCalls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/tags')
      .map((u) => u.searchParams.get('q'));
  return { created, changes, listCalls };
}

const open = (url: string) =>
  renderPage(<ResourceList resource={tagResource} />, {
    path: '/tags',
    url,
    messages: { tags },
    permissions: ['list-tags'],
  });
const location = () => screen.getByTestId('location').textContent;

describe('saved views', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the current filters as a view, which then shows as a tab, picked', async () => {
    const { created } = server([]);
    open('/tags?q=red');
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(await screen.findByRole('button', { name: /Views/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as a new view…' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Reds');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const tab = await screen.findByRole('tab', { name: 'Reds' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('false');
    expect(created).toEqual([
      { resource: 'tags', name: 'Reds', state: expect.objectContaining({ filters: { q: 'red' } }) },
    ]);
  });

  it('applies a view’s filters when its tab is picked', async () => {
    const { listCalls } = server([{ id: 1, name: 'Blues', state: { filters: { q: 'blue' } } }]);
    open('/tags');
    await user.click(await screen.findByRole('tab', { name: 'Blues' }));
    await waitFor(() => expect(location()).toBe('/tags?q=blue'));
    await waitFor(() => expect(listCalls().at(-1)).toBe('blue'));
    expect(screen.getByRole('tab', { name: 'Blues' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between the tabs with the arrow keys, and picks the one reached with Enter', async () => {
    const { listCalls } = server([
      { id: 1, name: 'Blues', state: { filters: { q: 'blue' } } },
      { id: 2, name: 'Reds', state: { filters: { q: 'red' } } },
    ]);
    open('/tags');
    const all = await screen.findByRole('tab', { name: 'All' });
    await screen.findByRole('tab', { name: 'Reds' });
    // One stop for the Tab key: the picked tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Blues' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reds' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(all);
    // Moving picks nothing; Enter picks the tab reached.
    expect(location()).toBe('/tags');
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(location()).toBe('/tags?q=red'));
    await waitFor(() => expect(listCalls().at(-1)).toBe('red'));
    expect(screen.getByRole('tab', { name: 'Reds' }).getAttribute('aria-selected')).toBe('true');
  });

  it('applies the default view when the list opens unfiltered, and "All" shows everything', async () => {
    const { listCalls } = server([{ id: 1, name: 'Greens', state: { filters: { q: 'green' } }, is_default: true }]);
    open('/tags');
    await waitFor(() => expect(location()).toBe('/tags?q=green'));
    const tab = await screen.findByRole('tab', { name: /Greens/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('img', { name: 'My default' })).toBeTruthy();
    // The list never asked for everything first.
    await waitFor(() => expect(new Set(listCalls())).toEqual(new Set(['green'])));

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/tags'));
    await waitFor(() => expect(listCalls().at(-1)).toBeNull());
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('updates the picked view to the current filters; a view shared with the admin offers only the default', async () => {
    const { changes } = server([
      { id: 1, name: 'Mine', state: { filters: { q: 'a' } } },
      { id: 2, name: 'Team', state: { filters: { q: 'b' } }, mine: false, owner_name: 'Ann' },
    ]);
    open('/tags');
    await user.click(await screen.findByRole('tab', { name: 'Mine' }));
    await waitFor(() => expect(location()).toBe('/tags?q=a'));
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'c{Enter}');
    await waitFor(() => expect(location()).toBe('/tags?q=c'));
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update to the current filters' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/saved-views/1',
      body: { state: expect.objectContaining({ filters: { q: 'c' } }) },
    });

    await user.click(screen.getByRole('tab', { name: 'Team Shared by Ann' }));
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('menuitem', { name: 'Make it my default' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Rename…' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete…' })).toBeNull();
  });

  it('leaves a list opened with filters as its URL says', async () => {
    server([{ id: 1, name: 'Greens', state: { filters: { q: 'green' } }, is_default: true }]);
    open('/tags?q=red');
    expect((await screen.findByRole('tab', { name: /Greens/ })).getAttribute('aria-selected')).toBe('false');
    expect(location()).toBe('/tags?q=red');
  });
});

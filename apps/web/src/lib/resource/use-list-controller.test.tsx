import { describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListController } from './use-list-controller';
import { LocationProbe } from './testing/render-page';

/** The controller of a list opened at `url`, and the page's location to read what it wrote. */
function openList(url: string) {
  function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '/admins', element: [children, <LocationProbe key="probe" />] }], {
        initialEntries: [url],
      }),
    );
    return <RouterProvider router={router} />;
  }
  const { result, unmount } = renderHook(
    () => useListController({ filterNames: ['status', 'roleId'], defaultSort: '-created_at' }),
    { wrapper: Wrapper },
  );
  return { list: () => result.current, unmount };
}

const location = () => screen.getByTestId('location').textContent;
const params = () => Object.fromEntries(new URL(`http://x${location()}`).searchParams);

describe('useListController', () => {
  it('reads page, page size, sort, search and filters from the URL', () => {
    const { list } = openList('/admins?page=3&perPage=50&sort=name&q=ann&status=active&other=x');
    expect(list().page).toBe(3);
    expect(list().perPage).toBe(50);
    expect(list().sort).toBe('name');
    expect(list().filters).toEqual({ q: 'ann', status: 'active' });
    expect(list().query).toEqual({ page: 3, perPage: 50, sort: 'name', q: 'ann', status: 'active' });
  });

  it('falls back to defaults for absent or invalid values and caps the page size', () => {
    const { list } = openList('/admins?page=zero&perPage=5000');
    expect(list().page).toBe(1);
    expect(list().perPage).toBe(200);
    expect(list().sort).toBe('-created_at');
    expect(list().filters).toEqual({});
  });

  it('writes page and sort to the URL, leaving defaults out', () => {
    const { list } = openList('/admins?status=active');
    act(() => list().setPage(4, 50));
    expect(params()).toEqual({ status: 'active', page: '4', perPage: '50' });
    expect(list().query).toMatchObject({ page: 4, perPage: 50 });

    act(() => list().setSort('username'));
    expect(params()).toEqual({ status: 'active', perPage: '50', sort: 'username' });
    expect(list().page).toBe(1);

    act(() => list().setSort('-created_at'));
    expect(params()).toEqual({ status: 'active', perPage: '50' });
    act(() => list().setPage(1, 20));
    expect(location()).toBe('/admins?status=active');
  });

  it('replaces filters, trims the search and goes back to the first page', () => {
    const { list } = openList('/admins?page=2&status=active&q=old');
    act(() => list().setFilters({ q: '  ann ', roleId: '3' }));
    expect(params()).toEqual({ q: 'ann', roleId: '3' });
    expect(list().filters).toEqual({ q: 'ann', roleId: '3' });
    expect(list().page).toBe(1);

    act(() => list().setFilters({}));
    expect(location()).toBe('/admins');
  });

  it('restores the state when the URL is reopened', () => {
    const first = openList('/admins');
    act(() => first.list().setFilters({ status: 'disabled' }));
    act(() => first.list().setSort('name'));
    act(() => first.list().setPage(2));
    const shared = location()!;
    first.unmount();

    const { list } = openList(shared);
    expect(list().query).toEqual({ page: 2, perPage: 20, sort: 'name', status: 'disabled' });
  });
});

import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useListController, type ListController } from './use-list-controller';
import { renderPage } from './testing/render-page';

let controller: ListController;

function Harness() {
  controller = useListController({ filterNames: ['status', 'roleId'], defaultSort: '-created_at' });
  return null;
}

const location = () => screen.getByTestId('location').textContent;
const params = () => Object.fromEntries(new URL(`http://x${location()}`).searchParams);

describe('useListController', () => {
  it('reads page, page size, sort, search and filters from the URL', () => {
    renderPage(<Harness />, { path: '/admins', url: '/admins?page=3&perPage=50&sort=name&q=ann&status=active&other=x' });
    expect(controller.page).toBe(3);
    expect(controller.perPage).toBe(50);
    expect(controller.sort).toBe('name');
    expect(controller.filters).toEqual({ q: 'ann', status: 'active' });
    expect(controller.query).toEqual({ page: 3, perPage: 50, sort: 'name', q: 'ann', status: 'active' });
  });

  it('falls back to defaults for absent or invalid values and caps the page size', () => {
    renderPage(<Harness />, { path: '/admins', url: '/admins?page=zero&perPage=5000' });
    expect(controller.page).toBe(1);
    expect(controller.perPage).toBe(200);
    expect(controller.sort).toBe('-created_at');
    expect(controller.filters).toEqual({});
  });

  it('writes page and sort to the URL, leaving defaults out', () => {
    renderPage(<Harness />, { path: '/admins', url: '/admins?status=active' });
    act(() => controller.setPage(4, 50));
    expect(params()).toEqual({ status: 'active', page: '4', perPage: '50' });
    expect(controller.query).toMatchObject({ page: 4, perPage: 50 });

    act(() => controller.setSort('username'));
    expect(params()).toEqual({ status: 'active', perPage: '50', sort: 'username' });
    expect(controller.page).toBe(1);

    act(() => controller.setSort('-created_at'));
    expect(params()).toEqual({ status: 'active', perPage: '50' });
    act(() => controller.setPage(1, 20));
    expect(location()).toBe('/admins?status=active');
  });

  it('replaces filters, trims the search and goes back to the first page', () => {
    renderPage(<Harness />, { path: '/admins', url: '/admins?page=2&status=active&q=old' });
    act(() => controller.setFilters({ q: '  ann ', roleId: '3' }));
    expect(params()).toEqual({ q: 'ann', roleId: '3' });
    expect(controller.filters).toEqual({ q: 'ann', roleId: '3' });
    expect(controller.page).toBe(1);

    act(() => controller.setFilters({}));
    expect(location()).toBe('/admins');
  });

  it('restores the state when the URL is reopened', () => {
    const first = renderPage(<Harness />, { path: '/admins', url: '/admins' });
    act(() => controller.setFilters({ status: 'disabled' }));
    act(() => controller.setPage(2));
    act(() => controller.setSort('name'));
    const shared = location()!;
    first.unmount();

    renderPage(<Harness />, { path: '/admins', url: shared });
    expect(controller.query).toEqual({ page: 1, perPage: 20, sort: 'name', status: 'disabled' });
  });
});

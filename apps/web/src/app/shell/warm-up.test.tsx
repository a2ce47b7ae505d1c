import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, type AppRoute } from '../../lib/routes';
import { mockFetch } from '../../lib/resource/testing/render-page';
import { warmable } from '../../lib/resource/warm-parts';
import { preloadOrder, useWarmUp } from './warm-up';

/** A page whose code is counted as it is imported. */
function page(imported: string[], name: string) {
  return lazyPage(async () => {
    imported.push(name);
    return { default: () => null };
  });
}

function routesOf(imported: string[]): AppRoute[] {
  const list = page(imported, 'tags list');
  const form = page(imported, 'tags form');
  return [
    {
      path: '/tags',
      meta: { title: 'tags:title.group' },
      children: [
        { path: ':id/edit', meta: { title: 'tags:title.edit', hidden: true }, component: form },
        { path: '', meta: { title: 'tags:title.list' }, component: list },
        { path: 'create', meta: { title: 'tags:title.create', hidden: true }, component: form },
      ],
    },
    { path: '/dashboard', meta: { title: 'dashboard:title' }, component: page(imported, 'dashboard') },
  ];
}

function WarmUp({ routes }: { routes: AppRoute[] }): ReactNode {
  useWarmUp(routes);
  return null;
}

const renderWarmUp = (routes: AppRoute[]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WarmUp routes={routes} />
    </QueryClientProvider>,
  );

afterEach(() => vi.useRealTimers());

describe('the warm-up of the pages', () => {
  it('orders the menu pages before the hidden ones, each component once', () => {
    const imported: string[] = [];
    const routes = routesOf(imported);
    const order = preloadOrder(routes).map(({ page, namespace }) => [routes.flatMap(find(page)), namespace]);
    expect(order).toEqual([
      [['tags:title.list'], 'tags'],
      [['dashboard:title'], 'dashboard'],
      [['tags:title.edit', 'tags:title.create'], 'tags'],
    ]);
  });

  it('imports every page once the first page has had its moment, asking the API nothing', async () => {
    vi.useFakeTimers();
    const fetched = mockFetch(() => ({ body: { data: [] } }));
    const imported: string[] = [];
    renderWarmUp(routesOf(imported));
    expect(imported).toEqual([]);

    await vi.advanceTimersByTimeAsync(2000);
    expect(imported).toEqual(['tags list', 'dashboard', 'tags form']);
    expect(fetched).not.toHaveBeenCalled();
  });

  it("then readies the kit's parts the pages' code declared (a filter's control)", async () => {
    vi.useFakeTimers();
    mockFetch(() => ({ body: { data: [] } }));
    const imported: string[] = [];
    warmable(async () => imported.push('date range control'));
    renderWarmUp(routesOf(imported));
    await vi.advanceTimersByTimeAsync(2000);
    expect(imported).toEqual(['tags list', 'dashboard', 'tags form', 'date range control']);
  });

  it('imports nothing once the shell has gone', async () => {
    vi.useFakeTimers();
    mockFetch(() => ({ body: { data: [] } }));
    const imported: string[] = [];
    renderWarmUp(routesOf(imported)).unmount();
    await vi.advanceTimersByTimeAsync(2000);
    expect(imported).toEqual([]);
  });
});

/** The titles of the routes showing `page`. */
const find =
  (page: unknown) =>
  (route: AppRoute): string[] => [
    ...(route.component === page && route.meta ? [route.meta.title] : []),
    ...(route.children ?? []).flatMap(find(page)),
  ];

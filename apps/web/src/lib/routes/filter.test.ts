import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@backlot/contract';
import { filterRoutes, hasPermittedPage } from './filter';
import type { AppRoute } from './types';

const page = (async () => ({ default: () => null })) as never;
const routes: AppRoute[] = [
  { path: '/', children: [{ path: 'dashboard', component: page, meta: { title: 'dashboard' } }] },
  {
    path: '/tags',
    children: [
      { path: '', component: page, meta: { title: 'list', permission: 'list-tags' } },
      { path: 'create', component: page, meta: { title: 'create', permission: 'create-tags' } },
    ],
  },
  {
    path: '/permissions',
    meta: { title: 'group' },
    children: [{ path: 'roles', component: page, meta: { title: 'roles', permission: 'list-roles' } }],
  },
];

const holding =
  (...names: PermissionName[]) =>
  (name: PermissionName) =>
    names.includes(name);
const paths = (list: AppRoute[]) =>
  list.map((route) => `${route.path}:${(route.children ?? []).map((c) => c.path).join(',')}`);

describe('filterRoutes', () => {
  it('keeps the pages whose permission the admin holds, and pages that need none', () => {
    expect(paths(filterRoutes(routes, holding('list-tags')))).toEqual(['/:dashboard', '/tags:']);
  });

  it('drops a group when none of its pages is left', () => {
    expect(paths(filterRoutes(routes, holding()))).toEqual(['/:dashboard']);
    expect(paths(filterRoutes(routes, holding('list-roles')))).toEqual(['/:dashboard', '/permissions:roles']);
  });
});

describe('hasPermittedPage', () => {
  it('is false when only pages without a permission are left', () => {
    expect(hasPermittedPage(filterRoutes(routes, holding()))).toBe(false);
  });

  it('is true when a page that needs a permission is reachable', () => {
    expect(hasPermittedPage(filterRoutes(routes, holding('create-tags')))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { AppRoute, RouteHandle } from '../../lib/routes';
import { breadcrumbTrail } from './breadcrumb';

const page = (async () => ({ default: () => null })) as never;
const edit = { title: 'tags:title.edit', hidden: true, noCache: true, activeMenu: '/tags' };
const routes: AppRoute[] = [
  {
    path: '/tags',
    meta: { title: 'tags:title.group' },
    children: [
      { path: '', component: page, meta: { title: 'tags:title.list' } },
      { path: 'edit/:id', component: page, meta: edit },
    ],
  },
];
const group: RouteHandle = { path: '/tags', meta: { title: 'tags:title.group' }, page: false };

describe('the breadcrumb', () => {
  it('puts an edit page under its list, below the group', () => {
    const trail = breadcrumbTrail([group, { path: '/tags/edit/:id', meta: edit, page: true }], routes);
    expect(trail).toEqual([
      { path: '/dashboard', title: 'analytics:title.dashboard', link: true },
      { path: '/tags', title: 'tags:title.group', link: false },
      { path: '/tags', title: 'tags:title.list', link: true },
      { path: '/tags/edit/:id', title: 'tags:title.edit', link: false },
    ]);
  });

  it('reads a group that is not a page as text, and the page shown as text', () => {
    const trail = breadcrumbTrail([group, { path: '/tags', meta: { title: 'tags:title.list' }, page: true }], routes);
    expect(trail.map((crumb) => crumb.link)).toEqual([true, false, false]);
  });

  it('leaves out the list level when the admin cannot open the list', () => {
    const trail = breadcrumbTrail([group, { path: '/tags/edit/:id', meta: edit, page: true }], []);
    expect(trail.map((crumb) => crumb.title)).toEqual([
      'analytics:title.dashboard',
      'tags:title.group',
      'tags:title.edit',
    ]);
  });

  it('shows a group titled like its own page once, as the page', () => {
    const profile: RouteHandle = { path: '/profile', meta: { title: 'profile:title' }, page: false };
    const trail = breadcrumbTrail(
      [profile, { path: '/profile/index', meta: { title: 'profile:title' }, page: true }],
      [],
    );
    expect(trail).toEqual([
      { path: '/dashboard', title: 'analytics:title.dashboard', link: true },
      { path: '/profile/index', title: 'profile:title', link: false },
    ]);
  });

  it('is the dashboard alone on the dashboard', () => {
    const trail = breadcrumbTrail(
      [{ path: '/dashboard', meta: { title: 'analytics:title.dashboard' }, page: true }],
      [],
    );
    expect(trail).toEqual([{ path: '/dashboard', title: 'analytics:title.dashboard', link: false }]);
  });
});

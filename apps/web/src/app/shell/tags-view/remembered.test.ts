import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../lib/routes';
import { rememberedViews, rememberViews } from './remembered';
import type { VisitedView } from './views';

const page = (async () => ({ default: () => null })) as never;
const routes: AppRoute[] = [
  { path: '/dashboard', component: page, meta: { title: 'dashboard:title', affix: true } },
  {
    path: '/tags',
    meta: { title: 'tags:title.group' },
    children: [
      { path: '', component: page, meta: { title: 'tags:title.list' } },
      { path: 'edit/:id', component: page, meta: { title: 'tags:title.edit', hidden: true, noCache: true } },
    ],
  },
];
const view = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  path,
  fullPath: path,
  title: path,
  generation: 0,
  ...extra,
});

describe('remembered open pages', () => {
  it("come back for the same admin, in order, with their addresses and the routes' titles", () => {
    rememberViews(7, [
      view('/dashboard', { affix: true }),
      view('/tags', { fullPath: '/tags?q=red', element: null }),
      view('/tags/edit/3'),
    ]);
    expect(rememberedViews(routes, 7)).toEqual([
      { path: '/tags', fullPath: '/tags?q=red', title: 'tags:title.list', noCache: undefined, generation: 0 },
      { path: '/tags/edit/3', fullPath: '/tags/edit/3', title: 'tags:title.edit', noCache: true, generation: 0 },
    ]);
  });

  it('belong to the admin who opened them, in this browser tab only', () => {
    rememberViews(7, [view('/tags')]);
    expect(rememberedViews(routes, 8)).toEqual([]);
    expect(sessionStorage.getItem('backlot.tags-view.7')).toContain('/tags');
    expect(localStorage.getItem('backlot.tags-view.7')).toBeNull();
  });

  it('leave out a page the admin can no longer reach, and anything unreadable', () => {
    rememberViews(7, [view('/tags'), view('/permissions/roles')]);
    expect(rememberedViews(routes, 7).map((v) => v.path)).toEqual(['/tags']);
    sessionStorage.setItem('backlot.tags-view.7', '[{"path":1},"x"]');
    expect(rememberedViews(routes, 7)).toEqual([]);
  });
});

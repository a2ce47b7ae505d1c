import { describe, expect, it } from 'vitest';
import {
  close,
  closeAll,
  closeOthers,
  fallbackPath,
  forget,
  MAX_KEPT,
  MAX_VIEWS,
  refresh,
  visit,
  type VisitedView,
} from './views';

const view = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  path,
  fullPath: path,
  title: path,
  generation: 0,
  ...extra,
});
const dashboard = view('/dashboard', { affix: true });
const paths = (views: VisitedView[]) => views.map((v) => v.path);

describe('visited views', () => {
  it('adds a page once, keeping its latest address', () => {
    const views = visit(visit([dashboard], view('/tags')), view('/tags', { fullPath: '/tags?page=2' }));
    expect(paths(views)).toEqual(['/dashboard', '/tags']);
    expect(views[1]?.fullPath).toBe('/tags?page=2');
  });

  it('keeps at most 99 pages, dropping the oldest that is not pinned', () => {
    let views = [dashboard];
    for (let i = 0; i < MAX_VIEWS + 1; i++) views = visit(views, view(`/p${i}`));
    expect(views).toHaveLength(MAX_VIEWS);
    expect(paths(views).slice(0, 2)).toEqual(['/dashboard', '/p2']);
  });

  it('keeps the pages shown last mounted, and forgets the page of a tab left longer ago', () => {
    let views = [dashboard];
    for (let i = 0; i <= MAX_KEPT; i++) views = visit(views, view(`/p${i}`, { element: null }));
    // /p0 is the least recently shown; showing it again makes /p1 the one to forget.
    const mounted = (list: VisitedView[]) => paths(list.filter((v) => v.element !== undefined));
    expect(views).toHaveLength(MAX_KEPT + 2);
    expect(mounted(views)).toEqual(paths(views).slice(2));
    views = visit(views, view('/p0', { element: null }));
    expect(mounted(views)).toEqual(['/p0', ...paths(views).slice(3)]);
    expect(views.find((v) => v.path === '/p1')).toMatchObject({ fullPath: '/p1', element: undefined });
  });

  it('closes a page but never a pinned one', () => {
    const views = [dashboard, view('/tags')];
    expect(paths(close(views, '/tags'))).toEqual(['/dashboard']);
    expect(paths(close(views, '/dashboard'))).toEqual(['/dashboard', '/tags']);
  });

  it('close others keeps the pinned pages and the chosen one', () => {
    expect(paths(closeOthers([dashboard, view('/a'), view('/b')], '/b'))).toEqual(['/dashboard', '/b']);
  });

  it('close all keeps only the pinned pages', () => {
    expect(paths(closeAll([dashboard, view('/a')]))).toEqual(['/dashboard']);
  });

  it('refresh gives the page a new generation and forgets its kept element', () => {
    const [, refreshed] = refresh([dashboard, view('/a', { element: null })], '/a');
    expect(refreshed?.generation).toBe(1);
    expect(refreshed?.element).toBeUndefined();
  });

  it('forget keeps the tab but not the page it kept alive', () => {
    const [, forgotten] = forget([dashboard, view('/a', { element: null })], '/a');
    expect(forgotten).toMatchObject({ path: '/a', generation: 0 });
    expect(forgotten?.element).toBeUndefined();
  });

  it('after closing the page shown, goes to the last page left, or the root', () => {
    expect(fallbackPath([dashboard, view('/a', { fullPath: '/a?x=1' })])).toBe('/a?x=1');
    expect(fallbackPath([])).toBe('/');
  });
});

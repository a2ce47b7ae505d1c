import { describe, expect, it } from 'vitest';
import {
  accordionKeys,
  activeMenuKey,
  buildMenu,
  groupKey,
  menuAncestors,
  menuKey,
  menuLeaves,
  type MenuEntry,
} from './menu';
import type { AppRoute } from './types';

const page = (async () => ({ default: () => null })) as never;
const leaf = (path: string, title: string, extra: Partial<AppRoute['meta']> = {}): AppRoute => ({
  path,
  component: page,
  meta: { title, ...extra },
});

const tags: AppRoute = {
  path: '/tags',
  meta: { title: 'tags:menu' },
  children: [leaf('', 'tags:list'), leaf('edit/:id', 'tags:edit', { hidden: true, activeMenu: '/tags' })],
};
const permissions: AppRoute = {
  path: '/permissions',
  meta: { title: 'app:menu.permissions', alwaysShow: true },
  children: [leaf('admins', 'admins:list'), leaf('admins/edit/:id', 'admins:edit', { hidden: true })],
};

describe('buildMenu', () => {
  it('shows a group with a single visible page as that page', () => {
    expect(buildMenu([tags])).toEqual([{ path: '/tags', title: 'tags:list', icon: undefined }]);
  });

  it('keeps an alwaysShow group as a group even with one visible page', () => {
    expect(buildMenu([permissions])).toEqual([
      {
        path: '/permissions',
        title: 'app:menu.permissions',
        icon: undefined,
        children: [{ path: '/permissions/admins', title: 'admins:list', icon: undefined }],
      },
    ]);
  });

  it('leaves hidden routes out, at the top and inside groups', () => {
    const profile: AppRoute = {
      path: '/profile',
      meta: { title: 'profile:title', hidden: true },
      children: [leaf('index', 'profile:title')],
    };
    const menu = buildMenu([profile, permissions]);
    expect(menuLeaves(menu).map((entry) => entry.path)).toEqual(['/permissions/admins']);
  });

  it('shows a group of several visible pages as a submenu in route order', () => {
    const group: AppRoute = {
      path: '/videos',
      meta: { title: 'videos' },
      children: [leaf('', 'list'), leaf('models', 'models')],
    };
    expect(buildMenu([group])[0]?.children?.map((entry) => entry.path)).toEqual(['/videos', '/videos/models']);
  });

  it('gives a collapsed page its group icon when it has none', () => {
    const icon = 'icon';
    expect(buildMenu([{ ...tags, meta: { title: 'tags:menu', icon } }])[0]?.icon).toBe(icon);
  });

  it('shows icons at the top level only: a submenu carries its icon, its pages none', () => {
    const group: AppRoute = {
      path: '/permissions',
      meta: { title: 'permissions', icon: 'shield' },
      children: [leaf('admins', 'admins', { icon: 'team' }), leaf('roles', 'roles')],
    };
    const [entry] = buildMenu([group]);
    expect(entry?.icon).toBe('shield');
    expect(entry?.children?.map((child) => child.icon)).toEqual([undefined, undefined]);
  });

  it("keys a group apart from its own page, whose path is the group's", () => {
    const group: AppRoute = {
      path: '/tags',
      meta: { title: 'tags' },
      children: [leaf('', 'list'), leaf('create', 'create')],
    };
    const keys = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [menuKey(entry), ...keys(entry.children ?? [])]);
    expect(keys(buildMenu([group]))).toEqual([groupKey('/tags'), '/tags', '/tags/create']);
  });
});

describe('activeMenuKey and menuAncestors', () => {
  it('highlights the list from a hidden edit page through activeMenu', () => {
    expect(activeMenuKey('/tags/edit/3', { title: 'tags:edit', activeMenu: '/tags' })).toBe('/tags');
    expect(activeMenuKey('/tags', { title: 'tags:list' })).toBe('/tags');
  });

  it('opens the groups that hold the highlighted entry', () => {
    const menu = buildMenu([tags, permissions]);
    expect(menuAncestors(menu, '/permissions/admins')).toEqual(['/permissions']);
    expect(menuAncestors(menu, '/tags')).toEqual([]);
  });

  it("finds a page whose path is also its group's path", () => {
    const group: AppRoute = {
      path: '/tags',
      meta: { title: 'tags' },
      children: [leaf('', 'list'), leaf('create', 'create')],
    };
    expect(menuAncestors(buildMenu([group]), '/tags')).toEqual(['/tags']);
    expect(menuAncestors(buildMenu([group]), '/elsewhere')).toEqual([]);
  });
});

describe('accordionKeys', () => {
  const nested: AppRoute = {
    path: '/analytics',
    meta: { title: 'analytics' },
    children: [
      { path: 'daily', meta: { title: 'daily' }, children: [leaf('revenue', 'revenue'), leaf('channel', 'channel')] },
      leaf('overview', 'overview'),
    ],
  };
  const menu = buildMenu([permissions, nested, { ...tags, children: [leaf('', 'list'), leaf('more', 'more')] }]);
  const [people, analytics, daily, tagGroup] = [
    groupKey('/permissions'),
    groupKey('/analytics'),
    groupKey('/analytics/daily'),
    groupKey('/tags'),
  ];

  it('keeps only the group just opened', () => {
    expect(accordionKeys(menu, [people], [people, tagGroup])).toEqual([tagGroup]);
  });

  it('keeps the groups around a nested group opened', () => {
    expect(accordionKeys(menu, [analytics], [analytics, daily])).toEqual([analytics, daily]);
    expect(accordionKeys(menu, [analytics, daily], [analytics, daily, people])).toEqual([people]);
  });

  it('closes only the group closed', () => {
    expect(accordionKeys(menu, [analytics, daily], [analytics])).toEqual([analytics]);
    expect(accordionKeys(menu, [people], [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { openablePages, searchPages } from './pages';
import type { AppRoute } from './types';

const page = (async () => ({ default: () => null })) as never;
const leaf = (path: string, title: string, extra: Partial<AppRoute['meta']> = {}): AppRoute => ({
  path,
  component: page,
  meta: { title, ...extra },
});

const routes: AppRoute[] = [
  leaf('/dashboard', 'dashboard'),
  {
    path: '/tags',
    meta: { title: 'tags' },
    children: [
      leaf('', 'tagList'),
      leaf('create', 'createTag', { hidden: true }),
      leaf('edit/:id', 'editTag', { hidden: true }),
    ],
  },
  {
    path: '/users',
    meta: { title: 'members' },
    children: [leaf('', 'memberList'), leaf('batch-create', 'batchCreate'), leaf(':id', 'member', { hidden: true })],
  },
  leaf('/401', 'refused', { noTag: true }),
];

const TITLES: Record<string, string> = {
  dashboard: 'Dashboard',
  tags: 'Tags',
  tagList: 'Tag list',
  createTag: 'Create tag',
  members: 'Members',
  memberList: 'Member list',
  batchCreate: 'Batch create members',
};
const title = (key: string) => TITLES[key] ?? key;

describe('openablePages', () => {
  it("lists every page opened by its address alone, hidden ones too, with its group's title", () => {
    expect(openablePages(routes)).toEqual([
      { path: '/dashboard', title: 'dashboard', group: undefined },
      { path: '/tags', title: 'tagList', group: 'tags' },
      { path: '/tags/create', title: 'createTag', group: 'tags' },
      { path: '/users', title: 'memberList', group: 'members' },
      { path: '/users/batch-create', title: 'batchCreate', group: 'members' },
    ]);
  });
});

describe('searchPages', () => {
  const entries = openablePages(routes);
  const paths = (query: string) => searchPages(entries, query, title).map((entry) => entry.path);

  it('finds pages by every word typed, in the title or its group, regardless of case', () => {
    expect(paths('create')).toEqual(['/tags/create', '/users/batch-create']);
    expect(paths('MEMBERS batch')).toEqual(['/users/batch-create']);
    expect(paths('list')).toEqual(['/tags', '/users']);
  });

  it('puts the titles that start with what was typed first', () => {
    expect(paths('tag')).toEqual(['/tags', '/tags/create']);
    expect(paths('member')).toEqual(['/users', '/users/batch-create']);
    expect(paths('batch')).toEqual(['/users/batch-create']);
  });

  it('lists every page in menu order when nothing is typed', () => {
    expect(paths('  ')).toEqual(entries.map((entry) => entry.path));
  });
});

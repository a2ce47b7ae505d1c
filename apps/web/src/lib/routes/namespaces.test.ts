import { describe, expect, it } from 'vitest';
import { titleNamespaces } from './namespaces';

describe('titleNamespaces', () => {
  it('lists the namespace of every title, nested ones included, each once', () => {
    const routes = [
      {
        path: '/tags',
        meta: { title: 'tags:title.list' },
        children: [{ path: 'create', meta: { title: 'tags:title.create' } }],
      },
      {
        path: '/permissions',
        meta: { title: 'app:menu.permissions' },
        children: [{ path: 'roles', meta: { title: 'roles:title.list' } }],
      },
      { path: '/plain', meta: { title: 'untitled' } },
    ];
    expect(titleNamespaces(routes)).toEqual(['tags', 'app', 'roles']);
  });
});
